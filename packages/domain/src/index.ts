export type { AnalyticsProduct, Ga4Item } from './analytics/analytics-item';
export { itemsValue, toGa4Item } from './analytics/analytics-item';
export type { Ga4EcommerceEvent } from './analytics/ecommerce-events';
export {
  addToCartEvent,
  cartQuantityChangeEvent,
  removeFromCartEvent,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
} from './analytics/ecommerce-events';
export type { PageViewInput, VirtualPageViewEvent } from './analytics/page-view';
export { shouldReportPageView, virtualPageViewEvent } from './analytics/page-view';
export {
  analyticsProductFromCard,
  analyticsProductFromCartLine,
  analyticsProductFromVariation,
} from './analytics/wire-analytics';
export type { CartFlagLine, CartFlags } from './cart/cart-flags';
export { cartFlags, countCartItems, isCartNotActive, isCartOutOfStock } from './cart/cart-flags';
export { clampCartQuantity, isValidCartQuantity } from './cart/cart-quantity';
export type { QuantityChange } from './cart/quantity-change';
export { quantityChange } from './cart/quantity-change';
export type { CheckoutAction } from './checkout/checkout-reducer';
export {
  CHECKOUT_SLICE_NAME,
  checkoutActions,
  checkoutReducer,
  initialCheckoutState,
  isCheckoutAction,
} from './checkout/checkout-reducer';
export {
  selectActiveCheckoutStep,
  selectCanPlaceOrder,
  selectCheckoutDelivery,
  selectCheckoutStepList,
  selectIsCheckoutStepActive,
  selectIsCheckoutStepCompleted,
  selectPaymentMethod,
} from './checkout/checkout-selectors';
export type {
  CheckoutDelivery,
  CheckoutState,
  CheckoutStepId,
  CheckoutStepState,
} from './checkout/checkout-steps';
export { CHECKOUT_STEPS, nextCheckoutStep } from './checkout/checkout-steps';
// Delivery-date rules of checkout (issue 20 item 2; priceDisplay is exported with the other price rules).
export type { DeliveryChoiceInput, DeliveryChoiceProblems } from './checkout/delivery-date';
export { deliveryChoiceProblems, earliestDeliveryDate, isIsoDate } from './checkout/delivery-date';
export {
  ACTIVE_FACET_KEY,
  ADD_TO_CART_RESET_MS,
  ANALYTICS_CATEGORY_LEVELS,
  BASE_FONT_SIZE_PX,
  BREADCRUMB_CHECK_DEBOUNCE_MS,
  BREAKPOINTS,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  CHAT_WIDGET_MIN_WIDTH,
  CHECKOUT_HEADER_HEIGHT_PX,
  CONTENT_MAX_WIDTH_REM,
  DEFAULT_ACCEPT_ORDER_SPLITTING,
  DEFAULT_ACTIVE_FILTER,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PRICE_INCL_VAT,
  DEFAULT_SORT_ORDER,
  DESKTOP_HEADER_HEIGHT_PX,
  DOT_SIZE_PX,
  EMPTY_QUANTITY_INPUT_VALUE,
  FALLBACK_ROUTE_LANGUAGE,
  FILTER_PANEL_INITIAL_FACETS,
  FONT_SIZE_SCALE_REM,
  FONT_WEIGHTS,
  FOOTER_DESKTOP_MIN_WIDTH,
  FULL_SEARCH_MIN_QUERY_LENGTH,
  GRID_BREAKPOINTS,
  GRID_COLUMNS,
  HANDLED_HTTP_STATUSES,
  HEADER_HEIGHT_REM,
  ICON_SIZES_PX,
  ICON_STROKE_WIDTH_PX,
  ICON_VIEWBOX,
  INFINITE_SCROLL_MARGIN_PX,
  LANGUAGE_STORAGE_KEY,
  LISTING_VIEW_STORAGE_KEY,
  LOADING_LOGO_CYCLE_MS,
  LOGO_SIZE_PX,
  MAIN_CATEGORY_FACET_KEY,
  MENU_OPEN_DELAY_MS,
  MOBILE_LAYOUT_MAX_WIDTH,
  MODAL_DRAWER_WIDTH_PX,
  MODAL_FOCUS_DELAY_MS,
  PRICE_INCL_VAT_SYSTEM_MODE,
  QUICK_SEARCH_MAX_CATEGORIES,
  QUICK_SEARCH_MAX_CONTENT,
  QUICK_SEARCH_MAX_PRODUCTS,
  QUICK_SEARCH_MAX_PRODUCTS_WITH_OTHER_HITS,
  QUICK_SEARCH_MIN_QUERY_LENGTH,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_CHANGE_CLOSE_DELAY_MS,
  SEARCH_PARAMS_STORAGE_KEY,
  SEARCH_SUBMIT_CLOSE_DELAY_MS,
  SECONDARY_BAR_HIDE_SCROLL_PX,
  SESSION_CHECK_INTERVAL_MS,
  SIDE_PANEL_DRAWER_MIN_WIDTH,
  SMALL_LOGO_SIZE_PX,
  SPACING_SCALE_REM,
  SPACING_UNIT_PX,
  STARTUP_LOADER_REMOVAL_MS,
  STEPPER_MIN_QUANTITY,
  STOCK_FEW_LEFT_THRESHOLD,
  STOCK_PLENTY_THRESHOLD,
  SUPPORTED_LANGUAGES,
  THEME_STORAGE_KEY,
  TRANSITION_MS,
  VAT_RATE,
  Z_INDEX,
} from './constants';
export type { CustomerStatus } from './customer/auth-outcome';
export { customerStatusAfterAuth, sessionCheckClearsUser } from './customer/auth-outcome';
export type { FavoriteListLike } from './favorites/favorite-lists';
export {
  applyFavoriteListUpdate,
  dropEmptyFavoriteLists,
  isFavorite,
  removeFavoriteList,
  renameFavoriteList,
  toggleFavoriteItem,
} from './favorites/favorite-lists';
export type { FilterState, RangeFilter } from './filters/filter-state';
export {
  clearFilters,
  countActiveFilters,
  createFilterState,
  resetFiltersForCategoryChange,
  setFacetValues,
  setInStock,
  setPaging,
  setRangeFilter,
  setSortOrder,
  toggleFacetValue,
} from './filters/filter-state';
export {
  FACET_VALUE_SEPARATOR,
  FILTER_URL_KEYS,
  filterUrlSearch,
  formatRangeValue,
  isFacetParam,
  isTrackingParam,
  parseFilterUrl,
  parseRangeValue,
  RANGE_PARAM_PREFIX,
  serializeFilterUrl,
} from './filters/filter-url';
export type { SearchParamsLike } from './filters/search-params-like';
export type { LanguageChoiceInput } from './language/language-choice';
export { chooseLanguage, languageFromPath, localizedPath } from './language/language-choice';
export {
  canDecideApproval,
  canPay,
  needsApproval,
  ORDER_STATUS_TEXTS,
  parseSpendingLimit,
  REJECTION_REASON_MAX_LENGTH,
  SPENDING_LIMIT_MAX_NOK,
  SPENDING_LIMIT_MESSAGE,
  STATUS_AFTER_APPROVAL,
  validateSpendingLimit,
} from './orders/order-approval';
export type {
  CartSummaryAmounts,
  CartSummaryRow,
  CartSummaryRowId,
} from './price/cart-summary';
export { CART_SUMMARY_TEXTS, cartSummaryRows } from './price/cart-summary';
export type { MoneyAmount } from './price/format-money';
export { amountFromOre, formatMoney, MONEY_LOCALE, toAmount } from './price/format-money';
export type { PriceAudience } from './price/price-audience';
export {
  holdsPrice,
  PRICE_FACET_KEY,
  priceAudience,
  seesPrices,
  withoutPrices,
} from './price/price-audience';
export type { PriceModeInput, RegularVatPricePair, VatPricePair } from './price/price-choice';
export { pickPrice, pickRegularPrice, showPricesInclVat } from './price/price-choice';
export type {
  DisplayAmount,
  PriceDisplay,
  PriceDisplayPrice,
  PriceDisplayProduct,
  PriceDisplayTextName,
} from './price/price-display';
export { PRICE_DISPLAY_TEXTS, priceDisplay } from './price/price-display';
export { addVat, addVatOre, removeVat, removeVatOre, vatOf } from './price/vat';
export type { QuickSearchLimits, QuickSearchLists } from './search/search-rules';
export {
  canSubmitSearch,
  isQuickSearchQuery,
  limitQuickSearchResult,
  moveHighlight,
  quickSearchLimits,
  searchPageUrl,
} from './search/search-rules';
export type { StockInput, StockLevel } from './stock/stock-level';
export { STOCK_LEVEL_DEFAULT_TEXTS, STOCK_LEVEL_TEXT_KEYS, stockLevel } from './stock/stock-level';
export type {
  LineStockInput,
  LineStockWarning,
  PurchasableInput,
  PurchaseBlock,
  StockTextLookup,
} from './stock/stock-texts';
export {
  defaultVariation,
  LINE_STOCK_WARNING_TEXTS,
  lineStockWarning,
  lineStockWarningText,
  lineStockWarningTexts,
  PURCHASE_BLOCK_TEXTS,
  purchaseBlock,
  stockLevelTexts,
} from './stock/stock-texts';
export type { StorageLike } from './storage/storage-like';
export { readStorage, writeStorage } from './storage/storage-like';
export type { ThemeName } from './theme/theme';
export { DEFAULT_THEME, parseTheme, readStoredTheme, saveTheme, THEMES, toggleTheme } from './theme/theme';
export { FIELD_LIMITS } from './validation/field-limits';
export {
  INVALID_TEXT_LENGTH_PREFIX,
  invalidTextLengthMessage,
  VALIDATION_MESSAGES,
} from './validation/messages';
export type { NumberRange } from './validation/price-range';
export { isAllowedNumericKey, normalizePriceRange, parsePriceInput } from './validation/price-range';
export type { StepperBounds, StepperState } from './validation/quantity-input';
export {
  parseQuantityInput,
  sanitizeQuantityInput,
  stepperState,
  stepQuantity,
} from './validation/quantity-input';
export type { FormErrors, FormRules } from './validation/validate-form';
export { isFormValid, validateForm } from './validation/validate-form';
export type { FieldValidator } from './validation/validators';
export {
  composeValidators,
  lengthRule,
  optional,
  textLength,
  validateAddress,
  validateCity,
  validateCode,
  validateEmail,
  validateLanguage,
  validateMaterialId,
  validateName,
  validatePassword,
  validatePhoneNumber,
  validateQuantity,
  validateZipCode,
} from './validation/validators';
