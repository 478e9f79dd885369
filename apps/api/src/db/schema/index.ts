/** The whole database schema; migrations are generated from it with drizzle-kit. */
export {
  brands,
  categories,
  categoryTranslations,
  colors,
  materials,
  productImages,
  productRelations,
  products,
  productTranslations,
  promotions,
  variations,
} from './catalogue';
export {
  devOutbox,
  navigationItems,
  pages,
  redirects,
  searchTerms,
  siteContent,
  translations,
} from './content';
export {
  addresses,
  customers,
  loginAttempts,
  organisations,
  passwordResetRequests,
  passwordResetTokens,
  roles,
  sessions,
} from './customers';
export type { OrderAddressSnapshot } from './orders';
export {
  cartCoupons,
  cartLines,
  cartShares,
  carts,
  favoriteItems,
  favoriteLists,
  idempotencyKeys,
  orderLines,
  orders,
} from './orders';
export {
  catalogueChanges,
  catalogueVersion,
  productSearch,
  stockChanges,
  stockVersion,
} from './read-model';
export type { LanguageCode } from './types';
