import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY, DEFAULT_LANGUAGE, DEFAULT_PAGE_SIZE } from './constants';

describe('spec defaults', () => {
  it('match section 1 and 9', () => {
    expect([DEFAULT_LANGUAGE, DEFAULT_CURRENCY, DEFAULT_COUNTRY, DEFAULT_PAGE_SIZE]).toEqual([
      'no',
      'SEK',
      'NO',
      24,
    ]);
  });
});
