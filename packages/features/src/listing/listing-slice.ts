import {
  createAction,
  createSlice,
  type Draft,
  type PayloadAction,
  type Reducer,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { Facet, ProductCardSummary, ProductResultSet } from '@storefront/api-client';
import {
  clearFilters,
  countActiveFilters,
  createFilterState,
  DEFAULT_PAGE_SIZE,
  type FilterState,
  type RangeFilter,
  serializeFilterUrl,
  setInStock,
  setRangeFilter,
  setSortOrder,
  toggleFacetValue,
} from '@storefront/domain';
import type { FullSearchHits } from '../search';
import { createAppThunk } from '../store/create-app-thunk';
import type { RootState } from '../store/root-reducer';
import type { ThunkExtra } from '../store/thunk-extra';
import { listingStateReceived } from './listing-state-received';
import { summariseProductCard } from './product-card-summary';
import { toFilterQuery } from './to-filter-query';

type AppThunk<R> = ThunkAction<R, RootState, ThunkExtra, UnknownAction>;

/**
 * The most products a refresh reads at once: the API's largest page (`CATALOGUE_MAX_TAKE` of the api-client,
 * not imported as a value so the schemas stay out of the page's first bundle).
 */
const REFRESH_MAX_TAKE = 100;

/** Where the listed products come from: a category, or the full search. */
export type ListingSource = { kind: 'category'; categoryId: string } | { kind: 'search' };

/** The product list of a category or search page (spec §4, Category search). */
export interface ListingState {
  /** The list being shown; null before any. */
  source: ListingSource | null;
  /** The filters the list was (or is being) loaded with. */
  filters: FilterState;
  /** Products loaded so far, in order, as their cards read them (`summariseProductCard`). */
  products: ProductCardSummary[];
  /** Facets of the last response that had any. */
  facets: Facet[];
  /** Sorters of the last response. */
  sorters: ProductResultSet['sorters'];
  /** Hits for the current filters on the server. */
  numberOfHits: number;
  /** Products per batch (the page's itemsPerLoad, else 24). */
  pageSize: number;
  /** True while a batch is loading. */
  loading: boolean;
  /**
   * True while the loading batch is a further one (appended) or a refresh of what is shown: the list stays on
   * screen. False while the list reloads from the start (it is emptied meanwhile).
   */
  appending: boolean;
  /** The request whose answer the list is waiting for; older answers are dropped. */
  requestId: string | null;
  /** True once a load for the current source and filters has ended (with products or not). */
  loaded: boolean;
}

/** The initial listing state. */
export const initialListingState: ListingState = {
  source: null,
  filters: createFilterState(),
  products: [],
  facets: [],
  sorters: [],
  numberOfHits: 0,
  pageSize: DEFAULT_PAGE_SIZE,
  loading: false,
  appending: false,
  requestId: null,
  loaded: false,
};

/** What a load asks for: the next batch after what is shown, or the list from the start. */
export interface LoadListingArgs {
  /** true: fetch the next batch and append it; false: fetch from the start and replace the list. */
  append: boolean;
  /**
   * With `append: false`: read again the products shown (as many as are shown, same filters, with facets) and
   * keep them on screen until the answer replaces them, e.g. after a sign-in brings prices (spec §6).
   */
  refresh?: boolean;
}

/** What a successful load brings back. */
export interface LoadListingResult {
  /** Where the batch starts. */
  skip: number;
  /** The products with facets, sorters and hit count. */
  resultSet: ProductResultSet;
  /** For the search page: its content and category hits. */
  search?: FullSearchHits;
}

/**
 * Loads a batch of the current list (category products or full search) with the filters in the state.
 * The first load of a list takes `filters.take` when the address asked for more than one page (a reload
 * after scrolling) and asks for facets; later batches take the page size and reuse the facets held.
 */
export const loadListing = createAppThunk(
  'listing/load',
  async ({ append, refresh }: LoadListingArgs, { getState, extra, rejectWithValue }) => {
    const { listing } = getState();
    const source = listing.source;
    if (!source) return rejectWithValue('No list to load');
    const skip = append ? listing.products.length : 0;
    const shown = refresh ? Math.min(listing.products.length, REFRESH_MAX_TAKE) : 0;
    const take = append ? listing.pageSize : Math.max(listing.filters.take ?? 0, listing.pageSize, shown);
    const query = toFilterQuery(listing.filters, { skip, take, includeFacets: !append });
    if (source.kind === 'category') {
      const answer = await extra.api.categories.products(source.categoryId, query);
      if (!answer.ok) return rejectWithValue(answer.kind);
      const result: LoadListingResult = { skip, resultSet: answer.data.data };
      return result;
    }
    const answer = await extra.api.search.full(query);
    if (!answer.ok) return rejectWithValue(answer.kind);
    const { productResult, contentResult, categoryResult } = answer.data;
    const result: LoadListingResult = {
      skip,
      resultSet: productResult,
      search: {
        content: contentResult.result,
        contentHits: contentResult.numberOfHits,
        categories: categoryResult.result,
        categoryHits: categoryResult.numberOfHits,
      },
    };
    return result;
  },
);

// The domain's filter state is read-only data; inside a reducer it is replaced whole, never mutated.
const writable = (filters: FilterState) => filters as Draft<FilterState>;

function appendWithoutDuplicates(
  held: ProductCardSummary[],
  incoming: ProductCardSummary[],
): ProductCardSummary[] {
  // Paging over a changing catalogue can repeat an item at a batch edge; the grid keys on code.
  const seen = new Set(held.map((product) => product.code));
  return [...held, ...incoming.filter((product) => !seen.has(product.code))];
}

/** Whether two list sources are the same list (same category, or both the search). */
export function isSameListingSource(a: ListingSource | null, b: ListingSource): boolean {
  if (!a || a.kind !== b.kind) return false;
  return a.kind === 'search' || (b.kind === 'category' && a.categoryId === b.categoryId);
}

const listingSlice = createSlice({
  name: 'listing',
  initialState: initialListingState,
  reducers: {
    /**
     * A list page opened with the filters read from its address. A different category starts from
     * scratch: facets, selected model and sorter reset (spec §4); the same one keeps what is shown.
     */
    listingOpened(
      state,
      action: PayloadAction<{ source: ListingSource; filters: FilterState; pageSize?: number }>,
    ) {
      const { source, filters, pageSize } = action.payload;
      if (!isSameListingSource(state.source, source)) {
        state.products = [];
        state.facets = [];
        state.sorters = [];
        state.numberOfHits = 0;
        state.requestId = null;
        state.loading = false;
      }
      state.loaded = false;
      state.source = source;
      state.filters = writable(filters);
      state.pageSize = pageSize && pageSize > 0 ? pageSize : DEFAULT_PAGE_SIZE;
    },
  },
  extraReducers: (builder) => {
    builder
      // The loader's list belongs to the address just reached; one still loading here is superseded.
      .addCase(listingStateReceived, (state, action) => {
        const received = action.payload.listing;
        if (received.source === null) return state;
        // The shopper already changed the filters again and that list is loading: an older answer loses.
        const movedOn =
          state.requestId !== null && filterIdentity(state.filters) !== filterIdentity(received.filters);
        return movedOn ? state : received;
      })
      .addCase(loadListing.pending, (state, action) => {
        state.loading = true;
        state.appending = action.meta.arg.append || action.meta.arg.refresh === true;
        state.requestId = action.meta.requestId;
      })
      .addCase(loadListing.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        const { skip, resultSet } = action.payload;
        const cards = resultSet.result.map(summariseProductCard);
        state.products = skip === 0 ? cards : appendWithoutDuplicates(state.products, cards);
        // A response without facets (e.g. a later batch) must not empty the filter panel.
        if (resultSet.facets.length > 0) state.facets = resultSet.facets;
        state.sorters = resultSet.sorters;
        state.numberOfHits = resultSet.numberOfHits;
        state.loading = false;
        state.requestId = null;
        state.loaded = true;
      })
      .addCase(loadListing.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.loading = false;
        state.requestId = null;
        state.loaded = true;
        // A failed first load shows an empty list; a failed later batch keeps what is shown (spec §8).
        if (!action.meta.arg.append) {
          state.products = [];
          state.numberOfHits = 0;
        }
      });
  },
});

