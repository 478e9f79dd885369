// @vitest-environment node
// esbuild checks TextEncoder output against the realm's Uint8Array, which jsdom replaces.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const iconsDir = fileURLToPath(new URL('.', import.meta.url));

/** The first path of each icon file, which identifies that icon's drawing in a bundle. */
function firstPathOf(file: string): string {
  const match = /\sd="([^"]+)"/.exec(readFileSync(`${iconsDir}/${file}`, 'utf8'));
  if (!match?.[1]) throw new Error(`no path in ${file}`);
  return match[1];
}

/** Bundles a one-line consumer of the icons entry the way an app bundler would (ESM, minified, tree-shaken). */
async function bundleConsumer(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: iconsDir, loader: 'tsx' },
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    treeShaking: true,
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    external: ['react', 'react/*', '@emotion/react', '@emotion/react/*'],
    // Workspace packages from source, as the tests run before any build.
    conditions: ['@storefront/source'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('@storefront/ui/icons', () => {
  const iconFiles = readdirSync(iconsDir).filter((f) => f.endsWith('-icon.tsx'));

  it('has every icon the screens need', () => {
    expect(iconFiles.length).toBeGreaterThanOrEqual(30);
  });

  it('given a consumer importing only CartIcon, bundles no other icon', async () => {
    const code = await bundleConsumer(
      'import { CartIcon } from \'./index\';\nexport const el = <CartIcon title="Cart" />;',
    );
    expect(code).toContain(firstPathOf('cart-icon.tsx'));
    const others = iconFiles.filter((f) => f !== 'cart-icon.tsx');
    for (const file of others) expect(code, file).not.toContain(firstPathOf(file));
    // The logo's wordmark is not an icon either.
    expect(code).not.toContain('Storefront');
  });

  it('given a consumer importing all icons, bundles them (the check above can fail)', async () => {
    const code = await bundleConsumer("import * as icons from './index';\nexport const all = icons;");
    for (const file of iconFiles) expect(code, file).toContain(firstPathOf(file));
  });
});
