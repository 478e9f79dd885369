import { sql } from 'drizzle-orm';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES, secondsLocked } from '../auth/login-throttle';
import { rows, type SqlExecutor } from '../db/sql-rows';

async function recent(db: SqlExecutor, column: 'email' | 'ip', value: string, now: Date): Promise<Date[]> {
  const since = new Date(now.getTime() - LOGIN_LOCK_MS).toISOString();
  const found = await rows<{ requested_at: Date | string }>(
    db,
    sql`SELECT requested_at FROM password_reset_requests
        WHERE ${sql.identifier(column)} = ${value} AND requested_at > ${since}::timestamptz
        ORDER BY requested_at DESC, id DESC LIMIT ${LOGIN_MAX_FAILURES}`,
  );
  return found.map((row) => new Date(row.requested_at));
}

/**
 * Seconds until another reset link may be requested for the e-mail address or from the client address, 0 when
 * allowed. Limited like sign-in: every request counts as a failed attempt, so 10 within 15 minutes lock the
 * address (known or not, the same way) until 15 minutes after the last one. Keeps the shop from mailing
 * somebody's inbox full and an attacker from probing addresses quickly.
 */
export async function resetRequestRetryAfter(
  db: SqlExecutor,
  email: string,
  ip: string | undefined,
  now = new Date(),
): Promise<number> {
  const asFailures = (times: Date[]) => times.map((attemptedAt) => ({ success: false, attemptedAt }));
  const account = secondsLocked(asFailures(await recent(db, 'email', email, now)), now);
  const address = ip ? secondsLocked(asFailures(await recent(db, 'ip', ip, now)), now) : 0;
  return Math.max(account, address);
}

/** Logs one reset request (an unknown client address as '', never counted). */
export async function recordResetRequest(
  db: SqlExecutor,
  email: string,
  ip: string | undefined,
  now = new Date(),
): Promise<void> {
  await db.execute(
    sql`INSERT INTO password_reset_requests (email, ip, requested_at)
        VALUES (${email}, ${ip ?? ''}, ${now.toISOString()}::timestamptz)`,
  );
}
