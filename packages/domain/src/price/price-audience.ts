/**
 * Who a catalogue answer is for. Only signed-in customers see prices (spec §1 and §6); an anonymous
 * visitor gets the same answer with every price, and everything derived from one, taken out.
 */
export type PriceAudience = 'anonymous' | 'customer';

/**
 * The audience of a visitor: customers when signed in, otherwise anonymous.
 *
 * @example
 * priceAudience(false); // 'anonymous'
 */
export function priceAudience(signedIn: boolean): PriceAudience {
  return signedIn ? 'customer' : 'anonymous';
}

/** Whether an audience may see prices (spec §6: only authenticated users do). */
export function seesPrices(audience: PriceAudience): boolean {
  return audience === 'customer';
}

/** The key of the price range facet: its bounds are the cheapest and dearest price of the hits. */
export const PRICE_FACET_KEY = 'Price';

/**
 * Field names that carry a price or an amount derived from one: `price`, `priceExVat`, `regularPriceIncVat`,
 * `promotionDiscountAmount`, `evaluatedDiscountedPriceForPromotion`, `discountExVat` … and any price or
 * amount field added later. Flags such as `hidePrice` and `priceInclVAT` are booleans and are kept.
 */
const PRICE_FIELD = /price|amount|discount(ex|inc)vat/i;

function isPriceFacet(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { key?: unknown }).key === PRICE_FACET_KEY &&
    'ranges' in value
  );
}

/**
 * A catalogue answer (card, product, result set, search answer, page) as an anonymous visitor gets it: every
 * price field (a price object, an amount, a number) becomes null, wherever it sits (cards, variations,
 * related products, promotions, listing blocks), and the price range facet is left out, since its bounds
 * are prices. Everything else, the shape included, is kept, so the answer still parses with the wire
 * schemas (whose price fields are nullable for this reason). The input is not changed.
 *
 * @example
 * withoutPrices({ code: 'C1', hidePrice: false, price: { priceExVat: { amount: 100 } } });
 * // { code: 'C1', hidePrice: false, price: null }
 */
export function withoutPrices<T>(answer: T): T {
  return strip(answer) as T;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => !isPriceFacet(item)).map(strip);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const priced = PRICE_FIELD.test(key) && (typeof item === 'number' || typeof item === 'object');
    out[key] = priced && item !== null ? null : strip(item);
  }
  return out;
}

/**
 * Whether an answer holds a price: the check behind {@link withoutPrices}, for tests and guards.
 *
 * @example
 * holdsPrice({ price: null, hidePrice: false }); // false
 */
export function holdsPrice(answer: unknown): boolean {
  if (Array.isArray(answer)) return answer.some((item) => isPriceFacet(item) || holdsPrice(item));
  if (typeof answer !== 'object' || answer === null) return false;
  return Object.entries(answer).some(([key, item]) =>
    PRICE_FIELD.test(key) && (typeof item === 'number' || (typeof item === 'object' && item !== null))
      ? true
      : holdsPrice(item),
  );
}
