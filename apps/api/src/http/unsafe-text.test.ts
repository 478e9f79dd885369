import { describe, expect, it } from 'vitest';
import { findUnsafeText, isUnsafeText } from './unsafe-text';

describe('unsafe text', () => {
  it('finds NUL characters and unpaired surrogates, and nothing else', () => {
    expect(isUnsafeText('sofa\u0000')).toBe(true);
    expect(isUnsafeText('\ud800')).toBe(true);
    expect(isUnsafeText('a\udc00b')).toBe(true);
    expect(isUnsafeText('\udc00\ud800')).toBe(true);
    expect(isUnsafeText('sofa 😀 æøå')).toBe(false);
    expect(isUnsafeText('')).toBe(false);
  });
  it('names the first unsafe string or key in a parsed input', () => {
    expect(findUnsafeText({ name: 'ok', lines: [{ code: 'A' }, { code: 'B\u0000' }] }, 'body')).toBe(
      'body.lines.1.code',
    );
    expect(findUnsafeText({ 'key\ud800': 1 }, 'query')).toBe('query');
    expect(findUnsafeText({ quantity: 3, flag: true, none: null }, 'body')).toBeUndefined();
    expect(findUnsafeText(undefined, 'body')).toBeUndefined();
  });
});
