import type { LoadedShopState, ShopState, SiteData } from '../server/load-shop.server';

/** The shop state as the page loader sends it: one JSON text (see {@link serialiseShopState}). */
export type SerialisedShopState = string & { readonly __shopState: true };

/**
 * What the page route's loader data carries of the state: the JSON text and, after a client navigation, the
 * language-wide data the browser already held (the server leaves it out of data requests).
 */
export interface ShopStateCarrier {
  state: SerialisedShopState;
  site?: SiteData | undefined;
}

/**
 * The state as one JSON string inside the loader data. React Router encodes loader data as a turbo-stream,
 * a flat array of every value with references between them; for the shop state (hundreds of translations,
 * the first batch of products) that is a third bigger after gzip than plain JSON and slower to decode in
 * the browser (issue 24: the state was 22 of 36 KB gzip of a category page). A string passes through as
 * one value, and `JSON.parse` is the fastest way back.
 */
export function serialiseShopState(state: LoadedShopState): SerialisedShopState {
  return JSON.stringify(state) as SerialisedShopState;
}

const parsedText = new WeakMap<object, LoadedShopState>();
const parsed = new WeakMap<object, ShopState>();

/**
 * The state as the server sent it, parsed once per answer: whole for a document, without the language-wide
 * part for a client navigation's data request.
 */
export function readLoadedState(loaderData: ShopStateCarrier): LoadedShopState {
  let state = parsedText.get(loaderData);
  if (!state) {
    state = JSON.parse(loaderData.state) as LoadedShopState;
    parsedText.set(loaderData, state);
  }
  return state;
}

/**
 * The whole state of a loader answer, parsed once per answer: the page, its meta and the client loader read
 * the same object, and the shop root relies on that (the same state means nothing new to apply). The
 * language-wide part comes from the answer itself (a document) or from `site` (a client navigation).
 */
export function readShopState(loaderData: ShopStateCarrier): ShopState {
  let state = parsed.get(loaderData);
  if (!state) {
    const loaded = readLoadedState(loaderData);
    const site = loaderData.site;
    const settings = loaded.settings ?? site?.settings;
    const translations = loaded.translations ?? site?.translations;
    const siteContent = loaded.siteContent ?? site?.siteContent;
    // The page route's client loader adds `site` to every data answer; without it this is a programming error.
    if (!settings || !translations || !siteContent) {
      throw new Error('The shop state lacks the language-wide data (settings, translations, site content)');
    }
    state = { ...loaded, settings, translations, siteContent };
    parsed.set(loaderData, state);
  }
  return state;
}

/** The language-wide part of a whole state, as the browser keeps it per language. */
export function siteDataOf(state: ShopState): SiteData {
  const { settings, translations, siteContent } = state;
  return { settings, translations, siteContent };
}
