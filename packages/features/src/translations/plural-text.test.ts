import { describe, expect, it } from 'vitest';
import { pluralText } from './plural-text';

const forms = { one: '{count} line was added.', other: '{count} lines were added.' };

describe('pluralText', () => {
  it('uses the singular for exactly one and the plural otherwise, in both shop languages', () => {
    for (const language of ['en', 'nb']) {
      expect(pluralText(1, forms, language)).toBe('1 line was added.');
      expect(pluralText(0, forms, language)).toBe('0 lines were added.');
      expect(pluralText(2, forms, language)).toBe('2 lines were added.');
      expect(pluralText(21, forms, language)).toBe('21 lines were added.');
    }
  });
});
