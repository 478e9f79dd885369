import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Rollup } from 'vite';
import { sharedPackagesChunk } from './shared-packages-chunk';

const SOURCE_CONDITION = '@storefront/source';
const apiTarget = process.env.API_BASE || `http://127.0.0.1:${process.env.API_PORT || 4000}`;

/**
 * Rollup's `onwarn` for both builds: a module re-exported through a feature's `index.ts` that depends back on
 * that entry, with the two in different chunks (`CYCLIC_CROSS_CHUNK_REEXPORT`), makes chunks import each other,
 * and their execution order may break. Such a cycle (a slice importing actions through an entry whose
 * components reach the store again) once gave 175 warnings nobody read; the build now stops at the first. The
 * fix is in packages/features: what slices and store-level code import lives in `store/` or `shared/`.
 * Every other warning goes to the default handler as before.
 */
const failOnCyclicCrossChunkReexport: Rollup.WarningHandlerWithDefault = (warning, warn) => {
  if (warning.code === 'CYCLIC_CROSS_CHUNK_REEXPORT') throw new Error(warning.message);
  warn(warning);
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  // Workspace packages are compiled from source, so the app and its packages share one build.
  resolve: { conditions: [SOURCE_CONDITION, 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, 'module', 'node', 'development|production'] } },
  esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
  // The client build's manifest tells the server which chunks a page type needs (page-preloads.server.ts).
  build: {
    manifest: true,
    // Font files stay files: the font-face stylesheet is inlined into every document (shell/root-stylesheet),
    // and a face the page does not use (another script's subset, picked by unicode-range) costs nothing as a
    // file, but several KB of every HTML answer as a data URI.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rollupOptions: {
      onwarn: failOnCyclicCrossChunkReexport,
      // The browser's chunks only: the server build is one process's modules, read from disk once.
      ...(isSsrBuild ? {} : { output: { manualChunks: sharedPackagesChunk } }),
    },
  },
  server: { proxy: { '/api': apiTarget } },
}));
