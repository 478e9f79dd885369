import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateContent } from './content';

const FEATURES_SRC = fileURLToPath(new URL('../../../../packages/features/src', import.meta.url));
/** `selectStaticPageUrl(state, 'FdvPage')` and `staticUrl('CartPage', …)`: how features find static pages. */
const STATIC_LOOKUP = /(?:selectStaticPageUrl\([^,()]+|staticUrl\()\s*,?\s*'(\w+Page)'/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const content = generateContent([], []);

function staticPages(language: 'no' | 'en'): { pageType: string; url: string }[] {
  const row = content.siteContent.find(
    (entry) => entry.key === 'globalSettings' && entry.language === language,
  );
  if (!row) throw new Error(`no globalSettings for ${language}`);
  return (row.data as { staticPages: { pageType: string; url: string }[] }).staticPages;
}

describe('global settings staticPages', () => {
  it('lists the FDV page, so the account page can link to it', () => {
    expect(staticPages('no')).toContainEqual(
      expect.objectContaining({ pageType: 'FdvPage', url: '/no/fdv-dokumentasjon' }),
    );
    expect(staticPages('en')).toContainEqual(
      expect.objectContaining({ pageType: 'FdvPage', url: '/en/fdv-documents' }),
    );
  });

  it('lists the forgotten password page the reset e-mail links to', () => {
    expect(staticPages('en')).toContainEqual(
      expect.objectContaining({ pageType: 'ForgotPasswordPage', url: '/en/forgot-password' }),
    );
  });

  it('has every static page type the features look up, in both languages', () => {
    const wanted = new Set(
      sourceFiles(FEATURES_SRC).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(STATIC_LOOKUP)].map((match) => match[1] ?? ''),
      ),
    );
    // The scan must find the known lookups, or an empty set would pass.
    expect([...wanted]).toEqual(
      expect.arrayContaining(['FdvPage', 'QuickOrderPage', 'CartPage', 'SearchPage']),
    );
    for (const language of ['no', 'en'] as const) {
      const listed = new Set(staticPages(language).map((page) => page.pageType));
      expect([...wanted].filter((type) => !listed.has(type))).toEqual([]);
    }
  });
});
