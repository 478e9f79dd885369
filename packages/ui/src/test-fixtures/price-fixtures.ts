import type { Price } from '@storefront/api-client';
import { toAmount } from '@storefront/domain';

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
