import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The architecture says domain is pure: no React, no DOM or browser globals, no fetch, and api-client
// for types only, except its dependency-free wire rules (limits, texts, the listing codec), which client
// and server share. Lint guards React imports; this test guards the rest where lint cannot.

const root = new URL('..', import.meta.url).pathname;
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

describe('package boundaries', () => {
  const files = sourceFiles(join(root, 'src')).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('imports @storefront/api-client for types only, values from its wire rules only', () => {
    for (const { path, text } of files) {
      for (const line of text.split('\n').filter((l) => l.includes("from '@storefront/api-client'"))) {
        expect(line, path).toMatch(/^import type /);
      }
      for (const [specifier] of text.matchAll(/'@storefront\/api-client\/[^']*'/g)) {
        expect(specifier, path).toBe("'@storefront/api-client/wire-rules'");
      }
    }
  });

  it('uses no browser or network globals', () => {
    const globals = /\b(window|document|localStorage|sessionStorage|navigator|fetch|XMLHttpRequest)\s*[.(]/;
    for (const { path, text } of files) {
      const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      expect(globals.test(code), path).toBe(false);
    }
  });

  it('has no runtime dependency besides the api-client types', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    expect(Object.keys(pkg.dependencies ?? {})).toEqual(['@storefront/api-client']);
    expect(pkg.peerDependencies).toBeUndefined();
  });
});
