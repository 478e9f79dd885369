import { quantityChange } from '../cart/quantity-change';
import { DEFAULT_CURRENCY } from '../constants';
import { type AnalyticsProduct, type Ga4Item, itemsValue, toGa4Item } from './analytics-item';

/**
 * A GA4 ecommerce event as pushed to the GTM data layer. Push `{ ecommerce: null }` before each one so
 * GTM does not merge it with the previous event's items.
 */
export interface Ga4EcommerceEvent<E extends string = string> {
  /** GA4 event name. */
  event: E;
  /** Event parameters. */
  ecommerce: {
    /** Currency of `value` and prices. */
    currency?: string;
    /** Monetary value of the event. */
    value?: number;
    /** Name of the product list (view_item_list). */
    item_list_name?: string;
    /** Id of the product list (view_item_list). */
    item_list_id?: string;
    /** The items. */
    items: Ga4Item[];
  };
}

/**
 * `view_item_list`: a list of products was shown (spec §4), with list name and item positions.
 *
 * @example
 * viewItemListEvent('Arm chairs', [{ code: 'C1', name: 'Oslo' }]).ecommerce.items[0].index; // 0
 */
export function viewItemListEvent(
  listName: string,
  products: readonly AnalyticsProduct[],
  listId?: string,
): Ga4EcommerceEvent<'view_item_list'> {
  return {
    event: 'view_item_list',
    ecommerce: {
      item_list_name: listName,
      ...(listId !== undefined && { item_list_id: listId }),
      items: products.map((product, index) => toGa4Item(product, index)),
    },
  };
}

/**
 * `view_item`: a product page was shown. Without a price (an anonymous visitor, who sees none, or a
 * "contact for price" product) the event has no `value` either.
 */
export function viewItemEvent(
  product: AnalyticsProduct,
  currency: string = DEFAULT_CURRENCY,
): Ga4EcommerceEvent<'view_item'> {
  const items = [toGa4Item(product)];
  const priced = items.some((item) => item.price !== undefined);
  return {
    event: 'view_item',
    ecommerce: { currency, ...(priced && { value: itemsValue(items) }), items },
  };
}

/** `view_cart`: the mini cart or cart page was opened (spec §4). Value is the sum of the lines. */
export function viewCartEvent(
  lines: readonly AnalyticsProduct[],
  currency: string = DEFAULT_CURRENCY,
): Ga4EcommerceEvent<'view_cart'> {
  const items = lines.map((line) => toGa4Item(line));
  return { event: 'view_cart', ecommerce: { currency, value: itemsValue(items), items } };
}

/**
 * `add_to_cart` for one or more products (a single add, or a bulk reorder), each with its quantity
 * (spec §4).
 */
export function addToCartEvent(
  products: readonly AnalyticsProduct[],
  currency: string = DEFAULT_CURRENCY,
): Ga4EcommerceEvent<'add_to_cart'> {
  const items = products.map((product) => toGa4Item({ ...product, quantity: product.quantity ?? 1 }));
  return { event: 'add_to_cart', ecommerce: { currency, value: itemsValue(items), items } };
}

/** `remove_from_cart` for one or more products, each with the quantity removed. */
export function removeFromCartEvent(
  products: readonly AnalyticsProduct[],
  currency: string = DEFAULT_CURRENCY,
): Ga4EcommerceEvent<'remove_from_cart'> {
  const items = products.map((product) => toGa4Item({ ...product, quantity: product.quantity ?? 1 }));
  return { event: 'remove_from_cart', ecommerce: { currency, value: itemsValue(items), items } };
}

/**
 * The event for a cart line's quantity change (spec §4): `add_to_cart` with the units added when it grew,
 * `remove_from_cart` with the units removed when it shrank, null when unchanged.
 *
 * @example
 * cartQuantityChangeEvent({ code: 'C1', name: 'Oslo', price: 100 }, 3, 1)?.event; // 'remove_from_cart'
 */
export function cartQuantityChangeEvent(
  product: AnalyticsProduct,
  oldQuantity: number,
  newQuantity: number,
  currency: string = DEFAULT_CURRENCY,
): Ga4EcommerceEvent<'add_to_cart' | 'remove_from_cart'> | null {
  const change = quantityChange(oldQuantity, newQuantity);
  if (change.direction === 'none') return null;
  const changed = [{ ...product, quantity: change.quantity }];
  return change.direction === 'add'
    ? addToCartEvent(changed, currency)
    : removeFromCartEvent(changed, currency);
}
