import { defineConfig } from 'vitest/config';

const SOURCE_CONDITION = '@storefront/source';

/**
 * The shared test preset. Tests import workspace packages from source, never from a build.
 * @param {{ environment?: 'node' | 'jsdom', setupFiles?: string[], coverage?: { include: string[], thresholds?: Record<string, number> }, testTimeout?: number, include?: string[] }} [options]
 */
export function createVitestConfig(options = {}) {
  const {
    environment = 'node',
    setupFiles = [],
    coverage,
    testTimeout = 15_000,
    include = ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  } = options;
  return defineConfig({
    resolve: { conditions: [SOURCE_CONDITION, 'module', 'browser', 'development|production'] },
    ssr: { resolve: { conditions: [SOURCE_CONDITION, 'module', 'node', 'development|production'] } },
    esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
    test: {
      environment,
      setupFiles,
      testTimeout,
      hookTimeout: 60_000,
      include,
      restoreMocks: true,
      // CI runs every workspace's suite on two shared cores; one retry absorbs a timing hiccup, never a real failure twice.
      retry: process.env.CI ? 1 : 0,
      ...(coverage && {
        coverage: {
          provider: 'v8',
          include: coverage.include,
          exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'],
          thresholds: coverage.thresholds,
          reporter: ['text-summary', 'text'],
        },
      }),
    },
  });
}
