/** Consecutive failed logins allowed per account and per address before the next attempt is refused. */
export const LOGIN_MAX_FAILURES = 10;

/** How long a locked account or address stays locked, and how long a failure is remembered. */
export const LOGIN_LOCK_MS = 15 * 60 * 1000;

/** What the store remembers about one key (an account or a client address). */
export interface LoginAttemptState {
  failures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

/** Keys under which failures are counted: one for the e-mail address, one for the client address. */
export function throttleKeys(email: string, ip: string): { account: string; address: string } {
  return { account: `account:${email.trim().toLowerCase()}`, address: `address:${ip}` };
}

/** Seconds until the key may try again, or 0 when it is not locked. */
export function secondsLocked(state: LoginAttemptState | undefined, now: Date): number {
  if (!state?.lockedUntil) return 0;
  const ms = state.lockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/**
 * The state after one more failure. Failures older than the lock window are forgotten, so
 * "consecutive" means without a success and without a long pause; the tenth locks the key.
 */
export function afterFailure(state: LoginAttemptState | undefined, now: Date): LoginAttemptState {
  const stale = !state || now.getTime() - state.lastFailureAt.getTime() > LOGIN_LOCK_MS;
  const expiredLock = state?.lockedUntil && state.lockedUntil.getTime() <= now.getTime();
  const failures = stale || expiredLock ? 1 : state.failures + 1;
  return {
    failures,
    lastFailureAt: now,
    lockedUntil: failures >= LOGIN_MAX_FAILURES ? new Date(now.getTime() + LOGIN_LOCK_MS) : null,
  };
}
