import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The visitor's address for rate limiting. Requests from a loopback peer come through the shop's own
 * web server, so its `X-Forwarded-For` (last entry, the one it appended) is trusted there and nowhere
 * else. Undefined when a proxied request does not say: counting every shopper behind the proxy as one
 * address would let ten typos lock everybody out, so those attempts are limited per account only.
 */
export function clientAddress(request: FastifyRequest): string | undefined {
  const peer = request.socket.remoteAddress ?? request.ip;
  if (!LOOPBACK.has(peer)) return peer;
  const forwarded = request.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  const last = list[list.length - 1]?.trim();
  if (last) return last;
  return request.headers['x-forwarded-host'] ? undefined : peer;
}
