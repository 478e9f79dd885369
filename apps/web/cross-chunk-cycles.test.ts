import type { Rollup } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { failOnCrossChunkCycles } from './cross-chunk-cycles';

type RollupLog = Rollup.RollupLog;

describe('failOnCrossChunkCycles', () => {
  it('stops the build at a re-export that makes chunks import each other', () => {
    const warn = vi.fn();
    const cycle: RollupLog = {
      code: 'CYCLIC_CROSS_CHUNK_REEXPORT',
      message: 'Export "useText" of module "use-text.ts" was reexported through module "index.ts"',
    };
    expect(() => failOnCrossChunkCycles(cycle, warn)).toThrow(/useText.*reexported through/);
    expect(warn).not.toHaveBeenCalled();
  });

  it('passes every other warning on', () => {
    const warn = vi.fn();
    const other: RollupLog = { code: 'INVALID_ANNOTATION', message: 'A comment Rollup cannot interpret' };
    failOnCrossChunkCycles(other, warn);
    expect(warn).toHaveBeenCalledWith(other);
  });
});
