import type { DeliveryMethod } from '@storefront/api-client';
import type { FastifyRequest } from 'fastify';
import { contentLanguage } from '../../http/language';
import type { SqlExecutor } from '../db/sql-rows';
import { requestPriceInclVat } from '../http/price-incl-vat';
import type { CartOwner, StoredCart } from './cart-store';
import { findCartId, readCart } from './cart-store';
import { catalogueLines, promotionsInForce } from './catalogue-lines';
import { type PricedCart, priceCart } from './price-cart';

/** The cart owner for a request: the customer when signed in, else the session; none before a session exists. */
export function cartOwnerOf(request: FastifyRequest): CartOwner | undefined {
  const session = request.commerceSession;
  if (!session) return undefined;
  return session.customerId !== null ? { customerId: session.customerId } : { sessionIdHash: session.idHash };
}

/** Prices stored cart contents against the current catalogue. */
export async function priceStoredCart(
  db: SqlExecutor,
  stored: Pick<StoredCart, 'lines' | 'couponCodes' | 'acceptOrderSplitting'>,
  options: { language: 'no' | 'en'; priceInclVat: boolean; deliveryMethod?: DeliveryMethod },
): Promise<PricedCart> {
  const lines = await catalogueLines(db, stored.lines, options.language);
  const promotionIds = [...new Set(lines.flatMap((l) => (l.promotionId === null ? [] : [l.promotionId])))];
  const promotions = await promotionsInForce(db, promotionIds, stored.couponCodes, options.language);
  return priceCart(lines, promotions, {
    priceInclVat: options.priceInclVat,
    deliveryMethod: options.deliveryMethod ?? 'standard',
    acceptOrderSplitting: stored.acceptOrderSplitting,
  });
}

const EMPTY: Pick<StoredCart, 'lines' | 'couponCodes' | 'acceptOrderSplitting'> = {
  lines: [],
  couponCodes: [],
  acceptOrderSplitting: true,
};

/** The priced cart of the request's owner (an empty cart when there is none), in the request's language. */
export async function requestCart(db: SqlExecutor, request: FastifyRequest): Promise<PricedCart> {
  const owner = cartOwnerOf(request);
  const cartId = owner ? await findCartId(db, owner) : undefined;
  const stored = cartId === undefined ? EMPTY : await readCart(db, cartId);
  return priceStoredCart(db, stored, {
    language: contentLanguage(request),
    priceInclVat: requestPriceInclVat(request),
  });
}
