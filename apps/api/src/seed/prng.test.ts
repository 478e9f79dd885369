import { describe, expect, it } from 'vitest';
import { createRandom } from './prng';

describe('createRandom', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps int within bounds and reaches both ends', () => {
    const random = createRandom(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) {
      const value = random.int(3, 7);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(7);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('samples distinct elements', () => {
    const random = createRandom(7);
    const picked = random.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(picked).size).toBe(4);
    expect(random.sample([1, 2], 5)).toHaveLength(2);
  });
});
