import type { ApprovalList } from '../schemas/approvals';
import type { Cart, ShareCartResult } from '../schemas/cart';
import type { Footer, GlobalContent, Header, SiteStructure } from '../schemas/content';
import type { Customer, OrganizationUser, Role } from '../schemas/customer';
import type { FavoritesList } from '../schemas/favorites';
import type { FdvDocumentList } from '../schemas/fdv';
import type { Order, OrderList, PlaceOrderResult } from '../schemas/order';
import type { Page } from '../schemas/page';
import type { CategoryProductsResponse } from '../schemas/result-set';
import type {
  QuickSearchResult,
  SearchResult,
  Suggestions,
  VariationCodeSearchResult,
} from '../schemas/search';
import type { GlobalSettings, Translations } from '../schemas/site';

/**
 * Every answer shape of the API by name. A call names its answer with one of these keys instead of importing
 * the Zod schema, so the call modules (and a browser bundle) carry no Zod; the schemas are looked up by the
 * same key only when a `validator` is configured (see `@storefront/api-client/validation`).
 */
export interface ResponseTypes {
  page: Page;
  header: Header;
  footer: Footer;
  globalContent: GlobalContent;
  siteStructure: SiteStructure;
  globalSettings: GlobalSettings;
  translations: Translations;
  customer: Customer;
  /** The signed-in customer, or null (204) when nobody is signed in. */
  customerOrNone: Customer | null;
  organizationUser: OrganizationUser;
  organizationUsers: OrganizationUser[];
  roles: Role[];
  favoritesList: FavoritesList;
  favoritesLists: FavoritesList[];
  order: Order;
  orderList: OrderList;
  placeOrderResult: PlaceOrderResult;
  quickSearchResult: QuickSearchResult;
  searchResult: SearchResult;
  suggestions: Suggestions;
  variationCodeSearchResult: VariationCodeSearchResult;
  categoryProducts: CategoryProductsResponse;
  cart: Cart;
  shareCartResult: ShareCartResult;
  fdvDocumentList: FdvDocumentList;
  approvalList: ApprovalList;
  /** No content: a 204 answer, `data: null`. */
  none: null;
}

/** The name of one answer shape of the API. */
export type ResponseKey = keyof ResponseTypes;
