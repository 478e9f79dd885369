import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { firstRow, type SqlExecutor } from '../db/sql-rows';

/** The ForgotPasswordPage per language when the content has none yet. */
const FALLBACK_PATHS = { en: '/en/forgot-password', no: '/no/glemt-passord' } as const;

/**
 * The shop's origin as the shopper sees it, from what the shop's web server forwarded (never from the
 * request's own Origin or forwarding headers, which any caller could set to send reset links elsewhere).
 */
export function shopOrigin(request: FastifyRequest): string {
  const { host, tls } = request.forwarding;
  return `${tls ? 'https' : 'http'}://${host ?? 'localhost'}`;
}

/**
 * The reset link: the ForgotPasswordPage of the language (read from the content, only same-site paths
 * accepted) with the token as `?token=`. Nothing from the request body goes into it.
 */
export async function resetLink(
  db: SqlExecutor,
  origin: string,
  language: 'no' | 'en',
  token: string,
): Promise<string> {
  const row = await firstRow<{ url: string }>(
    db,
    sql`SELECT url FROM pages WHERE page_type = 'ForgotPasswordPage' AND language = ${language}
        ORDER BY id LIMIT 1`,
  );
  const stored = row?.url;
  const path =
    stored?.startsWith('/') && !stored.startsWith('//') && !stored.includes('\\')
      ? stored
      : FALLBACK_PATHS[language];
  const url = new URL(path, origin);
  url.searchParams.set('token', token);
  return url.toString();
}
