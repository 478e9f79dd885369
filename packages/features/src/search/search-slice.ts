import { createSlice } from '@reduxjs/toolkit';
import type { CategoryHit, ContentHit, QuickSearchResult } from '@storefront/api-client';
import { listingStateReceived, loadListing } from '../listing';
import { addRequestStatusCases, type RequestStatus } from '../shared/request-status';
import { createAppThunk } from '../store/create-app-thunk';

/** Content and category hits of the last full search (its products live in the listing slice). */
export interface FullSearchHits {
  content: ContentHit[];
  contentHits: number;
  categories: CategoryHit[];
  categoryHits: number;
}

/** The search slice (spec §3 Search state, §4 Search). */
export interface SearchState {
  /** The query of the quick search in flight or last answered. */
  query: string;
  /** The last quick-search answer; null while one is pending and after a full search. */
  quickSearchResult: QuickSearchResult | null;
  /** Where the quick search stands: 'loading' while one is pending, then how the last one ended. */
  status: RequestStatus;
  /** Content and category hits of the last full search. */
  searchResult: FullSearchHits | null;
  /** Completed queries for the text typed. */
  suggestions: string[];
  /** Product hits of the last full search. */
  numberOfHits: number;
  /** The quick search whose answer is awaited; older answers are dropped. */
  quickRequestId: string | null;
  /** The suggestions request whose answer is awaited; older answers are dropped. */
  suggestionsRequestId: string | null;
}

/** The initial search state. */
export const initialSearchState: SearchState = {
  query: '',
  quickSearchResult: null,
  status: 'idle',
  searchResult: null,
  suggestions: [],
  numberOfHits: 0,
  quickRequestId: null,
  suggestionsRequestId: null,
};

/**
 * Runs a quick search. Abort the returned promise (`promise.abort()`) to cancel the request: the signal
 * reaches the fetch through the API client.
 */
export const quickSearch = createAppThunk(
  'search/quick',
  async (query: string, { extra, signal, rejectWithValue }) => {
    const answer = await extra.api.search.quick(query, { signal });
    if (answer.ok) return answer.data;
    return rejectWithValue(answer.kind);
  },
);

/**
 * Reads search suggestions for the text typed. The API client aborts the previous suggestions request
 * when a new one starts, and the slice keeps only the newest answer.
 */
export const fetchSuggestions = createAppThunk(
  'search/suggestions',
  async (query: string, { extra, rejectWithValue }) => {
    const answer = await extra.api.search.suggestions(query);
    if (answer.ok) return answer.data;
    return rejectWithValue(answer.kind);
  },
);

/**
 * True for the answer of a quick search that a newer one replaced: it changes nothing. The shared status
 * helper has already written its outcome, so a newer search still pending gets its 'loading' back.
 */
function isOlderQuickSearch(state: SearchState, requestId: string): boolean {
  if (requestId === state.quickRequestId) return false;
  if (state.quickRequestId !== null) state.status = 'loading';
  return true;
}

const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestStatusCases(builder, quickSearch, {
      pending: (state, action) => {
        // Spec §4: quick search resets on pending, so no stale hits show under a new query.
        state.query = action.meta.arg;
        state.quickSearchResult = null;
        state.quickRequestId = action.meta.requestId;
      },
      fulfilled: (state, action) => {
        if (isOlderQuickSearch(state, action.meta.requestId)) return;
        state.quickSearchResult = action.payload;
        state.quickRequestId = null;
      },
      rejected: (state, action) => {
        if (isOlderQuickSearch(state, action.meta.requestId)) return;
        state.quickRequestId = null;
      },
    })
      .addCase(fetchSuggestions.pending, (state, action) => {
        // Suggestions for an older text must not show under the new one.
        state.suggestions = [];
        state.suggestionsRequestId = action.meta.requestId;
      })
      .addCase(fetchSuggestions.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.suggestionsRequestId) return;
        state.suggestions = action.payload;
        state.suggestionsRequestId = null;
      })
      .addCase(fetchSuggestions.rejected, (state, action) => {
        if (action.meta.requestId !== state.suggestionsRequestId) return;
        state.suggestionsRequestId = null;
      })
      .addCase(listingStateReceived, (state, action) => {
        const { listing, search } = action.payload;
        // Only a search list brings hits; the quick search of this tab is left alone.
        if (listing.source?.kind !== 'search' || !search) return;
        state.searchResult = search.searchResult;
        state.numberOfHits = search.numberOfHits;
      })
      .addCase(loadListing.fulfilled, (state, action) => {
        const { search } = action.payload;
        if (!search) return;
        // Spec §4: a successful full search clears the query and the quick results.
        state.query = '';
        state.quickSearchResult = null;
        state.status = 'idle';
        state.quickRequestId = null;
        state.numberOfHits = action.payload.resultSet.numberOfHits;
        if (action.payload.skip === 0 || !state.searchResult) state.searchResult = search;
      });
  },
});

/** The search reducer, mounted at `search` in the root reducer. */
export const searchReducer = searchSlice.reducer;
/** True while a quick search is pending; false before the search slice has joined the store. */
export const selectQuickSearchLoading = (state: { search?: SearchState }): boolean =>
  state.search?.status === 'loading';
