import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_CHANGE_CLOSE_DELAY_MS,
  SEARCH_SUBMIT_CLOSE_DELAY_MS,
} from '@storefront/domain';

/** What the quick-search box shows: the text typed, whether the dropdown is open. */
export interface QuickSearchControllerState {
  /** The text in the search box. */
  query: string;
  /** Whether the suggestion dropdown is open. */
  open: boolean;
  /** The query the last quick search ran for, or null before the first one. */
  searchedQuery: string | null;
}

/** Timings of the quick-search box (spec §9), overridable for stories. */
export interface QuickSearchTimings {
  /** Pause after typing before a quick search runs. @default 500 */
  debounceMs: number;
  /** Delay between a submit and the dropdown closing. @default 400 */
  submitCloseMs: number;
  /** Delay between a page change and the dropdown closing. @default 500 */
  pageChangeCloseMs: number;
}

/** What the controller needs from its host. */
export interface QuickSearchControllerOptions {
  /** Runs one quick search; the controller aborts `signal` when a newer one replaces it. */
  search: (query: string, signal: AbortSignal) => unknown;
  /** Goes to the search page with the query (called on a valid submit). */
  navigateToSearch: (query: string) => void;
  /** Whether a query is long enough for a quick search (domain rule). */
  canQuickSearch: (query: string) => boolean;
  /** Whether a query is long enough for a full search (domain rule). */
  canFullSearch: (query: string) => boolean;
  /** Called after every state change. */
  onChange?: (state: QuickSearchControllerState) => void;
  /** Overrides of the spec timings. */
  timings?: Partial<QuickSearchTimings>;
}

/** The quick-search box's behaviour, free of React so the timings can be driven with fake timers. */
export interface QuickSearchController {
  /** The current state. */
  getState(): QuickSearchControllerState;
  /** The shopper typed: opens above 2 characters and schedules a quick search after the pause. */
  input(query: string): void;
  /** The shopper submitted: above 1 character goes to the search page and closes after 400 ms. */
  submit(): boolean;
  /** Closes the dropdown now (outside click, Escape, Tab, a chosen suggestion). */
  close(): void;
  /** Reopens the dropdown for the current query (focus back in the box). */
  reopen(): void;
  /** The page changed: closes the dropdown after 500 ms. */
  pageChanged(): void;
  /** Cancels timers and any running search. */
  dispose(): void;
}

/** The spec's quick-search timings (§9). */
export const QUICK_SEARCH_TIMINGS: QuickSearchTimings = {
  debounceMs: SEARCH_DEBOUNCE_MS,
  submitCloseMs: SEARCH_SUBMIT_CLOSE_DELAY_MS,
  pageChangeCloseMs: SEARCH_PAGE_CHANGE_CLOSE_DELAY_MS,
};

/**
 * Creates the quick-search controller (spec §4, Quick search UI).
 * @example
 * const c = createQuickSearchController({ search, navigateToSearch, canQuickSearch, canFullSearch });
 * c.input('sofa'); // opens now, searches after 500 ms
 */
export function createQuickSearchController(options: QuickSearchControllerOptions): QuickSearchController {
  const timings = { ...QUICK_SEARCH_TIMINGS, ...options.timings };
  let state: QuickSearchControllerState = { query: '', open: false, searchedQuery: null };
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | undefined;

  const set = (next: Partial<QuickSearchControllerState>) => {
    state = { ...state, ...next };
    options.onChange?.(state);
  };
  const clearDebounce = () => {
    if (debounceTimer !== undefined) clearTimeout(debounceTimer);
    debounceTimer = undefined;
  };
  const clearClose = () => {
    if (closeTimer !== undefined) clearTimeout(closeTimer);
    closeTimer = undefined;
  };
  const abortRunning = () => {
    running?.abort();
    running = undefined;
  };
  const run = (query: string) => {
    // A newer query makes the older answer useless, so the request is cancelled rather than ignored.
    abortRunning();
    const controller = new AbortController();
    running = controller;
    set({ searchedQuery: query });
    options.search(query, controller.signal);
  };

  return {
    getState: () => state,
    input(query) {
      clearDebounce();
      clearClose();
      if (!options.canQuickSearch(query)) {
        abortRunning();
        set({ query, open: false });
        return;
      }
      set({ query, open: true });
      debounceTimer = setTimeout(() => {
        debounceTimer = undefined;
        run(query);
      }, timings.debounceMs);
    },
    submit() {
      const query = state.query.trim();
      if (!options.canFullSearch(query)) return false;
      clearDebounce();
      abortRunning();
      options.navigateToSearch(query);
      clearClose();
      closeTimer = setTimeout(() => {
        closeTimer = undefined;
        set({ open: false });
      }, timings.submitCloseMs);
      return true;
    },
    close() {
      clearDebounce();
      clearClose();
      if (state.open) set({ open: false });
    },
    reopen() {
      if (!state.open && options.canQuickSearch(state.query)) set({ open: true });
    },
    pageChanged() {
      // A submit already scheduled its 400 ms close; the page change it causes must not postpone it.
      if (!state.open || closeTimer !== undefined) return;
      closeTimer = setTimeout(() => {
        closeTimer = undefined;
        clearDebounce();
        set({ open: false });
      }, timings.pageChangeCloseMs);
    },
    dispose() {
      clearDebounce();
      clearClose();
      abortRunning();
    },
  };
}
