import { describe, expect, it } from 'vitest';
import { customerStatusAfterAuth, sessionCheckClearsUser } from './auth-outcome';

describe('customer auth outcome', () => {
  it.each([
    [{ email: 'kari@example.no' }, 'succeeded'],
    [{ email: '' }, 'failed'],
    [{ email: null }, 'failed'],
    [{}, 'failed'],
    [null, 'failed'],
    [undefined, 'failed'],
  ])('%j -> %s', (answer, status) => {
    expect(customerStatusAfterAuth(answer)).toBe(status);
  });

  it.each([
    [{ ok: true, status: 204 }, true],
    [{ ok: true, status: 200 }, false],
    [{ ok: false, kind: 'exception', status: 502 }, true],
    [{ ok: false, kind: 'failure', status: 401 }, false],
    [{ ok: false, kind: 'redirect', status: 301 }, false],
  ])('session check %j clears the user: %s', (answer, clears) => {
    expect(sessionCheckClearsUser(answer)).toBe(clears);
  });
});
