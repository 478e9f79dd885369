/**
 * Runs `task` once the browser has painted the current frame, so work that the shopper need not see at once
 * (a modal opening, a list reloading, markup no one sees being dropped) stays out of the interaction that asked
 * for it (lab INP ends at that paint). At the latest after 100 ms, since a tab that is not visible produces no
 * frames, and at once where there are none at all (tests without `requestAnimationFrame`). Returns a cancel
 * function: a task no longer wanted (the shopper went Back, the component went away) does not run.
 */
export function afterNextPaint(task: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  const frames = typeof requestAnimationFrame === 'function';
  // A task queued from inside the frame callback runs after that frame's paint.
  const frame = frames ? requestAnimationFrame(() => setTimeout(run, 0)) : undefined;
  const fallback = setTimeout(run, frames ? 100 : 0);
  return () => {
    done = true;
    clearTimeout(fallback);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}
