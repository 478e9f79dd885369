import { defineConfig } from 'tsup';

/** Peer dependencies every package keeps external so a consumer has one copy of each. */
const PEERS = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^react-redux$/,
  /^@reduxjs\/toolkit/,
  /^@emotion\//,
  /^@storefront\//,
];

/**
 * The shared build: ESM with declarations, tree-shakable, peers and workspace packages external.
 * @param {{ entry: string[] | Record<string, string>, external?: (string|RegExp)[] }} options
 */
export function createTsupConfig({ entry, external = [] }) {
  return defineConfig({
    entry,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    target: 'es2022',
    external: [...PEERS, ...external],
    esbuildOptions(options) {
      options.jsx = 'automatic';
      options.jsxImportSource = '@emotion/react';
    },
  });
}
