import type { PriceAudience } from './price-audience';
import { seesPrices } from './price-audience';
import { pickPrice, pickRegularPrice } from './price-choice';

/** An amount as the wire carries it: the number the rule compares and whatever else the caller keeps. */
export interface DisplayAmount {
  amount: number;
}

/**
 * What the price rule needs of a price (spec §3): current and regular, each excluding and including VAT,
 * and the discount percentage. Structural, so the wire `Price` passes as it is and the chosen amounts come
 * back with their formatted text.
 */
export interface PriceDisplayPrice {
  priceExVat: DisplayAmount;
  priceIncVat: DisplayAmount;
  regularPriceExVat: DisplayAmount;
  regularPriceIncVat: DisplayAmount;
  discountPercentage: number;
}

/** What the price rule needs of a product, card or variation. */
export interface PriceDisplayProduct<P> {
  /** The price is on request: 'contact for price' replaces price and cart control (spec §1 product card). */
  hidePrice: boolean;
  /** Null for anonymous visitors (the API strips prices) and until the answer for a new sign-in arrives. */
  price: P | null | undefined;
}

/** Translation keys and English fallbacks of the texts the price rule chooses between. */
export const PRICE_DISPLAY_TEXTS = {
  contactForPrice: { textKey: 'product.contactForPrice', defaultText: 'Contact for price' },
  signInForPrice: { textKey: 'product.signInForPrice', defaultText: 'Sign in to see prices and buy.' },
  inclVat: { textKey: 'price.incVat', defaultText: 'incl. VAT' },
  exclVat: { textKey: 'price.exVat', defaultText: 'excl. VAT' },
} as const;

/** The price text keys, by name. */
export type PriceDisplayTextName = keyof typeof PRICE_DISPLAY_TEXTS;

/**
 * What a product shows where its price goes:
 * - `contact-for-price`: the price is on request, for everyone; nothing can be bought here;
 * - `sign-in`: an anonymous visitor sees no price and cannot buy (spec §1, §6);
 * - `pending`: a signed-in customer whose answer has no price yet (it follows the sign-in); buying works;
 * - `price`: the amount to show, including or excluding VAT, with the regular one when it is on sale.
 */
export type PriceDisplay<P extends PriceDisplayPrice = PriceDisplayPrice> =
  | { kind: 'contact-for-price'; text: 'contactForPrice'; canBuy: false }
  | { kind: 'sign-in'; text: 'signInForPrice'; canBuy: false }
  | { kind: 'pending'; canBuy: true }
  | {
      kind: 'price';
      canBuy: true;
      /** The price as given, for components that draw it whole. */
      price: P;
      inclVat: boolean;
      /** The amount to pay now, in the chosen VAT mode. */
      current: P['priceExVat'] | P['priceIncVat'];
      /** The amount before discount, in the same VAT mode. */
      regular: P['regularPriceExVat'] | P['regularPriceIncVat'];
      /** The current amount is below the regular one: show it as a sale, the regular one struck through. */
      onSale: boolean;
      /** The percentage to show beside a sale price, or null when none is shown. */
      discountPercentage: number | null;
      /** Which VAT label goes beside the amount. */
      vatText: 'inclVat' | 'exclVat';
    };

/**
 * The price rule of cards, the product page and the variation picker in one place. `hidePrice` wins over
 * everything (also for signed-in customers); then only customers see prices; a customer's product without a
 * price is pending, not hidden. `inclVat` is the VAT mode of the shop (decide it with `showPricesInclVat`).
 *
 * @example
 * priceDisplay({ hidePrice: false, price }, 'customer', false);
 * // { kind: 'price', current: price.priceExVat, vatText: 'exclVat', onSale: false, ... }
 */
export function priceDisplay<P extends PriceDisplayPrice>(
  product: PriceDisplayProduct<P>,
  audience: PriceAudience,
  inclVat: boolean,
): PriceDisplay<P> {
  if (product.hidePrice) return { kind: 'contact-for-price', text: 'contactForPrice', canBuy: false };
  if (!seesPrices(audience)) return { kind: 'sign-in', text: 'signInForPrice', canBuy: false };
  const price = product.price;
  if (!price) return { kind: 'pending', canBuy: true };
  const current = pickPrice<P['priceExVat'] | P['priceIncVat']>(price, inclVat);
  const regular = pickRegularPrice<P['regularPriceExVat'] | P['regularPriceIncVat']>(price, inclVat);
  const onSale = current.amount < regular.amount;
  return {
    kind: 'price',
    canBuy: true,
    price,
    inclVat,
    current,
    regular,
    onSale,
    discountPercentage: onSale && price.discountPercentage > 0 ? price.discountPercentage : null,
    vatText: inclVat ? 'inclVat' : 'exclVat',
  };
}
