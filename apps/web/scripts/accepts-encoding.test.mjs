import assert from 'node:assert/strict';
import { test } from 'node:test';
import { acceptsEncoding } from './accepts-encoding.mjs';

const gzip = (header) => acceptsEncoding(header, 'gzip');
const br = (header) => acceptsEncoding(header, 'br');

test('a browser header takes gzip and brotli', () => {
  assert.equal(gzip('gzip, deflate, br, zstd'), true);
  assert.equal(br('gzip, deflate, br, zstd'), true);
  assert.equal(gzip('br;q=1.0, gzip;q=0.8, *;q=0.1'), true);
  assert.equal(gzip('GZIP'), true);
  assert.equal(br('BR'), true);
  assert.equal(gzip('x-gzip'), true);
  assert.equal(gzip(['deflate', 'gzip']), true);
  assert.equal(br(['deflate', 'br']), true);
});

test('q=0 refuses a coding, however it is written', () => {
  assert.equal(gzip('gzip;q=0'), false);
  assert.equal(gzip('gzip; q=0.000, deflate'), false);
  assert.equal(gzip('deflate, GZIP ; Q=0'), false);
  assert.equal(br('gzip, br;q=0'), false);
  assert.equal(gzip('gzip, br;q=0'), true);
  // An explicit refusal wins over the wildcard.
  assert.equal(gzip('*, gzip;q=0'), false);
  assert.equal(br('*, br;q=0'), false);
});

test('the wildcard decides when the coding is not named', () => {
  assert.equal(gzip('*'), true);
  assert.equal(br('*'), true);
  assert.equal(gzip('br, *;q=0.5'), true);
  assert.equal(br('gzip, *;q=0.5'), true);
  assert.equal(gzip('br, *;q=0'), false);
});

test('not without the header, with identity only, an empty header or other codings', () => {
  assert.equal(gzip(undefined), false);
  assert.equal(br(undefined), false);
  assert.equal(gzip(''), false);
  assert.equal(gzip('identity'), false);
  assert.equal(gzip('deflate, br'), false);
  assert.equal(br('gzip, deflate'), false);
  // A coding whose name only contains the name is another coding.
  assert.equal(gzip('gzipped, notgzip'), false);
  assert.equal(br('brotli, x-br'), false);
});

test('a malformed weight does not count as acceptance', () => {
  assert.equal(gzip('gzip;q=abc'), false);
  assert.equal(gzip('gzip;q=1.5'), false);
  assert.equal(gzip('gzip;q=0.0001'), false);
  assert.equal(gzip('gzip;q=0.001'), true);
  assert.equal(br('br;q=2'), false);
});
