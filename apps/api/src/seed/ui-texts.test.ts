import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CART_SUMMARY_TEXTS,
  LINE_STOCK_WARNING_TEXTS,
  ORDER_STATUS_TEXTS,
  PURCHASE_BLOCK_TEXTS,
  STOCK_LEVEL_TEXT_KEYS,
} from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { UI_TEXTS } from './ui-texts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** Source folders whose `t('key', …)` calls must all find a seeded text. */
const SOURCE_ROOTS = ['packages/features/src', 'apps/web/app'];
/** `t('key'` or `t(\n  'key'`, not `foo.t(` or `xt(`: the features' and the web app's text lookup. */
const T_CALL = /(?<![\w.$])t\(\s*(['"])([\w.-]+)\1/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    // Tests and stories pass made-up keys on purpose; only what the shop renders counts.
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every text key the features and the web app look up, with the first file that uses it. */
function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const root of SOURCE_ROOTS) {
    for (const file of sourceFiles(join(REPO_ROOT, root))) {
      for (const match of readFileSync(file, 'utf8').matchAll(T_CALL)) {
        const key = match[2];
        if (key && !keys.has(key)) keys.set(key, file.slice(REPO_ROOT.length));
      }
    }
  }
  return keys;
}

describe('UI_TEXTS', () => {
  it('has a Norwegian and an English text for every key the features and the web app use', () => {
    const used = usedKeys();
    // The scan itself must work, or an empty result would pass: these keys are used in known places.
    expect(used.get('fdv.intro')).toBe('packages/features/src/account/fdv-page.tsx');
    expect(used.has('mandatoryCart.title')).toBe(true);
    expect(used.size).toBeGreaterThan(300);
    const seeded = new Set(UI_TEXTS.map(([key]) => key));
    const missing = [...used].filter(([key]) => !seeded.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('has the texts whose keys live in @storefront/domain (summary rows, stock levels and warnings)', () => {
    const seeded = new Set(UI_TEXTS.map(([key]) => key));
    const domainKeys = [
      ...Object.values(CART_SUMMARY_TEXTS).map((text) => text.textKey),
      ...Object.values(LINE_STOCK_WARNING_TEXTS).map((text) => text.textKey),
      ...Object.values(PURCHASE_BLOCK_TEXTS).map((text) => text.textKey),
      ...Object.values(STOCK_LEVEL_TEXT_KEYS),
      ...Object.values(ORDER_STATUS_TEXTS).map((text) => text.textKey),
    ];
    expect(domainKeys.filter((key) => !seeded.has(key))).toEqual([]);
  });

  it('lists each key once, with non-empty texts in both languages', () => {
    const keys = UI_TEXTS.map(([key]) => key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(UI_TEXTS.filter(([, no, en]) => no.trim() === '' || en.trim() === '')).toEqual([]);
  });

  it('names the article code and the EL number one way per language, from one key each', () => {
    const texts = new Map(UI_TEXTS.map(([key, no, en]) => [key, { no, en }]));
    // The spec calls the code an article code ("quick order by article code").
    expect(texts.get('product.code')).toEqual({ no: 'Varenr.', en: 'Article no.' });
    expect(texts.get('product.elNumber')).toEqual({ no: 'EL-nr.', en: 'EL no.' });
    // No second key with its own wording for the same thing (the cart had "Article no.", cards "Item no.").
    expect(texts.has('cart.code')).toBe(false);
    expect(texts.has('cart.elNumber')).toBe(false);
    // Any other key naming them (the pattern matches the one allowed EL key itself, so that key is left out).
    const otherWording = UI_TEXTS.filter(
      ([key, no, en]) =>
        key !== 'product.elNumber' && /\bitem (no|number)\b|\bel no\b|\bEl-nr/i.test(`${no} ${en}`),
    );
    expect(otherWording.map(([key]) => key)).toEqual([]);
  });

  it('keeps the placeholders of the English text in the Norwegian one', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
    const mismatched = UI_TEXTS.filter(([, no, en]) => placeholders(no).join() !== placeholders(en).join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
