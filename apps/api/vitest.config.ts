import { createVitestConfig } from '@storefront/vitest-config';

export default createVitestConfig({ testTimeout: 60_000 });
