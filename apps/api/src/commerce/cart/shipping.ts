import type { DeliveryMethod } from '@storefront/api-client';

/**
 * Freight of the reference shop, including VAT, in öre. The spec leaves shipping open; these figures are
 * the shop's decision: standard home delivery, free from 5 000 kr; express always charged; pick-up free.
 */
export const SHIPPING_RULES = {
  standard: { priceIncVatOre: 14_900, freeFromIncVatOre: 500_000 },
  express: { priceIncVatOre: 29_900, freeFromIncVatOre: null },
  pickup: { priceIncVatOre: 0, freeFromIncVatOre: null },
} as const satisfies Record<DeliveryMethod, { priceIncVatOre: number; freeFromIncVatOre: number | null }>;

/**
 * Freight including VAT for a delivery method and the items' total including VAT.
 * An empty cart ships nothing and costs nothing.
 */
export function shippingIncVatOre(
  method: DeliveryMethod,
  itemsIncVatOre: number,
  numberOfItems: number,
): number {
  if (numberOfItems === 0) return 0;
  const rule = SHIPPING_RULES[method];
  if (rule.freeFromIncVatOre !== null && itemsIncVatOre >= rule.freeFromIncVatOre) return 0;
  return rule.priceIncVatOre;
}
