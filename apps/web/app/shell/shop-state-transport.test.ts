import { makeStore } from '@storefront/features/store';
import { describe, expect, it } from 'vitest';
import type { ShopState } from '../server/load-shop.server';
import { readLoadedState, readShopState, serialiseShopState, siteDataOf } from './shop-state-transport';

/** A real store's state, as the loader picks it: every slice's initial shape plus a text. */
function shopState(): ShopState {
  const store = makeStore({
    api: {} as never,
    preloadedState: { translations: { texts: { 'header.cart': 'Handlekurv "kurv"' }, status: 'succeeded' } },
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
