import type { FastifyRequest } from 'fastify';
import { notSignedIn } from '../http/http-error';

/** The internal id of the signed-in customer; 401 when the visitor is anonymous. */
export function requireCustomerId(request: FastifyRequest): number {
  const id = request.commerceSession?.customerId;
  if (id === null || id === undefined) throw notSignedIn();
  return id;
}
