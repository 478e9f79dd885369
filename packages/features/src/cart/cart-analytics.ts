import type { CartLine } from '@storefront/api-client';
import {
  type AnalyticsProduct,
  addToCartEvent,
  type Ga4EcommerceEvent,
  quantityChange,
  removeFromCartEvent,
  viewCartEvent,
} from '@storefront/domain';
import { pushToDataLayer } from '../analytics';

/** A cart line's change for analytics: the line and how many units came or went. */
export interface CartLineChange {
  line: CartLine;
  quantity: number;
}

/** The add and remove changes between two versions of the cart, line by line (spec §4). */
export function diffCartLines(
  before: readonly CartLine[],
  after: readonly CartLine[],
): { added: CartLineChange[]; removed: CartLineChange[] } {
  const added: CartLineChange[] = [];
  const removed: CartLineChange[] = [];
  const afterByCode = new Map(after.map((line) => [line.code, line]));
  const beforeByCode = new Map(before.map((line) => [line.code, line]));
  for (const line of after) {
    const change = quantityChange(beforeByCode.get(line.code)?.quantity ?? 0, line.quantity);
    if (change.direction === 'add') added.push({ line, quantity: change.quantity });
    if (change.direction === 'remove') removed.push({ line, quantity: change.quantity });
  }
  for (const line of before) {
    // A line that left the cart went from its old quantity to 0.
    if (!afterByCode.has(line.code)) removed.push({ line, quantity: line.quantity });
  }
  return { added, removed };
}

/** A cart line as the analytics builders of @storefront/domain read it (unit price as the server shows it). */
export function cartLineProduct(line: CartLine, quantity: number = line.quantity): AnalyticsProduct {
  return {
    code: line.code,
    name: line.item.name,
    categoryPath: line.categoryPath,
    price: line.price.unitPrice.amount,
    quantity,
  };
}

/** Pushes a GA4 event, clearing the previous ecommerce object first as GTM asks. */
function pushEcommerce(event: Ga4EcommerceEvent): void {
  pushToDataLayer({ event: 'ecommerce_clear', ecommerce: null });
  pushToDataLayer({ event: event.event, ecommerce: event.ecommerce });
}

/**
 * Reports what changed between two versions of the cart: add_to_cart for lines that grew or arrived,
 * remove_from_cart for lines that shrank or left, each with the units that changed (spec §4).
 */
export function reportCartChanges(
  before: readonly CartLine[],
  after: readonly CartLine[],
  currency: string,
): void {
  const { added, removed } = diffCartLines(before, after);
  if (added.length > 0) {
    pushEcommerce(
      addToCartEvent(
        added.map((change) => cartLineProduct(change.line, change.quantity)),
        currency,
      ),
    );
  }
  if (removed.length > 0) {
    pushEcommerce(
      removeFromCartEvent(
        removed.map((change) => cartLineProduct(change.line, change.quantity)),
        currency,
      ),
    );
  }
}

/** Reports view_cart with every line (the cart button, mini cart or cart page was opened; spec §4). */
export function reportViewCart(lines: readonly CartLine[], currency: string): void {
  pushEcommerce(
    viewCartEvent(
      lines.map((line) => cartLineProduct(line)),
      currency,
    ),
  );
}
