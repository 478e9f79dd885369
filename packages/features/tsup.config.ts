import { createTsupConfig } from '@storefront/tsup-config';
import build from './tsconfig.build.json' with { type: 'json' };

// The public entries (the root and one per feature, listed once in tsconfig.build.json); every source module
// they reach becomes its own module in dist.
export default createTsupConfig({ entry: build.files });
