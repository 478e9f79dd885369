import { describe, expect, it } from 'vitest';
import { amountFromOre, formatMoney, toAmount } from './format-money';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('prints SEK Swedish style by default', () => {
    expect(formatMoney(12490)).toBe(`12${nbsp}490,00${nbsp}kr`);
    expect(formatMoney(0)).toBe(`0,00${nbsp}kr`);
    expect(formatMoney(1249.5)).toBe(`1${nbsp}249,50${nbsp}kr`);
    expect(formatMoney(1_000_000)).toBe(`1${nbsp}000${nbsp}000,00${nbsp}kr`);
  });
  it('rounds to two decimals', () => {
    expect(formatMoney(9.999)).toBe(`10,00${nbsp}kr`);
  });
  it('prints another currency with its symbol', () => {
    expect(formatMoney(100, 'EUR')).toBe(`100,00${nbsp}€`);
    // served from the per-currency cache the second time
    expect(formatMoney(2, 'EUR')).toBe(`2,00${nbsp}€`);
  });
  it('builds an Amount', () => {
    expect(toAmount(100)).toEqual({ amount: 100, formattedString: `100,00${nbsp}kr` });
  });
});

describe('amountFromOre', () => {
  it('prints the same bytes as a catalogue price of the same amount', () => {
    expect(amountFromOre(124900)).toEqual(toAmount(1249));
    expect(amountFromOre(124900).formattedString).toBe(`1${nbsp}249,00${nbsp}kr`);
    expect(amountFromOre(1).amount).toBe(0.01);
  });
});
