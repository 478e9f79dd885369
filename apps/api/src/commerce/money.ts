import type { Amount } from '@storefront/api-client';
import { VAT_RATE } from '@storefront/domain';

const formatter = new Intl.NumberFormat('sv-SE', {
  style: 'currency',
  currency: 'SEK',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A wire Amount from öre (money is counted in whole öre so sums are exact).
 *
 * @example
 * amountFromOre(124900); // { amount: 1249, formattedString: '1 249,00 kr' }
 */
export function amountFromOre(ore: number): Amount {
  // Intl uses narrow no-break spaces; plain spaces keep the text stable for clients and tests.
  return { amount: ore / 100, formattedString: formatter.format(ore / 100).replace(/[\u00a0\u202f]/g, ' ') };
}

/** The price excluding VAT contained in a price including VAT (25 %), in whole öre. */
export function exVatFromIncVat(incVatOre: number): number {
  return Math.round(incVatOre / (1 + VAT_RATE));
}

/** The price including VAT for a price excluding VAT, in whole öre. */
export function incVatFromExVat(exVatOre: number): number {
  return Math.round(exVatOre * (1 + VAT_RATE));
}
