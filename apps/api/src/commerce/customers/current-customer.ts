import type { FastifyRequest } from 'fastify';
import { notSignedIn } from '../http/http-error';

/** The internal id of the signed-in customer; 401 when the visitor is anonymous. */
export function requireCustomerId(request: FastifyRequest): number {
  const id = request.commerceSession?.customerId;
  if (id === null || id === undefined) throw notSignedIn();
  return id;
}

/**
 * A route's `preValidation` hook for routes of signed-in customers: 401 for an anonymous visitor before
 * the body is validated (sign-in comes before field errors).
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireCustomerId(request);
}
