import { sql } from 'drizzle-orm';
import { rows, type SqlExecutor } from '../db/sql-rows';
import {
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_LOCK_MS,
  LOGIN_MAX_FAILURES,
  type LoginAttempt,
  secondsAddressLocked,
  secondsLocked,
} from './login-throttle';

async function recentForAccount(db: SqlExecutor, email: string, now: Date): Promise<LoginAttempt[]> {
  const since = new Date(now.getTime() - LOGIN_LOCK_MS).toISOString();
  const found = await rows<{ success: boolean; attempted_at: Date | string }>(
    db,
    sql`SELECT success, attempted_at FROM login_attempts
        WHERE email = ${email} AND attempted_at > ${since}::timestamptz
        ORDER BY attempted_at DESC, id DESC LIMIT ${LOGIN_MAX_FAILURES}`,
  );
  return found.map((row) => ({ success: row.success, attemptedAt: new Date(row.attempted_at) }));
}

async function recentFailuresFromAddress(db: SqlExecutor, ip: string, now: Date): Promise<Date[]> {
  const since = new Date(now.getTime() - LOGIN_LOCK_MS).toISOString();
  const found = await rows<{ attempted_at: Date | string }>(
    db,
    sql`SELECT attempted_at FROM login_attempts
        WHERE ip = ${ip} AND NOT success AND attempted_at > ${since}::timestamptz
        ORDER BY attempted_at DESC, id DESC LIMIT ${LOGIN_ADDRESS_MAX_FAILURES}`,
  );
  return found.map((row) => new Date(row.attempted_at));
}

/**
 * Seconds until this sign-in may be tried (the longer of the two locks), 0 when allowed: the account after
 * LOGIN_MAX_FAILURES consecutive failures, the client address after LOGIN_ADDRESS_MAX_FAILURES failures within
 * the window across all accounts. Another account's failures from the same address below that ceiling never
 * refuse a correct password.
 */
export async function loginRetryAfter(
  db: SqlExecutor,
  email: string,
  ip: string | undefined,
  now = new Date(),
): Promise<number> {
  const account = secondsLocked(await recentForAccount(db, email, now), now);
  const address = ip ? secondsAddressLocked(await recentFailuresFromAddress(db, ip, now), now) : 0;
  return Math.max(account, address);
}

/** Logs one attempt (an unknown address is logged as '' and never counted). */
export async function recordLoginAttempt(
  db: SqlExecutor,
  email: string,
  ip: string | undefined,
  success: boolean,
  now = new Date(),
): Promise<void> {
  await db.execute(
    sql`INSERT INTO login_attempts (email, ip, success, attempted_at)
        VALUES (${email}, ${ip ?? ''}, ${success}, ${now.toISOString()}::timestamptz)`,
  );
}
