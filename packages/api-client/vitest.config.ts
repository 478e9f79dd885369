import { createVitestConfig } from '@storefront/vitest-config';

export default createVitestConfig();
