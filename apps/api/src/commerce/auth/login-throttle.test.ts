import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  LOGIN_LOCK_MS,
  type LoginAttemptState,
  secondsLocked,
  throttleKeys,
} from './login-throttle';

describe('login throttle', () => {
  it('locks after the tenth consecutive failure and tells how long', () => {
    const start = new Date('2026-11-21T12:00:00Z');
    let state: LoginAttemptState | undefined;
    for (let i = 1; i <= 9; i++) {
      state = afterFailure(state, new Date(start.getTime() + i * 1000));
      expect(secondsLocked(state, new Date(start.getTime() + i * 1000))).toBe(0);
    }
    const tenth = new Date(start.getTime() + 10_000);
    state = afterFailure(state, tenth);
    expect(state.failures).toBe(10);
    expect(secondsLocked(state, tenth)).toBe(LOGIN_LOCK_MS / 1000);
    expect(secondsLocked(state, new Date(tenth.getTime() + LOGIN_LOCK_MS))).toBe(0);
  });

  it('forgets failures after a long pause', () => {
    const first = afterFailure(undefined, new Date(0));
    expect(afterFailure(first, new Date(LOGIN_LOCK_MS + 1)).failures).toBe(1);
    expect(afterFailure(first, new Date(1000)).failures).toBe(2);
  });

  it('counts accounts case-insensitively and addresses apart', () => {
    expect(throttleKeys(' Ann@Example.com ', '10.0.0.1')).toEqual({
      account: 'account:ann@example.com',
      address: 'address:10.0.0.1',
    });
  });
});
