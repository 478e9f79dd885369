import { describe, expect, it } from 'vitest';
import { classifyLink, toInAppPath } from './classify-link';

describe('classifyLink', () => {
  const host = 'shop.example:3000';
  it.each([
    ['#maincontent', 'hash'],
    ['/en/about', 'internal'],
    ['about', 'internal'],
    ['http://shop.example:3000/en/cart-page', 'internal'],
    ['https://shop.example:3000/no/', 'internal'],
    ['mailto:support@shop.example', 'mailto'],
    ['tel:+4712345678', 'mailto'],
    ['https://shop.example/en', 'external'],
    ['https://facebook.com/storefront', 'external'],
    ['//cdn.example/x', 'external'],
  ] as const)('%s is %s', (href, kind) => {
    expect(classifyLink(href, host)).toBe(kind);
  });
});

describe('toInAppPath', () => {
  it('drops the origin of an absolute address and keeps query and hash', () => {
    expect(toInAppPath('http://shop.example/en/search?query=sofa#results')).toBe(
      '/en/search?query=sofa#results',
    );
  });
  it('leaves a path alone', () => {
    expect(toInAppPath('/en/about')).toBe('/en/about');
  });
});
