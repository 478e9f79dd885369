import { describe, expect, it } from 'vitest';
import { moveActiveIndex } from './move-active-index';

describe('moveActiveIndex', () => {
  it.each([
    [-1, 1, 3, 0],
    [-1, -1, 3, 2],
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [5, 1, 3, 0],
    [0, 1, 0, -1],
  ] as const)('from %i by %i of %i goes to %i', (current, step, count, expected) => {
    expect(moveActiveIndex(current, step, count)).toBe(expected);
  });
});
