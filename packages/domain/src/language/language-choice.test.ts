import { describe, expect, it } from 'vitest';
import type { StorageLike } from '../storage/storage-like';
import { chooseLanguage, languageFromPath, localizedPath } from './language-choice';

/** A real in-memory Storage-like object, not a mock: it stores what it is given. */
function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

const brokenStorage: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('languageFromPath', () => {
  it.each([
    ['/no/sortiment/', 'no'],
    ['/en', 'en'],
    ['//en/x', 'en'],
    ['/de/x', undefined],
    ['/', undefined],
    ['', undefined],
  ])('%j -> %j', (path, expected) => {
    expect(languageFromPath(path)).toBe(expected);
  });
  it('takes a list of supported languages', () => {
    expect(languageFromPath('/sv/', ['sv'])).toBe('sv');
  });
});

describe('chooseLanguage', () => {
  it('prefers session storage and saves the choice', () => {
    const storage = memoryStorage({ 'storefront.language': 'no' });
    expect(chooseLanguage({ pathname: '/en/search', storage })).toBe('no');
    expect(storage.data.get('storefront.language')).toBe('no');
  });

  it('falls back to the first path segment, then saves it', () => {
    const storage = memoryStorage();
    expect(chooseLanguage({ pathname: '/no/sortiment/', storage })).toBe('no');
    expect(storage.data.get('storefront.language')).toBe('no');
  });

  it("falls back to 'en' and ignores unsupported stored values", () => {
    const storage = memoryStorage({ lang: 'xx' });
    expect(chooseLanguage({ pathname: '/', storage, storageKey: 'lang' })).toBe('en');
    expect(storage.data.get('lang')).toBe('en');
  });

  it('works without storage (server) and with storage that throws', () => {
    expect(chooseLanguage({ pathname: '/no/' })).toBe('no');
    expect(chooseLanguage({ pathname: '/x/', storage: brokenStorage })).toBe('en');
    expect(chooseLanguage({ pathname: '/sv/', supported: ['sv', 'en'] })).toBe('sv');
  });
});

describe('localizedPath', () => {
  it('prefixes the language route', () => {
    expect(localizedPath('en', 'search')).toBe('/en/search');
    expect(localizedPath('en', '/cart-page')).toBe('/en/cart-page');
    expect(localizedPath('no', '/')).toBe('/no');
    expect(localizedPath('no', '')).toBe('/no');
  });
});
