import { describe, expect, it } from 'vitest';
import { createRasterCache } from './raster-cache';

const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="${fill}"/></svg>`;

describe('createRasterCache', () => {
  it('renders once per key and drops the least recently used beyond its capacity', () => {
    const cache = createRasterCache(2);
    let renders = 0;
    const svg = (fill: string) => () => {
      renders += 1;
      return square(fill);
    };
    const red = cache.png('red', svg('red'));
    expect(red.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(cache.png('red', svg('red'))).toBe(red);
    cache.png('blue', svg('blue'));
    cache.png('red', svg('red'));
    cache.png('green', svg('green'));
    expect(cache.size).toBe(2);
    expect(renders).toBe(3);
    // 'blue' was the least recently used, so it is rendered again; 'red' is still cached.
    cache.png('red', svg('red'));
    cache.png('blue', svg('blue'));
    expect(renders).toBe(4);
  });
});
