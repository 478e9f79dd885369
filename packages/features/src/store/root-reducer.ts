import { combineReducers } from '@reduxjs/toolkit';
import { cartReducer } from '../cart/cart-slice';
import { checkoutRootReducer } from '../checkout/checkout-reducer';
import { customerSessionReducer } from '../customer-session/customer-session-slice';
import { errorsReducer } from '../errors/errors-slice';
import { favouritesReducer } from '../favourites/favourites-slice';
import { listingReducer } from '../listing/listing-slice';
import { accountModalsReducer } from '../modals/account-modals-slice';
import { organisationUsersReducer } from '../organisation/organisation-users-slice';
import { pageReducer } from '../page/page-slice';
import { searchReducer } from '../search/search-slice';
import { settingsReducer } from '../settings/settings-slice';
import { siteContentReducer } from '../shell/site-content-slice';
import { themeReducer } from '../theme/theme-slice';
import { translationsReducer } from '../translations/translations-slice';

/**
 * Every slice of the storefront. Feature engineers add their slice here: one import and one key line.
 */
export const rootReducer = combineReducers({
  page: pageReducer,
  settings: settingsReducer,
  translations: translationsReducer,
  errors: errorsReducer,
  theme: themeReducer,
  customerSession: customerSessionReducer,
  siteContent: siteContentReducer,
  listing: listingReducer,
  search: searchReducer,
  cart: cartReducer,
  checkout: checkoutRootReducer,
  favourites: favouritesReducer,
  organisationUsers: organisationUsersReducer,
  accountModals: accountModalsReducer,
});

/** The whole store state. */
export type RootState = ReturnType<typeof rootReducer>;
