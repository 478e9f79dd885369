import { z } from 'zod';
import { approvalListSchema } from '../schemas/approvals';
import { cartSchema, shareCartResultSchema } from '../schemas/cart';
import { footerSchema, globalContentSchema, headerSchema, siteStructureSchema } from '../schemas/content';
import { customerSchema, organizationUserSchema, roleSchema } from '../schemas/customer';
import { favoritesListSchema } from '../schemas/favorites';
import { fdvDocumentListSchema } from '../schemas/fdv';
import { orderListSchema, orderSchema, placeOrderResultSchema } from '../schemas/order';
import { pageSchema } from '../schemas/page';
import { categoryProductsResponseSchema } from '../schemas/result-set';
import {
  quickSearchResultSchema,
  searchResultSchema,
  suggestionsSchema,
  variationCodeSearchResultSchema,
} from '../schemas/search';
import { globalSettingsSchema, translationsSchema } from '../schemas/site';
import type { ResponseKey, ResponseTypes } from './response-types';

/** One Zod schema per answer shape; the mapped type makes a missing key or a schema of the wrong type fail to compile. */
export type ResponseSchemas = { readonly [K in ResponseKey]: z.ZodType<ResponseTypes[K]> };

/** The Zod schema of every answer shape the calls name. */
export const responseSchemas: ResponseSchemas = {
  page: pageSchema,
  header: headerSchema,
  footer: footerSchema,
  globalContent: globalContentSchema,
  siteStructure: siteStructureSchema,
  globalSettings: globalSettingsSchema,
  translations: translationsSchema,
  customer: customerSchema,
  customerOrNone: customerSchema.nullable(),
  organizationUser: organizationUserSchema,
  organizationUsers: z.array(organizationUserSchema),
  roles: z.array(roleSchema),
  favoritesList: favoritesListSchema,
  favoritesLists: z.array(favoritesListSchema),
  order: orderSchema,
  orderList: orderListSchema,
  placeOrderResult: placeOrderResultSchema,
  quickSearchResult: quickSearchResultSchema,
  searchResult: searchResultSchema,
  suggestions: suggestionsSchema,
  variationCodeSearchResult: variationCodeSearchResultSchema,
  categoryProducts: categoryProductsResponseSchema,
  cart: cartSchema,
  shareCartResult: shareCartResultSchema,
  fdvDocumentList: fdvDocumentListSchema,
  approvalList: approvalListSchema,
  none: z.null(),
};
