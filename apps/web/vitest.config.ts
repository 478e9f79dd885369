import { createVitestConfig } from '@storefront/vitest-config';

export default createVitestConfig({
  environment: 'jsdom',
  include: ['app/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', '*.test.ts'],
});
