import { describe, expect, it } from 'vitest';
import {
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_LOCK_MS,
  LOGIN_MAX_FAILURES,
  type LoginAttempt,
  normaliseEmail,
  secondsAddressLocked,
  secondsLocked,
} from './login-throttle';

const now = new Date('2026-11-21T12:00:00Z');
const at = (msAgo: number, success = false): LoginAttempt => ({
  success,
  attemptedAt: new Date(now.getTime() - msAgo),
});

describe('secondsLocked', () => {
  it('allows nine failures and locks at ten for the rest of the window', () => {
    const nine = Array.from({ length: 9 }, (_, i) => at(i * 1000));
    expect(secondsLocked(nine, now)).toBe(0);
    const ten = [...nine, at(9000)];
    expect(secondsLocked(ten, now)).toBe(LOGIN_LOCK_MS / 1000);
    expect(secondsLocked([at(60_000), ...ten.slice(1)], now)).toBe(LOGIN_LOCK_MS / 1000 - 60);
  });

  it('a success breaks the run', () => {
    const attempts = [...Array.from({ length: 9 }, (_, i) => at(i * 1000)), at(9000, true), at(10_000)];
    expect(secondsLocked(attempts, now)).toBe(0);
  });

  it('failures older than the window do not count', () => {
    const attempts = [...Array.from({ length: 9 }, (_, i) => at(i * 1000)), at(LOGIN_LOCK_MS + 1)];
    expect(secondsLocked(attempts, now)).toBe(0);
  });

  it('normalises e-mail keys', () => {
    expect(normaliseEmail(' Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('secondsAddressLocked', () => {
  const failures = (count: number, msAgo = 0) =>
    Array.from({ length: count }, (_, i) => new Date(now.getTime() - msAgo - i * 1000));

  it('is far above the per-account limit', () => {
    expect(LOGIN_ADDRESS_MAX_FAILURES).toBeGreaterThanOrEqual(10 * LOGIN_MAX_FAILURES);
  });

  it('does not lock an address at the per-account limit', () => {
    expect(secondsAddressLocked(failures(LOGIN_MAX_FAILURES), now)).toBe(0);
    expect(secondsAddressLocked(failures(LOGIN_ADDRESS_MAX_FAILURES - 1), now)).toBe(0);
  });

  it('locks at the ceiling until the oldest counted failure leaves the window', () => {
    const all = failures(LOGIN_ADDRESS_MAX_FAILURES);
    const oldestAgo = (LOGIN_ADDRESS_MAX_FAILURES - 1) * 1000;
    expect(secondsAddressLocked(all, now)).toBe((LOGIN_LOCK_MS - oldestAgo) / 1000);
  });

  it('failures older than the window do not count', () => {
    const stale = failures(LOGIN_ADDRESS_MAX_FAILURES, LOGIN_LOCK_MS);
    expect(secondsAddressLocked(stale, now)).toBe(0);
  });
});
