// The filter panel (facet sidebar of wide screens, filter modal of phones) and the filter modal are not in a
// listing's first load: a phone shows the sidebar never and the modal on a press, a wide screen hydrates the
// sidebar when it comes into view (issue 24: the code a listing evaluates before it is hydrated).

/** The filter panel's chunk. */
export const loadFilterPanel = () => import('./filter-panel');

/** The filter modal's chunk. */
export const loadFilterModal = () => import('./filter-modal');

/**
 * Loads the filter panel's and the filter modal's code: before a client navigation shows a listing (so its
 * sidebar does not appear late), and when the browser is idle after a listing hydrated (so the first press of
 * the filter button opens the modal at once).
 * @example await loadListingFilters();
 */
export function loadListingFilters(): Promise<void> {
  return Promise.all([loadFilterPanel(), loadFilterModal()]).then(() => undefined);
}

/** Runs `task` when the browser is idle (at the latest after `timeout` ms); returns a cancel function. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