/** Listing actions. */
export const { listingOpened } = listingSlice.actions;

/** The filters changed as a whole (back/forward re-read the address). */
export const filtersReplaced = createAction<FilterState>('listing/filtersReplaced');
/** One facet value was ticked or unticked. */
export const facetValueToggled = createAction<{ key: string; value: string }>('listing/facetValueToggled');
/** The in-stock-only toggle changed. */
export const inStockChanged = createAction<boolean>('listing/inStockChanged');
/** Another sorter was chosen (null: back to the default, sortOrderLatest). */
export const sortOrderChanged = createAction<string | null>('listing/sortOrderChanged');
/** A range facet (price) got new bounds, or none. */
export const rangeChanged = createAction<{ key: string; range: RangeFilter | null }>('listing/rangeChanged');
/** Clear: tracking parameters stay, Active back to True, in-stock off (spec §4). */
export const filtersCleared = createAction('listing/filtersCleared');

/** The filters after a filter-only action, or null for any other action. */
function filtersAfter(filters: FilterState, action: UnknownAction): FilterState | null {
  if (facetValueToggled.match(action)) {
    return toggleFacetValue(filters, action.payload.key, action.payload.value);
  }
  if (inStockChanged.match(action)) return setInStock(filters, action.payload);
  if (sortOrderChanged.match(action)) return setSortOrder(filters, action.payload);
  if (rangeChanged.match(action)) return setRangeFilter(filters, action.payload.key, action.payload.range);
  if (filtersCleared.match(action)) return clearFilters(filters);
  if (filtersReplaced.match(action)) return action.payload;
  return null;
}

