import { describe, expect, it } from 'vitest';
import { PRICE_DISPLAY_TEXTS, priceDisplay } from './price-display';

const amount = (value: number) => ({ amount: value, formattedString: `${value} kr` });
const regularPrice = {
  priceExVat: amount(800),
  priceIncVat: amount(1000),
  regularPriceExVat: amount(800),
  regularPriceIncVat: amount(1000),
  discountPercentage: 0,
};
const salePrice = {
  priceExVat: amount(600),
  priceIncVat: amount(750),
  regularPriceExVat: amount(800),
  regularPriceIncVat: amount(1000),
  discountPercentage: 25,
};

describe('priceDisplay', () => {
  it('offers "contact for price" for a hidePrice product, to customers and anonymous visitors alike', () => {
    for (const audience of ['customer', 'anonymous'] as const) {
      expect(priceDisplay({ hidePrice: true, price: regularPrice }, audience, true)).toEqual({
        kind: 'contact-for-price',
        text: 'contactForPrice',
        canBuy: false,
      });
    }
  });

  it('asks an anonymous visitor to sign in, whatever the answer holds', () => {
    expect(priceDisplay({ hidePrice: false, price: null }, 'anonymous', false)).toEqual({
      kind: 'sign-in',
      text: 'signInForPrice',
      canBuy: false,
    });
    expect(priceDisplay({ hidePrice: false, price: regularPrice }, 'anonymous', false).kind).toBe('sign-in');
  });

  it('lets a customer buy while the priced answer for the new sign-in is on its way', () => {
    expect(priceDisplay({ hidePrice: false, price: null }, 'customer', false)).toEqual({
      kind: 'pending',
      canBuy: true,
    });
    expect(priceDisplay({ hidePrice: false, price: undefined }, 'customer', true).kind).toBe('pending');
  });

  it('shows a customer the price excluding VAT by default mode, with its label', () => {
    const shown = priceDisplay({ hidePrice: false, price: regularPrice }, 'customer', false);
    expect(shown).toEqual({
      kind: 'price',
      canBuy: true,
      price: regularPrice,
      inclVat: false,
      current: amount(800),
      regular: amount(800),
      onSale: false,
      discountPercentage: null,
      vatText: 'exclVat',
    });
  });

  it('shows the amounts including VAT in that mode', () => {
    const shown = priceDisplay({ hidePrice: false, price: regularPrice }, 'customer', true);
    expect(shown).toMatchObject({ current: amount(1000), regular: amount(1000), vatText: 'inclVat' });
  });

  it('shows a sale: the lower current amount, the regular one and the percentage, in either VAT mode', () => {
    expect(priceDisplay({ hidePrice: false, price: salePrice }, 'customer', false)).toMatchObject({
      current: amount(600),
      regular: amount(800),
      onSale: true,
      discountPercentage: 25,
    });
    expect(priceDisplay({ hidePrice: false, price: salePrice }, 'customer', true)).toMatchObject({
      current: amount(750),
      regular: amount(1000),
      onSale: true,
      discountPercentage: 25,
    });
  });

  it('shows a sale without a percentage when the server gives none', () => {
    const shown = priceDisplay(
      { hidePrice: false, price: { ...salePrice, discountPercentage: 0 } },
      'customer',
      true,
    );
    expect(shown).toMatchObject({ onSale: true, discountPercentage: null });
  });

  it('is no sale when the current amount is not below the regular one, whatever the percentage says', () => {
    const shown = priceDisplay(
      { hidePrice: false, price: { ...regularPrice, discountPercentage: 10 } },
      'customer',
      false,
    );
    expect(shown).toMatchObject({ onSale: false, discountPercentage: null });
  });

  it('names a translation key and an English fallback for every text it chooses', () => {
    expect(PRICE_DISPLAY_TEXTS.contactForPrice).toEqual({
      textKey: 'product.contactForPrice',
      defaultText: 'Contact for price',
    });
    expect(PRICE_DISPLAY_TEXTS.signInForPrice.defaultText).toBe('Sign in to see prices and buy.');
    expect(PRICE_DISPLAY_TEXTS.inclVat.defaultText).toBe('incl. VAT');
    expect(PRICE_DISPLAY_TEXTS.exclVat.defaultText).toBe('excl. VAT');
  });
});
