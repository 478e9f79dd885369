// The quick search's on-demand parts: the search thunks (with their slices) and the dropdown. Each is
// requested once and kept, so once in, the combobox uses it synchronously (no fallback, no extra tick).

type Actions = typeof import('./quick-search-actions');
type Dropdown = typeof import('./quick-search-dropdown');

let actions: Promise<Actions> | undefined;
let dropdown: Promise<Dropdown> | undefined;
/** The modules once loaded. */
const loaded: { actions?: Actions; dropdown?: Dropdown } = {};

/**
 * Imports the search thunks, injecting the search and listing slices into the store first, so the first
 * thunk's actions reach their reducers.
 */
export function loadQuickSearchActions(): Promise<Actions> {
  actions ??= import('./quick-search-actions').then((module) => {
    module.injectListingSlices();
    loaded.actions = module;
    return module;
  });
  return actions;
}

/** Imports the dropdown component. */
export function loadQuickSearchDropdown(): Promise<Dropdown> {
  dropdown ??= import('./quick-search-dropdown').then((module) => {
    loaded.dropdown = module;
    return module;
  });
  return dropdown;
}

/** The search thunks if they have loaded, else undefined. */
export function loadedQuickSearchActions(): Actions | undefined {
  return loaded.actions;
}

/** The dropdown module if it has loaded, else undefined. */
export function loadedQuickSearchDropdown(): Dropdown | undefined {
  return loaded.dropdown;
}

/**
 * Starts loading both parts ahead of need: the search box calls it when it gets focus or the pointer, so
 * they are in by the time a query is long enough (3 characters and a 500 ms pause). Resolves when both are in.
 */
export async function preloadQuickSearch(): Promise<void> {
  await Promise.all([loadQuickSearchActions(), loadQuickSearchDropdown()]);
}
