import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ApiError } from '../../http/api-error';
import { firstRow, type SqlExecutor } from '../db/sql-rows';

/** How long a shared cart link works. */
export const SHARED_CART_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Stores a snapshot of cart lines under a new unguessable id (128 bits). A snapshot, not a link to the
 * live cart: later changes of the sharer are not visible to whoever opens the link, and nothing of the
 * sharer (session, customer, coupons) is exposed.
 */
export async function shareCart(
  db: SqlExecutor,
  lines: readonly { code: string; quantity: number }[],
): Promise<string> {
  const shareId = randomBytes(16).toString('base64url');
  await db.execute(
    sql`INSERT INTO cart_shares (share_id, lines, expires_at)
        VALUES (${shareId}, ${JSON.stringify(lines)}::jsonb, ${new Date(Date.now() + SHARED_CART_TTL_MS).toISOString()}::timestamptz)`,
  );
  return shareId;
}

/** The lines of a shared cart; 404 when the id is unknown or expired. */
export async function loadSharedCart(
  db: SqlExecutor,
  shareId: string,
): Promise<{ code: string; quantity: number }[]> {
  const row = await firstRow<{ lines: { code: string; quantity: number }[] }>(
    db,
    sql`SELECT lines FROM cart_shares WHERE share_id = ${shareId} AND expires_at > now()`,
  );
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'This shared cart does not exist or has expired.');
  return row.lines;
}
