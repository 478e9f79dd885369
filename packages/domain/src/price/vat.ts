import { VAT_RATE } from '../constants';

const toOre = (value: number): number => Math.round(value * 100) / 100;

/**
 * The price including VAT for a price excluding VAT, rounded to whole øre (2 decimals).
 *
 * @example
 * addVat(100); // 125
 */
export function addVat(exVat: number, rate: number = VAT_RATE): number {
  return toOre(exVat * (1 + rate));
}

/**
 * The price excluding VAT for a price including VAT, rounded to whole øre (2 decimals).
 *
 * @example
 * removeVat(125); // 100
 */
export function removeVat(incVat: number, rate: number = VAT_RATE): number {
  return toOre(incVat / (1 + rate));
}

/** The VAT part of a price including VAT, rounded to whole øre. */
export function vatOf(incVat: number, rate: number = VAT_RATE): number {
  return toOre(incVat - incVat / (1 + rate));
}
