import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { firstRow, type SqlExecutor } from '../db/sql-rows';

/** A reset link works for one hour after it was requested. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** A new reset token: 256 random bits, base64url; it exists only in the link. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: its SHA-256 digest, so the table cannot be turned back into links. */
export function resetTokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Stores a new token for the customer and answers it (the only time it is seen in clear). */
export async function createResetToken(
  db: SqlExecutor,
  customerId: number,
  now = new Date(),
): Promise<string> {
  const token = newResetToken();
  const expires = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  await db.execute(
    sql`INSERT INTO password_reset_tokens (token_hash, customer_id, created_at, expires_at)
        VALUES (${resetTokenDigest(token)}, ${customerId}, ${now.toISOString()}::timestamptz,
                ${expires.toISOString()}::timestamptz)`,
  );
  return token;
}

/**
 * Uses a token up: marks it used and answers its customer, or undefined when it is unknown, used or expired.
 * One UPDATE does the check and the marking, so two requests with the same link cannot both succeed.
 */
export async function consumeResetToken(
  db: SqlExecutor,
  token: string,
  now = new Date(),
): Promise<number | undefined> {
  const row = await firstRow<{ customer_id: number }>(
    db,
    sql`UPDATE password_reset_tokens SET used_at = ${now.toISOString()}::timestamptz
        WHERE token_hash = ${resetTokenDigest(token)} AND used_at IS NULL
          AND expires_at > ${now.toISOString()}::timestamptz
        RETURNING customer_id`,
  );
  return row?.customer_id;
}
