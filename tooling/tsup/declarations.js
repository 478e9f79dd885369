import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** `from './x'`, `import './x'`, `import('./x')` and `export * from './x'` with a relative specifier. */
const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.\.?(?:\/[^'"]*)?)\2/g;

/** @param {string} dir */
async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * The specifier Node's ESM resolution needs for a declaration's relative import: `./a` → `./a.js` when
 * `a.d.ts` exists, `./a/index.js` when `a/index.d.ts` does. Throws for a module that is not there.
 * @param {string} file  the declaration file
 * @param {string} specifier
 */
function withExtension(file, specifier) {
  if (/\.(js|css|json)$/.test(specifier)) return specifier;
  const base = resolve(dirname(file), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${file}: no declarations for ${specifier}`);
}

/**
 * Gives the relative imports of every `.d.ts` in `distDir` their `.js` extension (tsc keeps the specifiers as
 * written, and the sources use extensionless ones), and checks that every relative import of every built
 * `.js` module names a file that exists.
 * @param {string} distDir
 */
export async function fixDeclarationSpecifiers(distDir) {
  for await (const file of filesUnder(distDir)) {
    if (file.endsWith('.d.ts')) {
      const text = await readFile(file, 'utf8');
      const fixed = text.replace(
        RELATIVE_SPECIFIER,
        (_match, lead, quote, specifier) => `${lead}${quote}${withExtension(file, specifier)}${quote}`,
      );
      if (fixed !== text) await writeFile(file, fixed);
    } else if (file.endsWith('.js')) {
      const text = await readFile(file, 'utf8');
      for (const [, , , specifier] of text.matchAll(RELATIVE_SPECIFIER)) {
        if (!existsSync(resolve(dirname(file), specifier))) {
          throw new Error(`${file} imports ${specifier}, which the build did not write`);
        }
      }
    }
  }
}
