import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseTrustProxy } from './trust-proxy.mjs';

test('TRUST_PROXY: none by default, hop counts, addresses, ranges and names', () => {
  assert.deepEqual(parseTrustProxy(undefined), { value: false });
  assert.deepEqual(parseTrustProxy(' false '), { value: false });
  assert.deepEqual(parseTrustProxy('1'), { value: 1 });
  assert.deepEqual(parseTrustProxy('loopback, 10.0.0.0/8, ::1, fd00::/8'), {
    value: ['loopback', '10.0.0.0/8', '::1', 'fd00::/8'],
  });
});

test('TRUST_PROXY: refuses trusting everyone and anything that is not an address', () => {
  for (const raw of ['true', '0', '11', '10.0.0.0/33', 'example.com', '10.0.0.1/8/1', 'loopback,']) {
    assert.ok('error' in parseTrustProxy(raw), raw);
  }
});
