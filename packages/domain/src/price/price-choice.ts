import { DEFAULT_PRICE_INCL_VAT, PRICE_INCL_VAT_SYSTEM_MODE } from '../constants';

/** What decides whether prices include VAT: the settings flag and the system mode (spec §1). */
export interface PriceModeInput {
  /** `priceInclVAT` of the global settings. @default false */
  priceInclVAT?: boolean | null;
  /** System mode; 'OPTI' selects prices including VAT, any other mode excluding VAT. */
  systemMode?: string | null;
}

/**
 * Whether to show prices including VAT (spec §1). A system mode, when one is set, decides: 'OPTI' is
 * including VAT, any other mode excluding. Without a mode the `priceInclVAT` flag decides, default false.
 *
 * @example
 * showPricesInclVat({ systemMode: 'OPTI' }); // true
 * showPricesInclVat({ priceInclVAT: true, systemMode: 'B2B' }); // false
 */
export function showPricesInclVat(input: PriceModeInput = {}): boolean {
  if (input.systemMode) return input.systemMode === PRICE_INCL_VAT_SYSTEM_MODE;
  return input.priceInclVAT ?? DEFAULT_PRICE_INCL_VAT;
}

/** A price with both VAT variants, as products and variations carry it. */
export interface VatPricePair<A> {
  /** Price excluding VAT. */
  priceExVat: A;
  /** Price including VAT. */
  priceIncVat: A;
}

/**
 * Picks the price to show: including or excluding VAT. Generic so it works with the wire `Amount`.
 *
 * @example
 * pickPrice({ priceExVat: ex, priceIncVat: inc }, true); // inc
 */
export function pickPrice<A>(price: VatPricePair<A>, inclVat: boolean): A {
  return inclVat ? price.priceIncVat : price.priceExVat;
}

/** The regular (undiscounted) price pair of a `Price`. */
export interface RegularVatPricePair<A> {
  /** Regular price excluding VAT. */
  regularPriceExVat: A;
  /** Regular price including VAT. */
  regularPriceIncVat: A;
}

/** Picks the regular (before discount) price to show, including or excluding VAT. */
export function pickRegularPrice<A>(price: RegularVatPricePair<A>, inclVat: boolean): A {
  return inclVat ? price.regularPriceIncVat : price.regularPriceExVat;
}
