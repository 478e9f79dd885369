import { createTsupConfig } from '@storefront/tsup-config';

export default createTsupConfig({ entry: ['src/index.ts', 'src/development.ts'] });
