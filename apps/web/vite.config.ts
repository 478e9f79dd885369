import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { sharedPackagesChunk } from './shared-packages-chunk';

const SOURCE_CONDITION = '@storefront/source';
const apiTarget = process.env.API_BASE || `http://127.0.0.1:${process.env.API_PORT || 4000}`;

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
    // The browser's chunks only: the server build is one process's modules, read from disk once.
    rollupOptions: isSsrBuild ? undefined : { output: { manualChunks: sharedPackagesChunk } },
  },
  server: { proxy: { '/api': apiTarget } },
}));
