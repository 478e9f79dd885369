// The package root: a convenience entry holding the names apps, the pack test and the README use (the page
// components, the shell, the store and the startup thunks). Each feature's full API is its own entry
// (`@storefront/features/cart`, …), which apps should prefer; a name an app needs from the root is added here
// once it is in that feature's entry. Internals (slice actions, fixtures, test servers) are not exported.

export { AccountPage, FdvPage } from './account';
export { AccountButton, ForgotPasswordPage } from './auth';
export { CartButton, CartPage, fetchCart } from './cart';
export { CheckoutPage } from './checkout';
export type { PageComponentProps } from './content';
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
} from './content';
export { checkCustomerSession } from './customer-session';
export type { HeaderSlots } from './header';
export { ThemeToggle } from './header';
export { CategoryPage, listingStateReceived, prepareListingPage } from './listing';
export { AccountRoot } from './modals';
export { OrderConfirmationPage } from './order-confirmation';
export { FEATURES_PACKAGE } from './package-name';
export type { PageState } from './page';
export { loadPage, selectPageState } from './page';
export { ProductPage, rasterImage } from './product';
export { QuickOrderPage } from './quick-order';
export { HeaderQuickSearchWhenVisible, MobileSearch } from './quick-search';
export { SearchPage } from './search';
export type { SettingsState } from './settings';
export { fetchGlobalSettings } from './settings';
export type { SiteContentState } from './shell';
export { AppShell, fetchSiteContent, StartupLoader } from './shell';
export type { AppStore, RootState } from './store';
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
} from './store';
export { selectThemeName, themeChosen } from './theme';
export type { TranslationsState } from './translations';
export {
  fetchTranslations,
  TextsReadContext,
  textsReadOnly,
  useCompleteTexts,
  useText,
} from './translations';
