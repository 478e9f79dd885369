import { describe, expect, it } from 'vitest';
import type { StorageLike } from '../storage/storage-like';
import { parseTheme, readStoredTheme, saveTheme, toggleTheme } from './theme';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const throwing: StorageLike = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
};

describe('theme', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['Dark', 'light'],
    ['', 'light'],
    [null, 'light'],
    [undefined, 'light'],
    [42, 'light'],
  ])('parses %j as %s', (value, expected) => {
    expect(parseTheme(value)).toBe(expected);
  });

  it('toggles', () => {
    expect(toggleTheme('light')).toBe('dark');
    expect(toggleTheme('dark')).toBe('light');
  });

  it('persists through storage and survives a refusing storage', () => {
    const storage = memoryStorage();
    expect(readStoredTheme(storage)).toBe('light');
    saveTheme(storage, 'dark');
    expect(storage.data.get('storefront.theme')).toBe('dark');
    expect(readStoredTheme(storage)).toBe('dark');
    storage.data.set('storefront.theme', 'neon');
    expect(readStoredTheme(storage)).toBe('light');
    expect(readStoredTheme(undefined)).toBe('light');
    expect(readStoredTheme(throwing)).toBe('light');
    expect(() => saveTheme(throwing, 'dark')).not.toThrow();
    saveTheme(undefined, 'dark');
  });
});
