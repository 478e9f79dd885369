import { combineSlices, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { cartReducer } from '../cart/cart-slice';
import type { checkoutRootReducer } from '../checkout/checkout-reducer';
import { customerSessionReducer } from '../customer-session/customer-session-slice';
import { errorsReducer } from '../errors/errors-slice';
import { favouritesReducer } from '../favourites/favourites-slice';
import type { ListingState } from '../listing/listing-slice';
import { accountModalsReducer } from '../modals/account-modals-slice';
import type { OrganisationUsersState } from '../organisation/organisation-users-slice';
import { pageReducer } from '../page/page-slice';
import type { SearchState } from '../search/search-slice';
import { settingsReducer } from '../settings/settings-slice';
import { siteContentReducer } from '../shell/site-content-slice';
import { themeReducer } from '../theme/theme-slice';
import { translationsReducer } from '../translations/translations-slice';

/**
 * The slices every page needs, in the first JavaScript a visitor loads: the shell's (page, settings,
 * translations, errors, theme, customer session, site content), the header's (cart count and mini cart,
 * favourites hearts and the account modals). Feature engineers add an always-needed slice here: one import
 * and one key line. A slice takes the actions of other features it reacts to from `store/` modules, never
 * through a feature's entry: an entry's components read the store through `store/hooks`, which imports this
 * module, and in that cycle some reducers would not be evaluated yet when this module is (and the web build
 * would split chunks that import each other). A function, read on first use, all the same.
 */
const alwaysLoaded = () => ({
  page: pageReducer,
  settings: settingsReducer,
  translations: translationsReducer,
  errors: errorsReducer,
  theme: themeReducer,
  customerSession: customerSessionReducer,
  siteContent: siteContentReducer,
  cart: cartReducer,
  favourites: favouritesReducer,
  accountModals: accountModalsReducer,
});

/**
 * The slices only some pages use, injected when such a page's chunk loads (`injectCheckoutSlice`,
 * `injectOrganisationUsersSlice`, `injectListingSlices` with the category and search pages and the quick
 * search's first use), so their reducers and thunks stay out of the first load. A page-specific slice is
 * added here (its state type) and in its own `inject-…-slice.ts` module.
 */
export interface LazyLoadedSlices {
  listing: ListingState;
  search: SearchState;
  checkout: ReturnType<typeof checkoutRootReducer>;
  organisationUsers: OrganisationUsersState;
}

const combine = () => combineSlices(alwaysLoaded()).withLazyLoadedSlices<LazyLoadedSlices>();
let combinedOnce: ReturnType<typeof combine> | undefined;
/** Reducer paths that have a reducer now: the always-loaded ones and those injected so far. */
const reducerPaths = new Set<string>();
/** The combined reducer, made on first use (see `alwaysLoaded`). */
function combined(): ReturnType<typeof combine> {
  if (combinedOnce === undefined) {
    combinedOnce = combine();
    for (const key of Object.keys(alwaysLoaded())) reducerPaths.add(key);
  }
  return combinedOnce;
}
/** The state as `combineSlices` types it: lazy slices optional. */
type CombinedState = ReturnType<ReturnType<typeof combine>>;

/**
 * The whole store state. Lazy slices are typed as present: the components and thunks that read them live in
 * the page chunks that inject them, and `useAppSelector` reads a slice injected but not yet initialised as
 * its initial state.
 */
export type RootState = CombinedState & LazyLoadedSlices;

/** A page-specific slice as `injectSlice` takes it: its key in the state and its reducer. */
export type LazySlice = {
  [K in keyof LazyLoadedSlices]: { reducerPath: K; reducer: Reducer<LazyLoadedSlices[K]> };
}[keyof LazyLoadedSlices];

/**
 * Adds a page-specific slice to the store's reducer (for every store of this module: one per tab in the
 * browser, every request's store on the server). Injecting the same reducer again does nothing.
 * @example injectSlice({ reducerPath: 'checkout', reducer: checkoutRootReducer });
 */
export function injectSlice(slice: LazySlice): void {
  // combineSlices' overloads cannot relate a union of keys to their states; LazySlice keeps callers exact.
  (combined().inject as (slice: { reducerPath: string; reducer: Reducer }) => unknown)(slice);
  reducerPaths.add(slice.reducerPath);
}

/**
 * The storefront's root reducer: `combineSlices` with page-specific slices injected later. State under a
 * key that has no reducer yet (the server rendered a page whose chunk the browser is still loading) is kept
 * as it is rather than dropped, so hydration renders exactly the server's state; once the slice is injected
 * its reducer takes that state over.
 */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) => {
  const reduce = combined();
  if (state === undefined) return reduce(undefined, action) as RootState;
  const entries = Object.entries(state);
  const held = entries.filter(([key]) => !reducerPaths.has(key));
  if (held.length === 0) return reduce(state as CombinedState, action) as RootState;
  const known: Record<string, unknown> = Object.fromEntries(entries.filter(([key]) => reducerPaths.has(key)));
  const next: Record<string, unknown> = reduce(known as CombinedState, action);
  // Unchanged known slices: keep the same state object, so subscribers see no change.
  const unchanged = Object.keys(next).every((key) => next[key] === known[key]);
  return (unchanged ? state : { ...Object.fromEntries(held), ...next }) as RootState;
};

/**
 * Wraps a selector so that a slice injected but not yet initialised (no action has reached it since the
 * page chunk injected it) reads as its initial state instead of undefined (RTK `combineSlices().selector`).
 */
export function withInjectedSlices<Result>(
  selector: (state: RootState) => Result,
): (state: RootState) => Result {
  // The proxy fills in lazy slices that have a reducer, which is what RootState promises to the selector.
  return combined().selector(selector as (state: CombinedState) => Result);
}
