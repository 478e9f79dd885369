import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_SCRYPT_PARAMS, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores the issue cost (N=2^17, r=8, p=1) and verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash.startsWith(`scrypt$${PASSWORD_SCRYPT_PARAMS.logN}$8$1$`)).toBe(true);
    expect(PASSWORD_SCRYPT_PARAMS.logN).toBe(17);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const params = { logN: 10, r: 8, p: 1 };
    const [a, b] = await Promise.all([hashPassword('same', params), hashPassword('same', params)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
  });

  it('never matches a malformed hash and answers false for an unknown account', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99$8$1$aa$bb')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
