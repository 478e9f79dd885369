/**
 * Runs in the document before any of the shop's scripts (an inline script in the head, see
 * {@link EARLY_PRESS_REPLAY_SCRIPT}). On a phone the server-rendered page is painted seconds before it hydrates
 * (issue 24), and a press on a button before then did nothing: React was not listening yet. This records presses
 * on plain buttons (`type="button"`, whose only effect is the handler React will attach) while React is not
 * listening, and presses them again once the page has hydrated (`<html data-page-hydrated>`, page-view.tsx),
 * each once, if the button is still in the document and React handles it by then.
 *
 * From the moment `hydrateRoot` starts, React listens on the document (it marks it `_reactListening…`) and replays
 * presses on parts it has not hydrated yet itself, so presses from then on are left to React, never replayed
 * twice. Submit buttons and links are left alone: they work without JavaScript.
 *
 * Self-contained on purpose: its source is the inline script.
 */
export function replayEarlyPresses(): void {
  const html = document.documentElement;
  const reactListens = () => Object.keys(document).some((key) => key.startsWith('_reactListening'));
  const reactHandles = (element: Element) =>
    Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const pressed: HTMLButtonElement[] = [];
  const record = (event: Event) => {
    if (reactListens()) {
      document.removeEventListener('click', record, true);
      return;
    }
    const target = event.target;
    const button = target instanceof Element ? target.closest('button[type="button"]') : null;
    if (button instanceof HTMLButtonElement && !button.disabled && !reactHandles(button))
      pressed.push(button);
  };
  const replay = () => {
    if (html.getAttribute('data-page-hydrated') !== 'true') return;
    watcher.disconnect();
    document.removeEventListener('click', record, true);
    for (const button of pressed.splice(0)) {
      if (button.isConnected && reactHandles(button)) button.click();
    }
  };
  const watcher = new MutationObserver(replay);
  watcher.observe(html, { attributes: true, attributeFilter: ['data-page-hydrated'] });
  document.addEventListener('click', record, true);
}

/** The inline script that runs {@link replayEarlyPresses} as the document's head is parsed. */
export const EARLY_PRESS_REPLAY_SCRIPT = `(${replayEarlyPresses.toString()})();`;

/**
 * The head's inline script. Its text is the function's source, which the client build minifies and the server
 * build does not: the server's copy has run by the time React hydrates, so React keeps it as it is.
 */
export function EarlyPressReplayScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function's source, never content.
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_PRESS_REPLAY_SCRIPT }} />;
}
