export { readApiErrorBody } from './client/api-error-body';
export type {
  ApiError,
  ApiException,
  ApiFailure,
  ApiRedirect,
  ApiResult,
  ApiSuccess,
  FailureStatus,
} from './client/api-result';
export type { ApprovalsCalls } from './client/calls/approvals-calls';
export type { CartCalls, CartPriceOptions } from './client/calls/cart-calls';
export type { CategoriesCalls } from './client/calls/categories-calls';
export type { ContentCalls } from './client/calls/content-calls';
export type { CustomerCalls } from './client/calls/customer-calls';
export { basicAuthorization } from './client/calls/customer-calls';
export type { FavoritesCalls } from './client/calls/favorites-calls';
export type { FdvCalls } from './client/calls/fdv-calls';
export type { OrderListQuery, OrdersCalls } from './client/calls/orders-calls';
export type { PasswordResetCalls } from './client/calls/password-reset-calls';
export type { AbortableOptions, SearchCalls } from './client/calls/search-calls';
export type { SiteCalls } from './client/calls/site-calls';
export type { ApiClient } from './client/create-api-client';
export { createApiClient } from './client/create-api-client';
export { createLazyApiClient } from './client/create-lazy-api-client';
export { ERROR_MESSAGES, unexpectedStatusMessage } from './client/error-messages';
export type { FilterQuery, QueryPairs, RangeSelection } from './client/filter-query';
export { buildFilterQuery, DEFAULT_TAKE, toQueryString } from './client/filter-query';
export { remapFacets } from './client/remap-facets';
export type { ResponseKey, ResponseTypes } from './client/response-types';
export type { ResponseValidator, ValidationOutcome } from './client/response-validator';
export type { ApiClientConfig, FetchLike, HttpMethod, ValueOrGetter } from './client/transport';
export type { Approval, ApprovalList, RejectOrderBody } from './schemas/approvals';
export { approvalListSchema, approvalSchema, rejectOrderBodySchema } from './schemas/approvals';
export type {
  AddMultipleBody,
  BulkBody,
  Cart,
  CartItemBody,
  CartLine,
  CartLineItem,
  CartLinePrice,
  CartLineVariation,
  CartPrice,
  CouponBody,
  ShareCartResult,
  ShareIdBody,
} from './schemas/cart';
export {
  addMultipleBodySchema,
  bulkBodySchema,
  cartItemBodySchema,
  cartLineItemSchema,
  cartLinePriceSchema,
  cartLineSchema,
  cartLineVariationSchema,
  cartPriceSchema,
  cartSchema,
  couponBodySchema,
  shareCartResultSchema,
  shareIdBodySchema,
} from './schemas/cart';
export type {
  CatalogueQuery,
  CatalogueQueryInput,
  CatalogueSortOrder,
  PriceRangeFilter,
} from './schemas/catalogue-query';
export {
  CATALOGUE_MAX_QUERY_LENGTH,
  CATALOGUE_MAX_SKIP,
  CATALOGUE_MAX_TAKE,
  CATALOGUE_SORT_ORDERS,
  catalogueQuerySchema,
  FILTER_PAIR_PREFIX,
  PRICE_RANGE_MESSAGE,
  priceRangeFilterSchema,
} from './schemas/catalogue-query';
export type {
  Footer,
  FooterFeature,
  FooterLinkColumn,
  GlobalContent,
  Header,
  HeaderLink,
  NavigationNode,
  RenderOption,
  SiteStructure,
  SiteStructureNode,
  SocialLink,
} from './schemas/content';
export {
  footerFeatureSchema,
  footerLinkColumnSchema,
  footerSchema,
  globalContentSchema,
  headerLinkSchema,
  headerSchema,
  MAX_NAVIGATION_SUB_LEVELS,
  navigationNodeSchema,
  renderOptionSchema,
  siteStructureNodeSchema,
  siteStructureSchema,
  socialLinkSchema,
} from './schemas/content';
export type {
  Address,
  AddressInput,
  AddressReferenceBody,
  AddressType,
  ChangeOrganizationUserPasswordBody,
  ChangePasswordBody,
  CreateAddressBody,
  CreateOrganizationUserBody,
  Customer,
  CustomerRole,
  OrganizationUser,
  RegisterBody,
  Role,
  UpdateAddressBody,
  UpdateCustomerBody,
  UpdateOrganizationUserBody,
} from './schemas/customer';
export {
  addressInputSchema,
  addressReferenceBodySchema,
  addressSchema,
  addressTypeSchema,
  CUSTOMER_ROLES,
  changeOrganizationUserPasswordBodySchema,
  changePasswordBodySchema,
  createAddressBodySchema,
  createOrganizationUserBodySchema,
  customerRoleSchema,
  customerSchema,
  organizationUserSchema,
  registerBodySchema,
  roleSchema,
  updateAddressBodySchema,
  updateCustomerBodySchema,
  updateOrganizationUserBodySchema,
} from './schemas/customer';
export type { ApiErrorBody, RedirectBody } from './schemas/error';
export { API_ERROR_CODES, apiErrorBodySchema, redirectBodySchema } from './schemas/error';
export type {
  FavoriteItem,
  FavoritesList,
  RemoveFavoritesBody,
  RenameFavoritesBody,
  UpdateFavoritesBody,
} from './schemas/favorites';
export {
  favoriteItemSchema,
  favoritesListSchema,
  removeFavoritesBodySchema,
  renameFavoritesBodySchema,
  updateFavoritesBodySchema,
} from './schemas/favorites';
export type { FdvDocument, FdvDocumentList, FdvOrder } from './schemas/fdv';
export { fdvDocumentListSchema, fdvDocumentSchema, fdvOrderSchema } from './schemas/fdv';
export {
  boundedText,
  cityField,
  codeField,
  countryCodeField,
  emailField,
  FIELD_MESSAGES,
  invalidLengthMessage,
  nameField,
  passwordField,
  phoneField,
  quantityField,
  spendingLimitField,
  streetField,
  zipCodeField,
} from './schemas/field-rules';
export type { Image, Link } from './schemas/media';
export { imageSchema, linkSchema } from './schemas/media';
export type { Amount, Price, ProductPromotion, Promotion } from './schemas/money';
export { amountSchema, priceSchema, productPromotionSchema, promotionSchema } from './schemas/money';
export type {
  Order,
  OrderBody,
  OrderContact,
  OrderList,
  OrderNote,
  PlaceOrderResult,
} from './schemas/order';
export {
  deliveryMethodSchema,
  orderBodySchema,
  orderContactSchema,
  orderListSchema,
  orderNoteSchema,
  orderSchema,
  orderStatusSchema,
  paymentMethodSchema,
  placeOrderResultSchema,
} from './schemas/order';
export type { DeliveryMethod, OrderStatus, PaymentMethod } from './schemas/order-methods';
export { DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_METHODS } from './schemas/order-methods';
export type {
  AlternativeLink,
  Block,
  BreadcrumbItem,
  CategoryPage,
  CategoryPageData,
  ContentBlock,
  ContentPage,
  Cta,
  CtaContainerBlock,
  Hero,
  HeroBlock,
  OpenGraph,
  OrderConfirmationPage,
  Page,
  PageType,
  ProductListingBlock,
  ProductPage,
  SubCategory,
} from './schemas/page';
export {
  alternativeLinkSchema,
  blockSchema,
  breadcrumbItemSchema,
  CATEGORY_PAGE_TYPES,
  CONTENT_PAGE_TYPES,
  categoryPageDataSchema,
  categoryPageSchema,
  contentBlockSchema,
  contentPageSchema,
  ctaContainerBlockSchema,
  ctaSchema,
  heroBlockSchema,
  heroSchema,
  openGraphSchema,
  orderConfirmationPageSchema,
  PAGE_TYPES,
  PRODUCT_PAGE_TYPES,
  pageSchema,
  pageTypeSchema,
  productListingBlockSchema,
  productPageSchema,
  subCategorySchema,
} from './schemas/page';
export type { PasswordResetBody, PasswordResetRequestBody } from './schemas/password-reset';
export { passwordResetBodySchema, passwordResetRequestBodySchema } from './schemas/password-reset';
export type {
  Color,
  Product,
  ProductCard,
  ProductCardSummary,
  ProductCardVariation,
  Specification,
  Stock,
  Variation,
} from './schemas/product';
export {
  colorSchema,
  productCardSchema,
  productSchema,
  specificationSchema,
  stockSchema,
  variationSchema,
} from './schemas/product';
export type {
  CategoryProductsResponse,
  Facet,
  FacetRange,
  FacetTerm,
  ProductResultSet,
  RangeFilter,
  ResultSet,
  Sorter,
} from './schemas/result-set';
export {
  categoryProductsResponseSchema,
  facetRangeSchema,
  facetSchema,
  facetTermSchema,
  productResultSetSchema,
  rangeFilterSchema,
  resultSetSchema,
  sorterSchema,
} from './schemas/result-set';
export type {
  CategoryHit,
  ContentHit,
  QuickSearchResult,
  SearchResult,
  Suggestions,
  VariationCodeHit,
  VariationCodeSearchResult,
} from './schemas/search';
export {
  categoryHitSchema,
  contentHitSchema,
  quickSearchResultSchema,
  searchResultSchema,
  suggestionsSchema,
  variationCodeHitSchema,
  variationCodeSearchResultSchema,
} from './schemas/search';
export type { Country, GlobalSettings, Language, StaticPage, Translations } from './schemas/site';
export {
  countrySchema,
  globalSettingsSchema,
  LANGUAGES,
  languageSchema,
  staticPageSchema,
  translationsSchema,
} from './schemas/site';
export type {
  SitemapAlternate,
  SitemapFile,
  SitemapIndex,
  SitemapPage,
  SitemapUrl,
} from './schemas/sitemap';
export {
  SITEMAP_PROTOCOL_MAX_URLS,
  sitemapAlternateSchema,
  sitemapFileSchema,
  sitemapIndexSchema,
  sitemapPageSchema,
  sitemapUrlSchema,
} from './schemas/sitemap';
export { API_CLIENT_VERSION } from './version';
export type {
  CategoryQuery,
  DecodeCategoryQueryOptions,
  DecodedCategoryQuery,
  QueryRecord,
} from './wire-rules';
export {
  DEFAULT_PAGE_SIZE,
  decodeCategoryQuery,
  encodeCategoryQuery,
  FIELD_LIMITS,
  FILTER_PREFIX,
  FILTER_VALUE_SEPARATOR,
  INVALID_TEXT_LENGTH_PREFIX,
  invalidTextLengthMessage,
  isEmailAddress,
  isPhoneNumber,
  parseRangeValue,
  QUANTITY_MAX,
  QUANTITY_MIN,
  RANGE_SEPARATOR,
  SPENDING_LIMIT_MAX_NOK,
  splitFilterValue,
} from './wire-rules';
