import { createVitestConfig } from '@storefront/vitest-config';

export default createVitestConfig({
  coverage: {
    include: ['src/**/*.ts'],
    thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
  },
});
