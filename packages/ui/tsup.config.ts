import { createTsupConfig } from '@storefront/tsup-config';

export default createTsupConfig({
  entry: ['src/index.ts', 'src/icons/index.ts', 'src/tokens/index.ts', 'src/fonts.ts'],
  // Keep the font CSS imports in dist so the consumer's bundler resolves the woff2 files.
  external: [/^@fontsource\//],
});
