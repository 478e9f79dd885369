import type { CartLine, ProductCard, Variation } from '@storefront/api-client';
import { pickPrice } from '../price/price-choice';
import type { AnalyticsProduct } from './analytics-item';

/**
 * The analytics view of a cart line: code, product name, category path, unit price and quantity.
 *
 * @example
 * viewCartEvent(cart.lineItems.map(analyticsProductFromCartLine));
 */
export function analyticsProductFromCartLine(line: CartLine): AnalyticsProduct {
  return {
    code: line.code,
    name: line.item.name,
    categoryPath: line.categoryPath,
    price: line.price.unitPrice.amount,
    quantity: line.quantity,
  };
}

/**
 * The analytics view of a product card: its price as shown (incl. or excl. VAT), no price when hidden,
 * and the first variation's colour as the variant.
 *
 * @example
 * viewItemListEvent('Arm chairs', cards.map((card) => analyticsProductFromCard(card, inclVat)));
 */
export function analyticsProductFromCard(card: ProductCard, inclVat: boolean): AnalyticsProduct {
  return {
    code: card.code,
    name: card.name,
    categoryPath: card.categoryPath,
    price: card.price && !card.hidePrice ? pickPrice(card.price, inclVat).amount : null,
    variant: card.variations[0]?.color.name ?? null,
  };
}

/**
 * The analytics view of a chosen variation of a product (product page, add to cart); no price when the
 * visitor gets none (anonymous, spec §6).
 */
export function analyticsProductFromVariation(
  product: { name: string; categoryPath: readonly string[] },
  variation: Variation,
  inclVat: boolean,
  quantity?: number,
): AnalyticsProduct {
  return {
    code: variation.code,
    name: product.name,
    categoryPath: product.categoryPath,
    variant: variation.color.name,
    price: variation.price ? pickPrice(variation.price, inclVat).amount : null,
    ...(quantity !== undefined && { quantity }),
  };
}
