import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters; stored with each hash so they can be raised later without breaking old hashes. */
export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

/** The cost the issue asks for: N = 2^17, r = 8, p = 1 (128 MiB of memory per hash). */
export const PASSWORD_SCRYPT_PARAMS: ScryptParams = { logN: 17, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** Shortest and longest password accepted; long passphrases are welcome, the upper bound only stops abuse. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.logN;
  // Node's default maxmem (32 MiB) is below what N=2^17, r=8 needs (128 * N * r = 128 MiB), so raise it with headroom.
  const maxmem = 128 * N * params.r * 2;
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { N, r: params.r, p: params.p, maxmem },
      (error, key) => {
        if (error) reject(error);
        else resolve(key);
      },
    );
  });
}

/** Hashes a password into `scrypt$logN$r$p$salt$hash` (base64url parts). */
export async function hashPassword(
  password: string,
  params: ScryptParams = PASSWORD_SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.logN,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, logN, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (![params.logN, params.r, params.p].every((n) => Number.isInteger(n) && n > 0) || params.logN > 20)
    return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check, for a login with an unknown e-mail address,
 * so response time does not reveal which addresses have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password that never matches');
  await verifyPassword(password, await dummyHash);
  return false;
}
