import { createVitestConfig } from '@storefront/vitest-config';

export default createVitestConfig({ environment: 'jsdom', setupFiles: ['./test/setup.ts'] });
