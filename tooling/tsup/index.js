import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { extname, join, relative, resolve } from 'node:path';
import { build as esbuild } from 'esbuild';
import { defineConfig } from 'tsup';
import { fixDeclarationSpecifiers } from './declarations.js';

/** Peer dependencies every package keeps external so a consumer has one copy of each. */
const PEERS = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^react-redux$/,
  /^@reduxjs\/toolkit/,
  /^@emotion\//,
  /^@storefront\//,
];

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/**
 * The source file a relative specifier names (`./a` → `a.ts`, `a.tsx`, `a/index.ts` or `a/index.tsx`) and the
 * specifier the built module uses for it (`./a.js` or `./a/index.js`); undefined for anything else (CSS).
 * @param {string} resolveDir
 * @param {string} specifier
 */
function resolveSource(resolveDir, specifier) {
  const base = resolve(resolveDir, specifier);
  for (const extension of SOURCE_EXTENSIONS) {
    if (existsSync(base + extension)) return { file: base + extension, specifier: `${specifier}.js` };
  }
  for (const extension of SOURCE_EXTENSIONS) {
    const index = join(base, `index${extension}`);
    if (existsSync(index)) return { file: index, specifier: `${specifier.replace(/\/$/, '')}/index.js` };
  }
  return undefined;
}

/**
 * Keeps every source module its own output module: a relative import of another source module stays an
 * import (of its `.js` output) instead of being inlined, so a consumer's bundler sees the package's module
 * graph and drops what an app does not use (with `sideEffects: false`).
 * @type {import('esbuild').Plugin}
 */
const oneModulePerSource = {
  name: 'storefront-one-module-per-source',
  setup(build) {
    build.onResolve({ filter: /^\.\.?(\/|$)/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const target = resolveSource(args.resolveDir, args.path);
      return target ? { path: target.specifier, external: true } : undefined;
    });
  },
};

/**
 * A `.tsx` module that never mentions `css` compiles with React's own JSX runtime instead of Emotion's: Emotion's
 * `jsx` hands an element without a `css` prop to React's unchanged, but importing it loads Emotion's style
 * machinery, which an icon or a context provider would otherwise carry into every first load.
 * The pragma goes on the first line so source maps keep their line numbers.
 * @type {import('esbuild').Plugin}
 */
const reactRuntimeWithoutCss = {
  name: 'storefront-react-runtime-without-css',
  setup(build) {
    build.onLoad({ filter: /\.tsx$/ }, async (args) => {
      const contents = await readFile(args.path, 'utf8');
      if (/\bcss\b/.test(contents)) return undefined;
      return { contents: `/** @jsxImportSource react */ ${contents}`, loader: 'tsx' };
    });
  },
};

/**
 * Every source module the public entries reach, statically or through `import()`: the modules the package
 * publishes (tests, stories and fixtures are not reached, so they are not built).
 * @param {string[]} entries
 */
async function reachableSources(entries) {
  const result = await esbuild({
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    outdir: 'reach',
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    plugins: [
      {
        name: 'bare-external',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.kind === 'entry-point' ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return Object.keys(result.metafile.inputs)
    .filter((file) => SOURCE_EXTENSIONS.includes(extname(file)) && !file.endsWith('.d.ts'))
    .sort();
}

/**
 * Declarations for every published module: `tsc` with `tsconfig.build.json` (the public entries, declarations
 * only, workspace packages read from their built `dist`), then relative specifiers get the `.js` extension
 * Node's ESM resolution (and TypeScript's `node16`/`nodenext`) needs.
 */
async function emitDeclarations() {
  const tsc = createRequire(join(process.cwd(), 'package.json')).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  await fixDeclarationSpecifiers(join(process.cwd(), 'dist'));
}

/**
 * The shared build: ESM, one output module per source module (tree-shakable by any bundler), source maps,
 * declarations from `tsc`, peers and workspace packages external.
 * @param {{ entry: string[], external?: (string|RegExp)[] }} options  the public entries (files in `src`)
 */
export function createTsupConfig({ entry, external = [] }) {
  return defineConfig(async () => {
    const sources = await reachableSources(entry);
    const outside = sources.filter((file) => relative('src', file).startsWith('..'));
    if (outside.length > 0) throw new Error(`entries reach modules outside src: ${outside.join(', ')}`);
    return {
      entry: sources,
      outDir: 'dist',
      format: ['esm'],
      dts: false,
      sourcemap: true,
      clean: true,
      bundle: true,
      splitting: false,
      treeshake: false,
      target: 'es2022',
      external: [...PEERS, ...external],
      esbuildPlugins: [oneModulePerSource, reactRuntimeWithoutCss],
      esbuildOptions(options) {
        options.jsx = 'automatic';
        options.jsxImportSource = '@emotion/react';
        options.outbase = 'src';
      },
      onSuccess: emitDeclarations,
    };
  });
}
