// Account, sign-in, favourites, organisation and quick order (account engineer)
export type { AccountPageProps } from './account/account-page';
export { AccountPage } from './account/account-page';
export {
  changeOwnPassword,
  createCustomerAddress,
  deleteCustomerAddress,
  fetchOrderDetails,
  fetchOrderHistory,
  setPrimaryCustomerAddress,
  updateCustomerAddress,
  updateCustomerDetails,
} from './account/account-thunks';
export type { AccountView } from './account/account-views';
export { ACCOUNT_VIEWS, accountViewFrom } from './account/account-views';
export type { BulkCartChange, BulkCartPlan } from './account/bulk-cart-lines';
export { planBulkCartUpdate } from './account/bulk-cart-lines';
export { BulkCartView } from './account/bulk-cart-view';
export { filterFdvDocuments } from './account/fdv-filter';
export { FdvPage } from './account/fdv-page';
export { loadFdvDocuments } from './account/fdv-thunks';
export type { ReorderButtonProps } from './account/reorder-button';
export { ReorderButton } from './account/reorder-button';
export type { DataLayerEvent } from './analytics/data-layer';
// Shell, header, navigation, footer (web shell)
export { pushToDataLayer } from './analytics/data-layer';
export type { PageViewSubject } from './analytics/use-virtual-page-view';
export { useVirtualPageView } from './analytics/use-virtual-page-view';
export type { AccountButtonProps } from './auth/account-button';
export { AccountButton } from './auth/account-button';
export type { LoginCredentials } from './auth/customer-auth-thunks';
export {
  customerSessionEnded,
  loginCustomer,
  logoutCustomer,
  registerCustomer,
  sessionCheckTick,
} from './auth/customer-auth-thunks';
export { ForgotPasswordPage, PASSWORD_RESET_DONE } from './auth/forgot-password-page';
export type { LoginModalProps } from './auth/login-modal';
export { LoginModal } from './auth/login-modal';
export { requestPasswordReset, resetPassword } from './auth/password-reset-thunks';
export { refreshCatalogueForSession, usePricesFollowSession } from './auth/prices-follow-session';
export type { RegisterModalProps } from './auth/register-modal';
export { RegisterModal } from './auth/register-modal';
export type { ResetPasswordModalProps } from './auth/reset-password-modal';
export { ResetPasswordModal } from './auth/reset-password-modal';
export { RESET_LINK_SENT } from './auth/reset-request-form';
export { startSessionCheck, useSessionCheck } from './auth/session-check';
// Cart, checkout and order confirmation (cart engineer)
export type { CartLineChange } from './cart/cart-analytics';
export { cartLineProduct, diffCartLines, reportCartChanges, reportViewCart } from './cart/cart-analytics';
export { CartButton } from './cart/cart-button';
export type { CartLineRowProps } from './cart/cart-line-row';
export { CartLineRow } from './cart/cart-line-row';
export type { CartLineSummaryProps } from './cart/cart-line-summary';
export { CartLineSummary } from './cart/cart-line-summary';
export { CartPage } from './cart/cart-page';
export {
  selectCart,
  selectCartCount,
  selectCartIsLoading,
  selectCartLines,
  selectCartPrice,
  selectPricesInclVat,
} from './cart/cart-selectors';
export type { CartState } from './cart/cart-slice';
export {
  acceptOrderSplittingChanged,
  cartCleared,
  cartErrorDismissed,
  cartReducer,
  initialCartState,
} from './cart/cart-slice';
export type { CartTexts } from './cart/cart-texts';
export { cartTexts } from './cart/cart-texts';
export {
  addToCart,
  bulkAddToCart,
  bulkUpdateCart,
  fetchCart,
  removeCart,
  reorderToCart,
  updateCartQuantity,
} from './cart/cart-thunks';
export type { CartTotalsProps } from './cart/cart-totals';
export { CartTotals } from './cart/cart-totals';
export type { CartWarningsProps } from './cart/cart-warnings';
export { CartWarnings } from './cart/cart-warnings';
export type { CheckoutAddresses, CheckoutFormState } from './checkout/checkout-form-slice';
export { addressesSaved, checkoutFormReset, contactSaved } from './checkout/checkout-form-slice';
export type { CheckoutPageProps } from './checkout/checkout-page';
export { CheckoutPage } from './checkout/checkout-page';
export { checkoutRootReducer } from './checkout/checkout-reducer';
export type { CheckoutTexts } from './checkout/checkout-texts';
export { checkoutTexts } from './checkout/checkout-texts';
export type { OrderSubmissionState, PlaceOrderRejection } from './checkout/order-submission-slice';
export {
  CHECKOUT_INCOMPLETE_MESSAGE,
  orderSubmissionReset,
  placeOrder,
  resetCheckout,
  selectCheckoutContact,
  selectOrderBody,
} from './checkout/order-submission-slice';
// Content pages and blocks (web shell)
export { BlockPreviewPage } from './content/block-preview-page';
export { CampaignPage } from './content/campaign-page';
export type { ContentAreaProps } from './content/content-area';
export { ContentArea } from './content/content-area';
export { ContentBlock } from './content/content-block';
export type { ContentPageLayoutProps } from './content/content-page-layout';
export { ContentPageLayout } from './content/content-page-layout';
export { CtaContainer } from './content/cta-container';
export type { ErrorPageProps } from './content/error-page';
export { ErrorPage, GENERIC_ERROR_MESSAGE, GENERIC_ERROR_TITLE } from './content/error-page';
export type { HeroProps } from './content/hero';
export { Hero } from './content/hero';
export { InformationPage } from './content/information-page';
export { InspirationPage } from './content/inspiration-page';
export type { NotFoundPageProps } from './content/not-found-page';
export { NotFoundPage } from './content/not-found-page';
export type { PageComponentProps } from './content/page-component-props';
export { ProductListingBlock } from './content/product-listing-block';
export type { RichTextProps } from './content/rich-text';
export { RichText } from './content/rich-text';
export { StandardPage } from './content/standard-page';
export { StartPage } from './content/start-page';
export { StorefrontPage } from './content/storefront-page';
export { STORYBOOK_PATH, StorybookPage } from './content/storybook-page';
export type { CustomerSessionState } from './customer-session/customer-session-slice';
export {
  checkCustomerSession,
  customerSignedIn,
  customerSignedOut,
  selectIsSignedIn,
  selectSessionCustomer,
} from './customer-session/customer-session-slice';
export type { ApplicationError, ErrorsState, FailedAnswer } from './errors/errors-slice';
export {
  apiErrorStored,
  applicationErrorSet,
  errorsReset,
  inputErrorsSet,
  selectApplicationError,
  selectInputErrors,
} from './errors/errors-slice';
export type { FavouritesState } from './favourites/favourites-slice';
export { favouritesReducer, selectFavouriteLists, selectIsFavourite } from './favourites/favourites-slice';
export type { SaveFavouritesArgs } from './favourites/favourites-thunks';
export {
  loadFavourites,
  removeFavouritesList,
  renameFavouritesList,
  saveFavouritesList,
  toggleFavourite,
} from './favourites/favourites-thunks';
export { FavouritesView } from './favourites/favourites-view';
export { useFavouriteHeart } from './favourites/use-favourite-heart';
export type { FooterProps } from './footer/footer';
export { Footer } from './footer/footer';
export type { CheckoutHeaderProps } from './header/checkout-header';
export { CheckoutHeader, showsCheckoutAccountLink } from './header/checkout-header';
export type { CountrySelectorProps } from './header/country-selector';
export { CountrySelector } from './header/country-selector';
export type { HeaderProps, HeaderSlots, HeaderUrls } from './header/header';
export { Header } from './header/header';
export type { HeaderIconLinkProps } from './header/header-icon-link';
export { HeaderIconLink } from './header/header-icon-link';
export type { HeaderSearchBoxProps } from './header/header-search-box';
export { HeaderSearchBox } from './header/header-search-box';
export type { HeaderTexts } from './header/header-texts';
export { headerTexts } from './header/header-texts';
export type { MegaMenuProps } from './header/mega-menu';
export { MegaMenu } from './header/mega-menu';
export { CATALOGUE_NAVIGATION_TYPES, menuOverviewLink } from './header/menu-overview-link';
export type { MobileMenuProps } from './header/mobile-menu';
export { MobileMenu } from './header/mobile-menu';
export type { SupportMenuProps } from './header/support-menu';
export { SupportMenu } from './header/support-menu';
export type { ThemeToggleProps } from './header/theme-toggle';
export { ThemeToggle } from './header/theme-toggle';
// Category listing, search and quick search (listing engineer)
export type { CategoryPageProps } from './listing/category-page';
export { CategoryPage } from './listing/category-page';
export type { FilterPanelProps } from './listing/filter-panel';
export { FilterPanel } from './listing/filter-panel';
export type {
  ListingSource,
  ListingState,
  LoadListingArgs,
  LoadListingResult,
} from './listing/listing-slice';
export {
  applyFilterChange,
  facetValueToggled,
  filtersCleared,
  filtersReplaced,
  inStockChanged,
  listingOpened,
  loadListing,
  rangeChanged,
  selectHasMore,
  sortOrderChanged,
} from './listing/listing-slice';
export type { ListingLoadState } from './listing/listing-state-received';
export { listingStateReceived } from './listing/listing-state-received';
export type { ListingViewProps } from './listing/listing-view';
export { ListingView } from './listing/listing-view';
export { prepareListingPage } from './listing/prepare-listing-page';
export type { AccountModalName, AccountModalsState } from './modals/account-modals-slice';
export {
  accountModalClosed,
  favouritesPickerOpened,
  loginModalOpened,
  registerModalOpened,
  resetPasswordModalOpened,
  selectAccountModals,
} from './modals/account-modals-slice';
export { AccountRoot } from './modals/account-root';
export type { BreadcrumbsProps } from './navigation/breadcrumbs';
export { Breadcrumbs } from './navigation/breadcrumbs';
export type { LinkKind } from './navigation/classify-link';
export { classifyLink, toInAppPath } from './navigation/classify-link';
export type { SmartLinkProps } from './navigation/smart-link';
export { SmartLink, scrollToHash } from './navigation/smart-link';
export { OrderConfirmationPage } from './order-confirmation/order-confirmation-page';
export type {
  OrganisationUsersConfirmation,
  OrganisationUsersState,
} from './organisation/organisation-users-slice';
export {
  organisationUserModalClosed,
  selectCanManageUsers,
  selectOrganisationUsers,
} from './organisation/organisation-users-slice';
export {
  changeOrganisationUserPassword,
  createOrganisationUser,
  deleteOrganisationUser,
  loadOrganisationUsers,
  updateOrganisationUser,
} from './organisation/organisation-users-thunks';
export { UsersView } from './organisation/users-view';
export { FEATURES_PACKAGE } from './package-name';
export type { PageLoadOutcome, PageState } from './page/page-slice';
export { loadPage, selectCurrentPage, selectPageState } from './page/page-slice';
export type { ProductPageProps } from './product/product-page';
export { ProductPage } from './product/product-page';
export type { StructuredDataOptions } from './product/product-structured-data';
export { productStructuredData, structuredDataJson } from './product/product-structured-data';
export type { RasterImage } from './product/raster-image';
export { rasterImage } from './product/raster-image';
export type { QuickOrderInputLine } from './quick-order/quick-order-lines';
export { lineInputError, lineQuantity, parsePastedLines } from './quick-order/quick-order-lines';
export { QuickOrderPage } from './quick-order/quick-order-page';
export { resolveQuickOrderCode, suggestQuickOrderCodes } from './quick-order/quick-order-thunks';
export { HeaderQuickSearch } from './quick-search/header-quick-search';
export { HeaderQuickSearchWhenVisible } from './quick-search/header-quick-search-when-visible';
export { MobileSearch } from './quick-search/mobile-search';
export type { QuickSearchProps } from './quick-search/quick-search';
export { QuickSearch } from './quick-search/quick-search';
export type {
  QuickSearchController,
  QuickSearchControllerOptions,
  QuickSearchControllerState,
  QuickSearchTimings,
} from './quick-search/quick-search-controller';
export { createQuickSearchController, QUICK_SEARCH_TIMINGS } from './quick-search/quick-search-controller';
export type { SearchPageProps } from './search/search-page';
export { SearchPage } from './search/search-page';
export type { FullSearchHits, SearchState } from './search/search-slice';
export { fetchSuggestions, quickSearch } from './search/search-slice';
export type { SettingsState } from './settings/settings-slice';
export {
  fetchGlobalSettings,
  GLOBAL_SETTINGS_FAILURE,
  selectGlobalSettings,
  selectStaticPages,
  selectStaticPageUrl,
} from './settings/settings-slice';
export type { AppShellProps } from './shell/app-shell';
export { AppShell, CHECKOUT_HEADER_PAGE_TYPES } from './shell/app-shell';
export { shellUrls } from './shell/shell-urls';
export type { SiteContentState } from './shell/site-content-slice';
export {
  fetchSiteContent,
  selectFooterContent,
  selectGlobalContent,
  selectHeaderContent,
} from './shell/site-content-slice';
export type { SkipLinkProps } from './shell/skip-link';
export { SkipLink } from './shell/skip-link';
export type { StartupLoaderProps } from './shell/startup-loader';
export { StartupLoader } from './shell/startup-loader';
// Store (web shell)
export { createAppThunk } from './store/create-app-thunk';
export { useAppDispatch, useAppSelector } from './store/hooks';
export { injectAllSlices } from './store/inject-all-slices';
export { injectCheckoutSlice } from './store/inject-checkout-slice';
export { injectListingSlices } from './store/inject-listing-slices';
export { injectOrganisationUsersSlice } from './store/inject-organisation-users-slice';
export type { AppDispatch, AppStore, MakeStoreOptions } from './store/make-store';
export { makeStore } from './store/make-store';
export type { LazyLoadedSlices, LazySlice, RootState } from './store/root-reducer';
export { injectSlice, rootReducer, withInjectedSlices } from './store/root-reducer';
export type { PageLoadState } from './store/shop-state-received';
export { shopStateReceived } from './store/shop-state-received';
export type { ThunkExtra } from './store/thunk-extra';
export type { ThemeState } from './theme/theme-slice';
export { selectThemeName, themeChosen, themeToggled } from './theme/theme-slice';
export type { TranslationsState } from './translations/translations-slice';
export { fetchTranslations, selectTexts } from './translations/translations-slice';
export type { TextLookup } from './translations/use-text';
export { useText } from './translations/use-text';
