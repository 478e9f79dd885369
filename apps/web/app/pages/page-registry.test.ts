import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_TYPES } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { pageModulesFor, pageRegistry } from './page-registry';

// Vitest runs in apps/web, the root the Vite manifest's keys are relative to.
const appRoot = process.cwd();
const source = readFileSync(join(appRoot, 'app/pages/page-registry.ts'), 'utf8');

describe('the page registry', () => {
  it('names, for each page type, the modules its load and slices import (the server preloads their chunks)', () => {
    for (const [pageType, entry] of Object.entries(pageRegistry)) {
      const [page, ...slices] = entry.modules ?? [];
      expect(page, pageType).toMatch(/^app\/pages\/.+\.tsx?$/);
      // The declared page module is the one its load() imports, on the same registry line.
      const line = source.split('\n').find((text) => text.trimStart().startsWith(`${pageType}: lazyPage(`));
      const imported = /import\('\.\/([^']+)'\)/.exec(line ?? '')?.[1];
      expect(`app/pages/${imported}`, pageType).toBe(page?.replace(/\.tsx?$/, ''));
      expect(slices.length, pageType).toBe(entry.slices ? 1 : 0);
      for (const module of entry.modules ?? []) {
        expect(() => readFileSync(join(appRoot, module)), module).not.toThrow();
      }
    }
  });

  it('has a page for every page type of the wire contract, and nothing else', () => {
    expect(Object.keys(pageRegistry).sort()).toEqual([...PAGE_TYPES].sort());
  });

  it('has no modules for a page type nobody registered', () => {
    expect(pageModulesFor('NoSuchPage')).toEqual([]);
    expect(pageModulesFor(undefined)).toEqual([]);
    expect(pageModulesFor('CategoryPage')).toContain('app/pages/listing/category-page.ts');
  });
});
