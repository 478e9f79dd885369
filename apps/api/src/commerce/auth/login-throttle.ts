/** Consecutive failed logins allowed per account (e-mail address); the next attempt is refused. */
export const LOGIN_MAX_FAILURES = 10;

/**
 * Failed logins allowed from one client address within LOGIN_LOCK_MS, across all accounts, before that address
 * is refused. Much higher than the per-account limit: an office behind one address must not be locked out by
 * one person's typos (those lock only that person's account), while spraying passwords over many accounts from
 * one address still stops.
 */
export const LOGIN_ADDRESS_MAX_FAILURES = 100;

/** How long a lock lasts after the last failure; failures older than this no longer count. */
export const LOGIN_LOCK_MS = 15 * 60 * 1000;

/** One logged login attempt, as read from the attempt log. */
export interface LoginAttempt {
  success: boolean;
  attemptedAt: Date;
}

/**
 * Seconds until another attempt is allowed for one key (an account or an address), given its most recent
 * attempts newest first. Locked when the last LOGIN_MAX_FAILURES attempts inside the window all failed:
 * a success breaks the run, and the lock ends LOGIN_LOCK_MS after the latest failure.
 *
 * @example
 * secondsLocked(tenFailuresJustNow, now); // 900
 */
export function secondsLocked(recentNewestFirst: readonly LoginAttempt[], now: Date): number {
  const windowStart = now.getTime() - LOGIN_LOCK_MS;
  const run = recentNewestFirst.slice(0, LOGIN_MAX_FAILURES);
  if (run.length < LOGIN_MAX_FAILURES) return 0;
  if (run.some((attempt) => attempt.success || attempt.attemptedAt.getTime() <= windowStart)) return 0;
  const until = run[0]!.attemptedAt.getTime() + LOGIN_LOCK_MS;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * Seconds until an address may try again, given its failed attempts inside the last LOGIN_LOCK_MS (newest first,
 * successes left out: one person signing in must not reset the count for somebody spraying passwords). A sliding
 * window: refused while `max` or more failures lie inside it, until the oldest of those ages out.
 *
 * @example
 * secondsAddressLocked(hundredFailuresInTheLastMinute, now); // about 840
 */
export function secondsAddressLocked(
  failuresNewestFirst: readonly Date[],
  now: Date,
  max = LOGIN_ADDRESS_MAX_FAILURES,
): number {
  const windowStart = now.getTime() - LOGIN_LOCK_MS;
  const inWindow = failuresNewestFirst.filter((at) => at.getTime() > windowStart).slice(0, max);
  if (inWindow.length < max) return 0;
  const until = inWindow[max - 1]!.getTime() + LOGIN_LOCK_MS;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

/** The e-mail key under which account failures are counted: case and surrounding spaces do not matter. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
