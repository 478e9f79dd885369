import { createTsupConfig } from '@storefront/tsup-config';

// The public entries; every source module they reach becomes its own module in dist.
export default createTsupConfig({
  entry: [
    'src/index.ts',
    'src/icons/index.ts',
    'src/focus-trap/index.ts',
    'src/tokens/index.ts',
    'src/fonts.ts',
  ],
});
