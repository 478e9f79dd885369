// `@storefront/features/store`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export { createAppThunk } from './create-app-thunk';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export { injectAllSlices } from './inject-all-slices';
export { injectCheckoutSlice } from './inject-checkout-slice';
export { injectListingSlices } from './inject-listing-slices';
export { injectOrganisationUsersSlice } from './inject-organisation-users-slice';
export type { AppDispatch, AppStore, MakeStoreOptions } from './make-store';
export { makeStore } from './make-store';
export type { LazyLoadedSlices, LazySlice, RootState } from './root-reducer';
export { injectSlice, rootReducer, withInjectedSlices } from './root-reducer';
export { selectPricesInclVat } from './select-prices-incl-vat';
export type { PageLoadState } from './shop-state-received';
export { shopStateReceived } from './shop-state-received';
export type { ThunkExtra } from './thunk-extra';
