import type { CartLineVariation } from '@storefront/api-client';

/** A variation as a shopper reads it: "Oslo arm chair, grey", with its colour named in the language. */
export function variationDisplay(
  productName: string,
  colorKey: string,
  colorNames: Record<string, string> | null,
  language: 'no' | 'en',
): CartLineVariation {
  const colorName = colorNames?.[language] ?? colorNames?.en ?? colorKey;
  return { name: `${productName}, ${colorName.toLowerCase()}`, color: { key: colorKey, name: colorName } };
}
