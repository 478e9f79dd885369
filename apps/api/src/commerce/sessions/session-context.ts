import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { type CommerceSession, createSession, findSession } from './session-store';
import { isWellFormedSessionToken, SESSION_COOKIE, SESSION_IDLE_MS } from './session-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's live session, or null before one exists (commerce routes only). */
    commerceSession: CommerceSession | null;
  }
}

/** Secure cookies when the visitor reached us over TLS (directly, or through the shop's web server). */
function servedOverTls(request: FastifyRequest): boolean {
  return request.forwarding.tls;
}

/** Writes the session cookie: HttpOnly, SameSite=Lax, Secure behind TLS, living as long as the idle expiry. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: servedOverTls(request),
    maxAge: Math.floor(SESSION_IDLE_MS / 1000),
  });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: servedOverTls(request),
  });
}

/**
 * Loads the session named by the cookie before every commerce route runs: before its input is validated,
 * so a route that needs a signed-in customer answers 401 before it names bad fields.
 */
export function registerSessionLoading(app: FastifyInstance, db: Database): void {
  app.decorateRequest('commerceSession', null);
  app.addHook('preValidation', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!isWellFormedSessionToken(token)) return;
    const session = await findSession(db, token);
    if (!session) {
      clearSessionCookie(request, reply);
      return;
    }
    request.commerceSession = { idHash: session.idHash, customerId: session.customerId };
    if (session.touched) setSessionCookie(request, reply, token);
  });
}

/**
 * The visitor's session, created (anonymous) when there is none yet. Only state-changing routes call
 * this, so reading pages never creates sessions.
 */
export async function ensureSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CommerceSession> {
  if (request.commerceSession) return request.commerceSession;
  const created = await createSession(db, null);
  setSessionCookie(request, reply, created.token);
  request.commerceSession = { idHash: created.idHash, customerId: null };
  return request.commerceSession;
}
