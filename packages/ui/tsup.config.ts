import { createTsupConfig } from '@storefront/tsup-config';

export default createTsupConfig({ entry: ['src/index.ts', 'src/icons/index.ts', 'src/tokens/index.ts'] });
