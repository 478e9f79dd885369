import { canSubmitSearch, isQuickSearchQuery, searchPageUrl } from '@storefront/domain';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '../store/hooks';
import { loadedQuickSearchActions, loadQuickSearchActions } from './load-quick-search';
import type * as QuickSearchActions from './quick-search-actions';
import {
  createQuickSearchController,
  type QuickSearchController,
  type QuickSearchControllerState,
  type QuickSearchTimings,
} from './quick-search-controller';

/** What {@link useQuickSearch} needs. */
export interface UseQuickSearchOptions {
  /** Address of the static search page, e.g. `/en/search`. */
  searchPagePath: string;
  /** Overrides of the spec timings (stories). */
  timings?: Partial<QuickSearchTimings>;
}

/**
 * Binds the quick-search controller to the store and the router: quick searches dispatch the search
 * slice's abortable thunk and read the suggestions for the same text; a submit navigates to the search page; a page change closes the dropdown
 * after 500 ms.
 */
export function useQuickSearch({ searchPagePath, timings }: UseQuickSearchOptions) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<QuickSearchControllerState>({
    query: '',
    open: false,
    searchedQuery: null,
  });
  const latest = useRef({ dispatch, navigate, searchPagePath });
  latest.current = { dispatch, navigate, searchPagePath };
  const controllerRef = useRef<QuickSearchController | null>(null);
  if (controllerRef.current === null) {
    controllerRef.current = createQuickSearchController({
      search: (query, signal) => {
        const run = ({ quickSearch, fetchSuggestions }: typeof QuickSearchActions) => {
          // Aborted while the chunk loaded: a newer query has taken over.
          if (signal.aborted) return;
          const running = latest.current.dispatch(quickSearch(query));
          // Suggestions come with the same pause; the API client cancels the previous suggestions request.
          void latest.current.dispatch(fetchSuggestions(query));
          signal.addEventListener('abort', () => running.abort(), { once: true });
        };
        // The thunks and their slices load on first use (usually preloaded when the box got focus).
        const actions = loadedQuickSearchActions();
        if (actions) run(actions);
        else void loadQuickSearchActions().then(run);
      },
      navigateToSearch: (query) => {
        void latest.current.navigate(searchPageUrl(latest.current.searchPagePath, query));
      },
      canQuickSearch: isQuickSearchQuery,
      canFullSearch: canSubmitSearch,
      onChange: setState,
      ...(timings && { timings }),
    });
  }
  const controller = controllerRef.current;
  useEffect(() => () => controller.dispose(), [controller]);

  const firstLocation = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(() => {
    if (firstLocation.current) {
      firstLocation.current = false;
      return;
    }
    controller.pageChanged();
  }, [location.pathname, location.search, controller]);

  return { state, controller };
}
