import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { mergeCarts } from '../cart/cart-store';
import { setSessionCookie } from '../sessions/session-context';
import { createSession, deleteSession } from '../sessions/session-store';

/**
 * Starts a signed-in session: a brand-new session id (so an id planted before sign-in is worthless),
 * the anonymous cart merged into the customer's cart, and the old session row removed.
 */
export async function signIn(db: Database, request: FastifyRequest, reply: FastifyReply, customerId: number) {
  const previous = request.commerceSession;
  const created = await db.transaction(async (tx) => {
    const session = await createSession(tx as unknown as Database, customerId);
    if (previous) {
      if (previous.customerId === null) {
        await mergeCarts(tx, { sessionIdHash: previous.idHash }, { customerId });
      }
      await deleteSession(tx as unknown as Database, previous.idHash);
    }
    return session;
  });
  setSessionCookie(request, reply, created.token);
  request.commerceSession = { idHash: created.idHash, customerId };
}
