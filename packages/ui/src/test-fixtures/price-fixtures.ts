import type { Price } from '@storefront/api-client';
import { priceDisplay, toAmount } from '@storefront/domain';

/** A price built the way the server builds one (25 % VAT), for stories and tests. */
export function priceFixture(regularExVat: number, currentExVat = regularExVat): Price {
  const discount = regularExVat - currentExVat;
  return {
    regularPriceExVat: toAmount(regularExVat),
    regularPriceIncVat: toAmount(regularExVat * 1.25),
    priceExVat: toAmount(currentExVat),
    priceIncVat: toAmount(currentExVat * 1.25),
    discountExVat: toAmount(discount),
    discountIncVat: toAmount(discount * 1.25),
    discountPercentage: regularExVat > 0 ? Math.round((discount / regularExVat) * 100) : 0,
    description: null,
  };
}

/**
 * What `priceDisplay` shows a customer for that price, in the VAT mode given: the `display` of `Price`.
 * @example <Price display={shownPriceFixture(7992, 5994, true)} />
 */
export function shownPriceFixture(regularExVat: number, currentExVat = regularExVat, inclVat = false) {
  const display = priceDisplay(
    { hidePrice: false, price: priceFixture(regularExVat, currentExVat) },
    'customer',
    inclVat,
  );
  if (display.kind !== 'price') throw new Error('a customer sees the price');
  return display;
}
