import type { Rollup } from 'vite';

type RollupLog = Rollup.RollupLog;

/**
 * Rollup's `onwarn` for the web build: a re-export through a module that depends back on the exporting one
 * (`CYCLIC_CROSS_CHUNK_REEXPORT`, typically a feature's `index.ts` barrel imported by a slice that the barrel's
 * components reach again through the store) makes chunks import each other, and Rollup warns that their
 * execution order may break. The build had 181 such warnings that nobody read; it now stops at the first, naming
 * the import to point at the exporting module. Every other warning goes on to Vite as before.
 */
export function failOnCrossChunkCycles(warning: RollupLog, warn: (warning: RollupLog) => void): void {
  if (warning.code === 'CYCLIC_CROSS_CHUNK_REEXPORT') throw new Error(warning.message);
  warn(warning);
}
