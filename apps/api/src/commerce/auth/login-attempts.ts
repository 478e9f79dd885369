import { sql } from 'drizzle-orm';
import { rows, type SqlExecutor } from '../db/sql-rows';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES, type LoginAttempt, secondsLocked } from './login-throttle';

async function recent(
  db: SqlExecutor,
  column: 'email' | 'ip',
  value: string,
  now: Date,
): Promise<LoginAttempt[]> {
  const since = new Date(now.getTime() - LOGIN_LOCK_MS).toISOString();
  const found = await rows<{ success: boolean; attempted_at: Date | string }>(
    db,
    sql`SELECT success, attempted_at FROM login_attempts
        WHERE ${sql.identifier(column)} = ${value} AND attempted_at > ${since}::timestamptz
        ORDER BY attempted_at DESC, id DESC LIMIT ${LOGIN_MAX_FAILURES}`,
  );
  return found.map((row) => ({ success: row.success, attemptedAt: new Date(row.attempted_at) }));
}

/** Seconds until the account or the address may try again (the longer of the two), 0 when allowed. */
export async function loginRetryAfter(
  db: SqlExecutor,
  email: string,
  ip: string | undefined,
  now = new Date(),
): Promise<number> {
  const account = secondsLocked(await recent(db, 'email', email, now), now);
  const address = ip ? secondsLocked(await recent(db, 'ip', ip, now), now) : 0;
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