/**
 * The listing reducer, mounted at `listing` in the root reducer. A filter change (a tick, the sorter, in
 * stock, a range, clear) only replaces `filters`, so it is a plain spread, not an Immer draft: it runs inside
 * the shopper's click, and Immer's first draft of a state that came from the server walks and freezes all of
 * it (every card and facet of the list) before the ticked box can paint (lab INP, issue 24). Every other
 * action goes through the slice's drafts as before.
 */
export const listingReducer: Reducer<ListingState> = (state = initialListingState, action) => {
  const filters = filtersAfter(state.filters, action);
  return filters === null ? listingSlice.reducer(state, action) : { ...state, filters };
};

/**
 * Applies one filter change (a facet toggle, the in-stock toggle, a sorter, a range, clear), starts the
 * list again from the first batch, and returns the new filters so the caller can write the address.
 */
export const applyFilterChange =
  (change: UnknownAction): AppThunk<FilterState> =>
  (dispatch) => {
    const filters = dispatch(changeFilters(change));
    void dispatch(loadListing({ append: false }));
    return filters;
  };

/**
 * Applies one filter change without reloading the list, and returns the new filters: for a caller that starts
 * the reload itself (the listing hook does so after the next paint, so the ticked box shows at once).
 */
export const changeFilters =
  (change: UnknownAction): AppThunk<FilterState> =>
  (dispatch, getState) => {
    dispatch(change);
    return getState().listing.filters;
  };

/**
 * The filters that decide which products a list holds, written as a key: paging and tracking
 * parameters are left out, so a rewritten `take` or a campaign tag never reloads the list.
 */
export function filterIdentity(filters: FilterState): string {
  return serializeFilterUrl({ ...filters, skip: undefined, take: undefined, tracking: [] });
}

/**
 * Whether the list came back empty although the shopper chose no filters: then there is nothing to filter
 * or sort, so a page shows its no-results message instead of facets (whose terms would all count 0) and
 * a "0 results" bar. With filters chosen the panel stays, so they can be undone.
 */
export const selectNothingFound = (state: { listing: ListingState }): boolean =>
  state.listing.loaded &&
  !state.listing.loading &&
  state.listing.numberOfHits === 0 &&
  countActiveFilters(state.listing.filters) === 0;

/** Whether more products exist on the server than are shown. */
export const selectHasMore = (state: { listing: ListingState }): boolean =>
  state.listing.products.length < state.listing.numberOfHits;
