import type { FastifyRequest } from 'fastify';

/**
 * The visitor's address for rate limiting: the socket's peer, or what the shop's web server says when the
 * request came through it (see `forwarding.ts`). Undefined when a proxied request does not say: counting
 * every shopper behind the proxy as one address would let ten typos lock everybody out, so those attempts
 * are limited per account only.
 */
export function clientAddress(request: FastifyRequest): string | undefined {
  return request.forwarding.address;
}
