import { VAT_RATE } from '../constants';

/**
 * The price including VAT for a price excluding VAT, both in whole øre. The one VAT rule of the shop:
 * the kroner functions below and the server's cart and catalogue prices all go through these two.
 *
 * @example
 * addVatOre(9992_00); // 12490_00
 */
export function addVatOre(exVatOre: number, rate: number = VAT_RATE): number {
  return Math.round(exVatOre * (1 + rate));
}

/**
 * The price excluding VAT contained in a price including VAT, both in whole øre.
 *
 * @example
 * removeVatOre(12490_00); // 9992_00
 */
export function removeVatOre(incVatOre: number, rate: number = VAT_RATE): number {
  return Math.round(incVatOre / (1 + rate));
}

const toWholeOre = (kroner: number): number => Math.round(kroner * 100);

/**
 * The price including VAT for a price excluding VAT, rounded to whole øre (2 decimals).
 *
 * @example
 * addVat(100); // 125
 */
export function addVat(exVat: number, rate: number = VAT_RATE): number {
  return addVatOre(toWholeOre(exVat), rate) / 100;
}

/**
 * The price excluding VAT for a price including VAT, rounded to whole øre (2 decimals).
 *
 * @example
 * removeVat(125); // 100
 */
export function removeVat(incVat: number, rate: number = VAT_RATE): number {
  return removeVatOre(toWholeOre(incVat), rate) / 100;
}

/** The VAT part of a price including VAT, rounded to whole øre. */
export function vatOf(incVat: number, rate: number = VAT_RATE): number {
  const incVatOre = toWholeOre(incVat);
  return (incVatOre - removeVatOre(incVatOre, rate)) / 100;
}
