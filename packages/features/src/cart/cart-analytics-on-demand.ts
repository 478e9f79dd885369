import type { reportCartChanges, reportViewCart } from './cart-analytics';

// The analytics builders are only needed once the shopper acts on the cart, so every page's header (the
// cart button) and store (the cart slice's thunks) leave them out of the first load. The thunks await the
// report, so a caller that awaits a cart call still finds its event in the dataLayer. Code that cannot be
// loaded (offline) costs the report, never the cart call that the server has already carried out.
const load = () => import('./cart-analytics').catch(() => null);

/** {@link reportCartChanges}, with the analytics code loaded on first use. */
export async function reportCartChangesOnDemand(
  ...args: Parameters<typeof reportCartChanges>
): Promise<void> {
  (await load())?.reportCartChanges(...args);
}

/** {@link reportViewCart}, with the analytics code loaded on first use. */
export async function reportViewCartOnDemand(...args: Parameters<typeof reportViewCart>): Promise<void> {
  (await load())?.reportViewCart(...args);
}
