import type { ProductCard } from '@storefront/api-client';
import { priceFixture } from './price-fixtures';
import { productCardFixture } from './product-card-fixture';

/** A card whose one variation has this much stock (the card and its variation agree). */
function withStock(quantity: number): Partial<ProductCard> {
  const base = productCardFixture();
  return {
    inStockQuantity: quantity,
    variations: base.variations.map((variation) => ({
      ...variation,
      inStock: quantity > 0,
      isBuyable: quantity > 0,
      stock: { ...variation.stock, inStock: quantity > 0, stockQuantity: quantity },
    })),
  };
}

/** The product states a designer reviews a card in, by name (the Controls panel offers them as a select). */
export const namedProductFixtures = {
  'In stock': productCardFixture({ price: priceFixture(4796), ...withStock(24) }),
  'Low stock': productCardFixture({ price: priceFixture(4796), ...withStock(3), bestSeller: false }),
  'Out of stock': productCardFixture({ price: priceFixture(4796), ...withStock(0), bestSeller: false }),
  'Contact for price': productCardFixture({ hidePrice: true, price: null, bestSeller: false }),
  'On sale': productCardFixture({ price: priceFixture(4796, 3596) }),
  'Long name': productCardFixture({
    name: 'Oslo lounge chair in oiled oak with a deep sheepskin cushion and matching footstool, extra wide',
    marketingText: 'A long name wraps onto a third line and is cut there, never pushing the price down',
  }),
} satisfies Record<string, ProductCard>;

/** A fixture's name. */
export type ProductFixtureName = keyof typeof namedProductFixtures;

/**
 * The Storybook argType for a `product` prop: a select of the named fixtures, each mapped to its product.
 * @example argTypes: { product: productFixtureArgType }
 */
export const productFixtureArgType = {
  options: Object.keys(namedProductFixtures) as ProductFixtureName[],
  mapping: namedProductFixtures,
  control: { type: 'select' as const },
  description: 'The product, picked from named fixtures (in stock, low stock, out of stock, ...).',
};
