import { createVitestConfig } from '@storefront/vitest-config';
import { defineConfig } from 'vitest/config';

const ALL_TESTS = ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'];
const DATABASE_SUITES = ['src/**/*.db.test.ts', 'test/**/*.db.test.ts'];

const preset = createVitestConfig({ testTimeout: 180_000 });
// Each project names its own files; a root `include` would be merged into both.
const { include: _rootInclude, ...sharedTest } = preset.test ?? {};

/*
 * Two projects: 'pglite' runs every test on the embedded database; 'postgres' runs the database suites
 * (files named *.db.test.ts) again on a temporary PostgreSQL cluster, so the same SQL is proven on both.
 */
export default defineConfig({
  ...preset,
  test: {
    ...sharedTest,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: { name: 'pglite', include: ALL_TESTS, globalSetup: ['test/support/pglite-global-setup.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: DATABASE_SUITES,
          globalSetup: ['test/support/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
