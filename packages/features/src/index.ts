// The package root: a convenience entry holding the names apps, the pack test and the README use (the page
// components, the shell, the store and the startup thunks). Each feature's full API is its own entry
// (`@storefront/features/cart`, …), which apps should prefer; a name an app needs from the root is added here
// once it is in that feature's entry. Internals (slice actions, fixtures, test servers) are not exported.

export { AccountPage, FdvPage } from './account/index';
export { AccountButton, ForgotPasswordPage } from './auth/index';
export { CartButton, CartPage, fetchCart } from './cart/index';
export { CheckoutPage } from './checkout/index';
export type { PageComponentProps } from './content/index';
export {
  BlockPreviewPage,
  CampaignPage,
  ErrorPage,
  GENERIC_ERROR_TITLE,
  InformationPage,
  InspirationPage,
  NotFoundPage,
  StandardPage,
  StartPage,
  StorefrontPage,
  StorybookPage,
} from './content/index';
export { checkCustomerSession } from './customer-session/index';
export type { HeaderSlots } from './header/index';
export { ThemeToggle } from './header/index';
export { CategoryPage, listingStateReceived, prepareListingPage } from './listing/index';
export { AccountRoot } from './modals/index';
export { OrderConfirmationPage } from './order-confirmation/index';
export { FEATURES_PACKAGE } from './package-name';
export type { PageState } from './page/index';
export { loadPage, selectPageState } from './page/index';
export { ProductPage, rasterImage } from './product/index';
export { QuickOrderPage } from './quick-order/index';
export { HeaderQuickSearchWhenVisible, MobileSearch } from './quick-search/index';
export { SearchPage } from './search/index';
export type { SettingsState } from './settings/index';
export { fetchGlobalSettings } from './settings/index';
export type { SiteContentState } from './shell/index';
export { AppShell, fetchSiteContent, StartupLoader } from './shell/index';
export type { AppStore, RootState } from './store/index';
export {
  injectAllSlices,
  injectCheckoutSlice,
  injectListingSlices,
  injectOrganisationUsersSlice,
  makeStore,
  rootReducer,
  shopStateReceived,
  useAppDispatch,
  useAppSelector,
} from './store/index';
export { selectThemeName, themeChosen } from './theme/index';
export type { TranslationsState } from './translations/index';
export { fetchTranslations, useText } from './translations/index';
