import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rows, type SqlExecutor } from '../db/sql-rows';

/** A message the shop would e-mail. */
export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  /** The one link the message is about (a reset link), kept apart so tests can follow it. */
  link?: string;
}

/** A stored message of the dev outbox. */
export interface OutboxEntry extends OutgoingMail {
  id: number;
  createdAt: string;
}

/** Whether the dev outbox is on: `DEV_OUTBOX=1` (set by the e2e start and `pnpm dev`); off in production. */
export function devOutboxFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DEV_OUTBOX === '1' || env.DEV_OUTBOX === 'true';
}

/**
 * Sends mail the only way a reference server without a mail server can: with the dev outbox on, the message
 * goes to the `dev_outbox` table and an info log line (link included) so tests and developers can follow it.
 * With it off, a warning says a message could not be delivered, naming neither the link nor the body: reset
 * links are secrets and production logs are not a mailbox.
 */
export async function sendMail(
  db: SqlExecutor,
  log: FastifyBaseLogger,
  devOutbox: boolean,
  mail: OutgoingMail,
): Promise<void> {
  if (!devOutbox) {
    log.warn({ subject: mail.subject }, 'no mail transport configured: message not delivered');
    return;
  }
  await db.execute(
    sql`INSERT INTO dev_outbox (recipient, subject, body, link)
        VALUES (${mail.to}, ${mail.subject}, ${mail.body}, ${mail.link ?? null})`,
  );
  log.info({ outbox: { to: mail.to, subject: mail.subject, link: mail.link } }, 'dev outbox: message stored');
}

/** The newest messages to an address (case does not matter), newest first. */
export async function readOutbox(db: SqlExecutor, to: string, limit = 20): Promise<OutboxEntry[]> {
  const found = await rows<{
    id: number;
    recipient: string;
    subject: string;
    body: string;
    link: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT id, recipient, subject, body, link, created_at FROM dev_outbox
        WHERE lower(recipient) = lower(${to}) ORDER BY id DESC LIMIT ${limit}`,
  );
  return found.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    ...(row.link !== null && { link: row.link }),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
