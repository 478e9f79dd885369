import assert from 'node:assert/strict';
import { test } from 'node:test';
import { acceptsGzip } from './accepts-gzip.mjs';

test('a browser header takes gzip', () => {
  assert.equal(acceptsGzip('gzip, deflate, br, zstd'), true);
  assert.equal(acceptsGzip('br;q=1.0, gzip;q=0.8, *;q=0.1'), true);
  assert.equal(acceptsGzip('GZIP'), true);
  assert.equal(acceptsGzip('x-gzip'), true);
  assert.equal(acceptsGzip(['deflate', 'gzip']), true);
});

test('q=0 refuses gzip, however it is written', () => {
  assert.equal(acceptsGzip('gzip;q=0'), false);
  assert.equal(acceptsGzip('gzip; q=0.000, deflate'), false);
  assert.equal(acceptsGzip('deflate, GZIP ; Q=0'), false);
  // An explicit refusal wins over the wildcard.
  assert.equal(acceptsGzip('*, gzip;q=0'), false);
});

test('the wildcard decides when gzip is not named', () => {
  assert.equal(acceptsGzip('*'), true);
  assert.equal(acceptsGzip('br, *;q=0.5'), true);
  assert.equal(acceptsGzip('br, *;q=0'), false);
});

test('no gzip without the header, with identity only or an empty header', () => {
  assert.equal(acceptsGzip(undefined), false);
  assert.equal(acceptsGzip(''), false);
  assert.equal(acceptsGzip('identity'), false);
  assert.equal(acceptsGzip('deflate, br'), false);
  // A coding whose name only contains "gzip" is another coding.
  assert.equal(acceptsGzip('gzipped, notgzip'), false);
});

test('a malformed weight does not count as acceptance', () => {
  assert.equal(acceptsGzip('gzip;q=abc'), false);
  assert.equal(acceptsGzip('gzip;q=1.5'), false);
  assert.equal(acceptsGzip('gzip;q=0.0001'), false);
  assert.equal(acceptsGzip('gzip;q=0.001'), true);
});
