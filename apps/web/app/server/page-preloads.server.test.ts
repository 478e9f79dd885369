import { describe, expect, it } from 'vitest';
import { modulePreloadsFor, type ViteManifest } from './page-preloads.server';

// The shape of the built client's .vite/manifest.json, cut down: the client entry and a route module
// (React Router preloads both and what they import), two page types' chunks sharing a chunk of their own.
const manifest: ViteManifest = {
  'app/entry.client.tsx': { file: 'assets/entry.client-A.js', isEntry: true, imports: ['_shell-B.js'] },
  'app/routes/page.tsx': { file: 'assets/page-C.js', isEntry: true, imports: ['_shell-B.js'] },
  '_shell-B.js': { file: 'assets/shell-B.js' },
  'app/pages/listing/category-page.ts': {
    file: 'assets/category-page-D.js',
    imports: ['_shell-B.js', '_listing-E.js'],
  },
  'app/pages/slices/listing-slices.ts': { file: 'assets/listing-slices-F.js', imports: ['_listing-E.js'] },
  '_listing-E.js': { file: 'assets/listing-E.js', imports: ['_card-G.js'] },
  '_card-G.js': { file: 'assets/card-G.js' },
  'app/pages/commerce/checkout-page.ts': { file: 'assets/checkout-page-H.js', imports: ['_card-G.js'] },
};

describe('modulePreloadsFor', () => {
  it("lists the page type's chunks and their static imports, less what React Router preloads anyway", () => {
    expect(
      modulePreloadsFor(manifest, [
        'app/pages/listing/category-page.ts',
        'app/pages/slices/listing-slices.ts',
      ]),
    ).toEqual([
      '/assets/category-page-D.js',
      '/assets/listing-E.js',
      '/assets/card-G.js',
      '/assets/listing-slices-F.js',
    ]);
  });

  it("never lists another page type's chunk", () => {
    const hrefs = modulePreloadsFor(manifest, ['app/pages/commerce/checkout-page.ts']);
    expect(hrefs).toEqual(['/assets/checkout-page-H.js', '/assets/card-G.js']);
  });

  it('lists nothing for modules the manifest does not know, and honours the base', () => {
    expect(modulePreloadsFor(manifest, ['app/pages/nowhere.ts'])).toEqual([]);
    expect(modulePreloadsFor(manifest, ['app/pages/commerce/checkout-page.ts'], '/shop/')[0]).toBe(
      '/shop/assets/checkout-page-H.js',
    );
  });
});
