import type { UserConfig } from 'vitest/config';
export declare function createVitestConfig(options?: {
  environment?: 'node' | 'jsdom';
  setupFiles?: string[];
  coverage?: { include: string[]; thresholds?: Record<string, number> };
  testTimeout?: number;
  include?: string[];
}): UserConfig;
