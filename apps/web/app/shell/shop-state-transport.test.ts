import { makeStore } from '@storefront/features/store';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopState } from '../server/load-shop.server';
import {
  carryShopState,
  forgetDocumentShopState,
  readLoadedState,
  readShopState,
  type SerialisedShopState,
  SHOP_STATE_ELEMENT_ID,
  serialiseShopState,
  shopStateElement,
  siteDataOf,
  takeShopStateFromDocument,
} from './shop-state-transport';

/** A real store's state, as the loader picks it: every slice's initial shape plus a text. */
function shopState(texts: Record<string, string> = { 'header.cart': 'Handlekurv "kurv"' }): ShopState {
  const store = makeStore({
    api: {} as never,
    preloadedState: { translations: { texts, status: 'succeeded' } },
  });
  const { page, settings, translations, errors, theme, customerSession, siteContent } = store.getState();
  return { page, settings, translations, errors, theme, customerSession, siteContent };
}

describe('shop state transport', () => {
  it('sends the state as one string and reads back the same state', () => {
    const state = shopState();
    const loaderData = { state: serialiseShopState(state), language: 'no' };
    expect(typeof loaderData.state).toBe('string');
    expect(readShopState(loaderData)).toEqual(state);
  });

  it('parses each loader answer once: its page, meta and client loader share one object', () => {
    const loaderData = { state: serialiseShopState(shopState()) };
    const first = readShopState(loaderData);
    expect(readShopState(loaderData)).toBe(first);
    // Another answer with the same text is another state: the shop root applies it again.
    expect(readShopState({ state: loaderData.state })).not.toBe(first);
  });

  it("adds the language-wide data the browser holds to a client navigation's answer", () => {
    const whole = shopState();
    const { settings: _s, translations: _t, siteContent: _c, ...pageOnly } = whole;
    const loaderData = { state: serialiseShopState(pageOnly), site: siteDataOf(whole) };
    expect(readLoadedState(loaderData)).toEqual(pageOnly);
    expect(readShopState(loaderData)).toEqual(whole);
    expect(readShopState(loaderData).translations.texts['header.cart']).toBe('Handlekurv "kurv"');
  });

  it('refuses a state without the language-wide data rather than render without texts', () => {
    const { settings: _s, translations: _t, siteContent: _c, ...pageOnly } = shopState();
    expect(() => readShopState({ state: serialiseShopState(pageOnly) })).toThrow(/language-wide data/);
  });
});

/** Texts that would end a script element, open a comment or confuse a JavaScript reader, if written as they are. */
const HOSTILE_TEXTS = {
  close: 'a</script><script>alert(1)</script>b',
  closeUpper: '</SCRIPT >',
  comment: '<!-- <script> not a comment -->',
  entity: '&lt; &amp; &#x3c; & > <',
  separators: 'line\u2028paragraph\u2029end',
  cdata: '<![CDATA[ ]]>',
  backslash: '\\u003c is not <',
};

/** The element as the browser's HTML parser reads it from a whole document, with an element after it. */
function parseDocument(element: string): Document {
  const html = `<!DOCTYPE html><html><head></head><body><main>page</main>${element}<p id="after">after</p></body></html>`;
  return new DOMParser().parseFromString(html, 'text/html');
}

describe("a document's shop state as inert JSON", () => {
  afterEach(() => {
    document.getElementById(SHOP_STATE_ELEMENT_ID)?.remove();
    forgetDocumentShopState();
  });

  it('is one data block that no text of the state can close early, and reads back exactly', () => {
    const state = shopState(HOSTILE_TEXTS);
    const element = shopStateElement(serialiseShopState(state));
    expect(element).toMatch(
      /^<script type="application\/json" id="shop-state">[^<>&\u2028\u2029]*<\/script>$/,
    );
    const parsed = parseDocument(element);
    // The parser saw one script element, and the paragraph after it is still an element of its own.
    expect(parsed.querySelectorAll('script')).toHaveLength(1);
    expect(parsed.getElementById('after')?.textContent).toBe('after');
    const text = parsed.getElementById(SHOP_STATE_ELEMENT_ID)?.textContent ?? '';
    expect(JSON.parse(text)).toEqual(state);
    expect((JSON.parse(text) as ShopState).translations.texts).toEqual(HOSTILE_TEXTS);
  });

  it('is left by the loader of a document: its data carries a small marker, the load context the text', () => {
    const state = shopState(HOSTILE_TEXTS);
    const context: { documentRender?: boolean; shopStateInDocument?: SerialisedShopState } = {
      documentRender: true,
    };
    const carrier = { state: carryShopState(state, context), language: 'en' };
    expect(carrier.state).toEqual({ inDocument: SHOP_STATE_ELEMENT_ID });
    expect(JSON.stringify(carrier).length).toBeLessThan(60);
    expect(context.shopStateInDocument).toBe(serialiseShopState(state));
    // The server render of the same request reads the state through the marker, without any document.
    expect(readShopState(carrier)).toEqual(state);
  });

  it("stays in a data request's loader data as its text", () => {
    const state = shopState();
    const context: { documentRender?: boolean; shopStateInDocument?: SerialisedShopState } = {
      documentRender: false,
    };
    const carried = carryShopState(state, context);
    expect(carried).toBe(serialiseShopState(state));
    expect(context.shopStateInDocument).toBeUndefined();
    // No load context (the development server): the same.
    expect(carryShopState(state, {})).toBe(serialiseShopState(state));
  });

  it('is taken from the document before hydration, the element removed, and parsed once', () => {
    const state = shopState(HOSTILE_TEXTS);
    const parsed = parseDocument(shopStateElement(serialiseShopState(state)));
    const element = parsed.getElementById(SHOP_STATE_ELEMENT_ID);
    if (!element) throw new Error('no state element');
    document.body.append(document.importNode(element, true));
    takeShopStateFromDocument();
    expect(document.getElementById(SHOP_STATE_ELEMENT_ID)).toBeNull();
    // The hydration answer as the browser decodes it: a new object holding the marker.
    const hydration = { state: { inDocument: SHOP_STATE_ELEMENT_ID } as const, language: 'en' };
    const read = readShopState(hydration);
    expect(read).toEqual(state);
    expect(readShopState(hydration)).toBe(read);
    expect(readLoadedState({ state: { inDocument: SHOP_STATE_ELEMENT_ID } })).toBe(
      readLoadedState(hydration),
    );
  });

  it('is read from its element when nothing took it first, and missing is an error', () => {
    expect(() => readShopState({ state: { inDocument: SHOP_STATE_ELEMENT_ID } })).toThrow(/no shop state/);
    const state = shopState();
    document.body.insertAdjacentHTML('beforeend', shopStateElement(serialiseShopState(state)));
    expect(readShopState({ state: { inDocument: SHOP_STATE_ELEMENT_ID } })).toEqual(state);
  });
});
