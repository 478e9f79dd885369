import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions } from '../../db/schema';
import {
  newSessionToken,
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
  sessionTokenDigest,
} from './session-token';

/** A live session as the routes see it. */
export interface CommerceSession {
  /** SHA-256 digest of the cookie token: the row key and the owner key of an anonymous cart. */
  idHash: string;
  /** Internal id of the signed-in customer, or null for an anonymous visitor. */
  customerId: number | null;
}

/** A session just created: the token goes into the cookie, the digest into the database. */
export interface NewSession extends CommerceSession {
  token: string;
}

/**
 * Finds the live session behind a cookie token and slides its idle expiry forward (at most once a
 * minute, so a burst of reads does not become a burst of writes). Expired sessions are not found.
 * `touched` tells the caller to re-send the cookie so its lifetime follows the row's.
 */
export async function findSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<(CommerceSession & { touched: boolean }) | undefined> {
  const idHash = sessionTokenDigest(token);
  const [row] = await db
    .select({ idHash: sessions.idHash, customerId: sessions.customerId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)));
  if (!row) return undefined;
  const touched = now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS;
  if (touched) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) })
      .where(eq(sessions.idHash, idHash));
  }
  return { idHash: row.idHash, customerId: row.customerId, touched };
}

/** Creates a session row (anonymous when customerId is null) and returns its new token. */
export async function createSession(
  db: Database,
  customerId: number | null,
  now = new Date(),
): Promise<NewSession> {
  const token = newSessionToken();
  const idHash = sessionTokenDigest(token);
  await db.insert(sessions).values({
    idHash,
    customerId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  return { token, idHash, customerId };
}

/** Ends a session: the row goes, so the old cookie is worthless even if it was copied. */
export async function deleteSession(db: Database, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/**
 * Removes sessions whose idle time ran out, and the anonymous carts they leave behind (expired rows are never
 * found anyway; this only keeps the tables small). Called at start and then hourly.
 */
export async function deleteExpiredSessions(db: Database, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.execute(
    sql`DELETE FROM carts c WHERE c.customer_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id_hash = c.session_id_hash)`,
  );
}

/**
 * Whether the session behind a cookie token is live and signed in, read only: unlike findSession it never
 * slides the expiry, so the public catalogue reads that ask it stay reads.
 */
export async function isSignedInSession(db: Database, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ customerId: sessions.customerId })
    .from(sessions)
    .where(and(eq(sessions.idHash, sessionTokenDigest(token)), gt(sessions.expiresAt, now)));
  return row?.customerId !== null && row?.customerId !== undefined;
}
