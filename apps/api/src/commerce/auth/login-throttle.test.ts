import { describe, expect, it } from 'vitest';
import { LOGIN_LOCK_MS, type LoginAttempt, normaliseEmail, secondsLocked } from './login-throttle';

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
