import { describe, expect, it } from 'vitest';
import { checkSameOrigin, guardStateChange } from './cross-site-guard';

const json = { 'content-type': 'application/json' };

describe('cross-site guard', () => {
  it('lets reads through untouched', () => {
    expect(guardStateChange('GET', { origin: 'https://evil.example' })).toBeUndefined();
  });

  it('accepts a same-origin JSON call through the web proxy', () => {
    const headers = {
      ...json,
      origin: 'http://localhost:3000',
      'x-forwarded-host': 'localhost:3000',
      host: '127.0.0.1:4000',
    };
    expect(guardStateChange('POST', headers)).toBeUndefined();
  });

  it('refuses another origin, and Sec-Fetch-Site cross-site or same-site', () => {
    expect(
      guardStateChange('POST', { ...json, origin: 'https://evil.example', host: 'shop.example' })?.status,
    ).toBe(403);
    expect(checkSameOrigin({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(checkSameOrigin({ 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(checkSameOrigin({ 'sec-fetch-site': 'same-origin', origin: 'http://a', host: 'a' })).toBe(true);
    expect(checkSameOrigin({ origin: 'null', host: 'a' })).toBe(false);
  });

  it('refuses bodies that are not JSON (forms, text/plain, none)', () => {
    for (const contentType of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]) {
      expect(guardStateChange('DELETE', { 'content-type': contentType })?.status).toBe(415);
    }
    expect(guardStateChange('PUT', {})?.status).toBe(415);
    expect(guardStateChange('PUT', { 'content-type': 'application/json; charset=utf-8' })).toBeUndefined();
  });

  it('lets the payment form post only with a matching Origin', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', host: 'shop.example' };
    expect(
      guardStateChange('POST', { ...form, origin: 'https://shop.example' }, { allowForm: true }),
    ).toBeUndefined();
    expect(guardStateChange('POST', form, { allowForm: true })?.status).toBe(415);
    expect(
      guardStateChange('POST', { ...form, origin: 'https://evil.example' }, { allowForm: true })?.status,
    ).toBe(403);
  });
});
