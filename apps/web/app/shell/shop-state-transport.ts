import type { LoadedShopState, ShopState, SiteData } from '../server/load-shop.server';

/** The shop state as the page loader sends it: one JSON text (see {@link serialiseShopState}). */
export type SerialisedShopState = string & { readonly __shopState: true };

/** The id of the document's `<script type="application/json">` element that holds a document's shop state. */
export const SHOP_STATE_ELEMENT_ID = 'shop-state';

/**
 * What the loader data of a document carries instead of the state: the state itself is in the document, in the
 * element {@link SHOP_STATE_ELEMENT_ID} (see {@link shopStateElement}).
 */
export interface StateInDocument {
  readonly inDocument: typeof SHOP_STATE_ELEMENT_ID;
}

/**
 * What the page route's loader data carries of the state: the JSON text (a client navigation's data request),
 * or the marker that the document holds it; after a client navigation, also the language-wide data the
 * browser already held (the server leaves it out of data requests).
 */
export interface ShopStateCarrier {
  state: SerialisedShopState | StateInDocument;
  site?: SiteData | undefined;
}

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * True when the answer to this request is a rendered document (server.mjs: anything but React Router's
     * `.data` requests): the page loader then leaves the state to the document. Absent (the development
     * server), the state stays in the loader data, which is always correct, only bigger.
     */
    documentRender?: boolean;
    /** The state the page loader left to the document; entry.server writes it (see {@link shopStateElement}). */
    shopStateInDocument?: SerialisedShopState;
  }
}

/**
 * The state as one JSON string. React Router encodes loader data as a turbo-stream, a flat array of every
 * value with references between them; for the shop state (hundreds of translations, the first batch of
 * products) that is a third bigger after gzip than plain JSON and slower to decode in the browser (issue 24:
 * the state was 22 of 36 KB gzip of a category page). A string passes through as one value, and `JSON.parse`
 * is the fastest way back.
 */
export function serialiseShopState(state: LoadedShopState): SerialisedShopState {
  return JSON.stringify(state) as SerialisedShopState;
}

/** Server side: the text behind each document's marker, for the server render of that same request. */
const textInDocument = new WeakMap<StateInDocument, SerialisedShopState>();

/**
 * The loader's state for its answer. For a document (`context.documentRender`), the loader data gets only a
 * marker and the text goes to the request's load context, from which entry.server writes it into the HTML as
 * inert JSON: inside React Router's hydration data it was a JavaScript string literal in an inline script
 * (136 KB of a 243 KB category page) that the parser had to compile and run before it could finish the
 * document. The server render reads the text through the marker (one object per request), so it renders
 * from exactly the text the browser will parse. A data request gets the text itself, as before.
 */
export function carryShopState(
  state: LoadedShopState,
  context: { documentRender?: boolean; shopStateInDocument?: SerialisedShopState },
): ShopStateCarrier['state'] {
  const text = serialiseShopState(state);
  if (!context.documentRender) return text;
  const marker: StateInDocument = { inDocument: SHOP_STATE_ELEMENT_ID };
  textInDocument.set(marker, text);
  context.shopStateInDocument = text;
  return marker;
}

// Characters that could end the element or change how the HTML parser reads its text (`</script>`, `<!--`),
// and the two line separators some JavaScript readers of the text would choke on. JSON has none of them
// outside strings, and inside strings each may be written as a \u escape, which `JSON.parse` reads back.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * The `<script type="application/json">` element that carries a document's state: a data block, which the
 * browser neither compiles nor runs, so Content-Security-Policy's script-src does not apply to it (entry.server
 * gives it the nonce anyway, like every script element of the page, which the security tests check). No text can
 * close the element early or start a comment: `<`, `>`, `&` and U+2028/9 are written as \u escapes.
 */
export function shopStateElement(text: SerialisedShopState): string {
  const safe = text.replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${SHOP_STATE_ELEMENT_ID}">${safe}</script>`;
}

/** Browser side: the document's state text, once taken from its element (see {@link takeShopStateFromDocument}). */
let documentText: string | null = null;

/**
 * Takes the document's state text out of its element and removes the element, before hydration: React then
 * finds exactly the tree the server rendered, and the text is held only until it is parsed. Does nothing on a
 * document without one (an error page rendered outside the page route).
 */
export function takeShopStateFromDocument(): void {
  const element = document.getElementById(SHOP_STATE_ELEMENT_ID);
  if (!element) return;
  documentText = element.textContent;
  element.remove();
}

/** Browser side: the document's state, parsed once; its text is not kept after that. */
let documentState: LoadedShopState | null = null;

/** The state behind a loader answer: its own text, the server's text for this request, or the document's. */
function parseCarried(carried: ShopStateCarrier['state']): LoadedShopState {
  if (typeof carried === 'string') return JSON.parse(carried) as LoadedShopState;
  const text = textInDocument.get(carried);
  if (text !== undefined) return JSON.parse(text) as LoadedShopState;
  if (typeof document === 'undefined') throw new Error('The shop state marker is not from this request');
  if (!documentState) {
    if (documentText === null) takeShopStateFromDocument();
    if (documentText === null) throw new Error(`The document has no shop state #${SHOP_STATE_ELEMENT_ID}`);
    documentState = JSON.parse(documentText) as LoadedShopState;
    documentText = null;
  }
  return documentState;
}

/** Forgets the document's state, taken or parsed (tests). */
export function forgetDocumentShopState(): void {
  documentText = null;
  documentState = null;
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
    state = parseCarried(loaderData.state);
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
