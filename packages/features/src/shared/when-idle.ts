/**
 * Runs `task` once the main thread has nothing else to do (`requestIdleCallback`), at the latest after
 * `timeoutMs`; where there is no idle callback (Safari), after `timeoutMs` / 4. For work that prepares a
 * later interaction (a chunk, a style) without competing with loading and hydrating the page. Returns a cancel
 * function: a task no longer wanted (the component went away) does not run.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, timeoutMs / 4);
  return () => clearTimeout(timer);
}
