// Shared by the CPU scripts (hydration-cpu.mjs, interaction-cpu.mjs): medians that skip runs without a figure,
// and the load average line printed beside them.
import { readFileSync } from 'node:fs';

/** The median of the finite values; NaN when no run gave a figure. */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** /proc/loadavg as it reads (1, 5 and 15 minutes, tasks, last pid). */
export const loadLine = () => readFileSync('/proc/loadavg', 'utf8').trim();
