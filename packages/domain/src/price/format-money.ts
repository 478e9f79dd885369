import { DEFAULT_CURRENCY } from '../constants';

/**
 * The locale used for money: Swedish style, the shop's currency is SEK, giving '12 490,00 kr'
 * (a no-break space groups thousands and separates the unit, so a price never wraps).
 */
export const MONEY_LOCALE = 'sv-SE';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string): Intl.NumberFormat {
  let cached = formatters.get(currency);
  if (!cached) {
    cached = new Intl.NumberFormat(MONEY_LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, cached);
  }
  return cached;
}

/**
 * Formats an amount in a currency, SEK by default, Swedish style with two decimals. Used by the server
 * for `Amount.formattedString` and by the client where it formats itself, so both print the same text.
 *
 * @example
 * formatMoney(12490); // '12 490,00 kr' (with no-break spaces)
 */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  return formatter(currency).format(amount);
}

/** An `Amount` of the contract: the number and its formatted text. */
export interface MoneyAmount {
  /** The amount in the currency's main unit (SEK). */
  amount: number;
  /** The amount as shown to shoppers. */
  formattedString: string;
}

/**
 * Builds an `Amount` (number plus formatted text) from a number.
 *
 * @example
 * toAmount(100).formattedString; // '100,00 kr'
 */
export function toAmount(amount: number, currency: string = DEFAULT_CURRENCY): MoneyAmount {
  return { amount, formattedString: formatMoney(amount, currency) };
}

/**
 * Builds an `Amount` from whole øre, the unit the server counts in so that sums are exact. Catalogue
 * prices and cart and order amounts all come from here, so one amount is written the same way everywhere.
 *
 * @example
 * amountFromOre(124900).formattedString; // '1 249,00 kr' (with no-break spaces)
 */
export function amountFromOre(ore: number, currency: string = DEFAULT_CURRENCY): MoneyAmount {
  return toAmount(ore / 100, currency);
}
