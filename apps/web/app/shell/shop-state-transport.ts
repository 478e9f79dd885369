import type { ShopState } from '../server/load-shop.server';

/** The shop state as the page loader sends it: one JSON text (see {@link serialiseShopState}). */
export type SerialisedShopState = string & { readonly __shopState: true };

/**
 * The state as one JSON string inside the loader data. React Router encodes loader data as a turbo-stream,
 * a flat array of every value with references between them; for the shop state (hundreds of translations,
 * the first batch of products) that is a third bigger after gzip than plain JSON and slower to decode in
 * the browser (issue 24: the state was 22 of 36 KB gzip of a category page). A string passes through as
 * one value, and `JSON.parse` is the fastest way back.
 */
export function serialiseShopState(state: ShopState): SerialisedShopState {
  return JSON.stringify(state) as SerialisedShopState;
}

const parsed = new WeakMap<object, ShopState>();

/**
 * The state of a loader answer, parsed once per answer: the page, its meta and the client loader read the
 * same object, and the shop root relies on that (the same state means nothing new to apply).
 */
export function readShopState(loaderData: { state: SerialisedShopState }): ShopState {
  let state = parsed.get(loaderData);
  if (!state) {
    state = JSON.parse(loaderData.state) as ShopState;
    parsed.set(loaderData, state);
  }
  return state;
}
