import { passwordResetBodySchema, passwordResetRequestBodySchema } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { contentLanguage } from '../../http/language';
import { noContent, routeResponses } from '../../http/route-responses';
import { normaliseEmail } from '../auth/login-throttle';
import { hashPassword } from '../auth/password';
import { firstRow } from '../db/sql-rows';
import { clientAddress } from '../http/client-address';
import { sendMail } from '../mail/dev-outbox';
import { resetLink, shopOrigin } from './reset-link';
import { recordResetRequest, resetRequestRetryAfter } from './reset-request-limit';
import { consumeResetToken, createResetToken } from './reset-tokens';

/** The one answer for an unknown, used or expired token. */
const INVALID_TOKEN = () =>
  new ApiError(400, 'VALIDATION_FAILED', 'This reset link is not valid any more. Ask for a new one.', {
    token: 'This reset link is not valid any more. Ask for a new one.',
  });

const MAIL_TEXT = {
  en: {
    subject: 'Reset your password',
    body: (link: string) =>
      `Someone asked to reset the password of your account. Open this link within one hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.`,
  },
  no: {
    subject: 'Tilbakestill passordet ditt',
    body: (link: string) =>
      `Noen har bedt om å tilbakestille passordet til kontoen din. Åpne lenken innen én time for å velge et nytt passord:\n\n${link}\n\nHvis det ikke var deg, kan du se bort fra denne meldingen; passordet ditt er uendret.`,
  },
} as const;

/** What the password reset routes need. */
export interface PasswordResetRoutesOptions {
  db: Database;
  /** Mail is kept in the development outbox (and the log). */
  devOutbox: boolean;
}

/**
 * Forgotten password: request a link by e-mail, then set a new password with its token.
 * - The request always answers 204, whether an account has the address or not (no account enumeration), and
 *   is rate limited like sign-in (10 per address or client within 15 minutes, 429 with Retry-After).
 * - Tokens are 256 random bits, stored as SHA-256 digests, valid 1 hour, single use; a new password ends every
 *   session of the account and voids its other tokens.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (
  app,
  { db, devOutbox },
) => {
  const tags = ['customer'];
  app.post(
    '/api/customer/password-reset/request',
    {
      schema: {
        tags,
        body: passwordResetRequestBodySchema,
        response: routeResponses({ 204: noContent }, 429),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const email = normaliseEmail(body.email);
      const ip = clientAddress(request);
      const retryAfter = await resetRequestRetryAfter(db, email, ip);
      if (retryAfter > 0) {
        throw new ApiError(
          429,
          'TOO_MANY_REQUESTS',
          'Too many password reset requests. Try again later.',
          undefined,
          { 'Retry-After': String(retryAfter) },
        );
      }
      await recordResetRequest(db, email, ip);
      const account = await firstRow<{ id: number; email: string }>(
        db,
        sql`SELECT id, email FROM customers WHERE lower(email) = ${email} AND active`,
      );
      if (account) {
        const language = contentLanguage(request);
        const token = await createResetToken(db, account.id);
        const link = await resetLink(db, shopOrigin(request), language, token);
        const text = MAIL_TEXT[language];
        await sendMail(db, request.log, devOutbox, {
          to: account.email,
          subject: text.subject,
          body: text.body(link),
          link,
        });
      }
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/customer/password-reset',
    { schema: { tags, body: passwordResetBodySchema, response: routeResponses({ 204: noContent }) } },
    async (request, reply) => {
      const body = request.body;
      // Hash first: the token is used up only when the new password is ready to be written.
      const passwordHash = await hashPassword(body.newPassword);
      const done = await db.transaction(async (tx) => {
        const customerId = await consumeResetToken(tx, body.token);
        if (customerId === undefined) return false;
        await tx.execute(
          sql`UPDATE customers SET password_hash = ${passwordHash}, updated_at = now() WHERE id = ${customerId}`,
        );
        // Whoever knew the old password is signed out everywhere; older links of the account stop working.
        await tx.execute(sql`DELETE FROM sessions WHERE customer_id = ${customerId}`);
        await tx.execute(
          sql`UPDATE password_reset_tokens SET used_at = now() WHERE customer_id = ${customerId} AND used_at IS NULL`,
        );
        return true;
      });
      if (!done) throw INVALID_TOKEN();
      return reply.status(204).send();
    },
  );
};
