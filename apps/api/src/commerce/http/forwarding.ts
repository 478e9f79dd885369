import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The header by which the shop's web server proves a request passed through it: it carries the secret both
 * processes were started with (`PROXY_SECRET`; `pnpm start` makes one per start). Only such a request's
 * `X-Forwarded-For`, `-Proto` and `-Host` are believed; anyone else reaching the API port, the same host
 * included, is taken at their socket's word.
 */
export const PROXY_SECRET_HEADER = 'x-storefront-proxy';

/** Where a request came from, as far as the API can trust it. */
export interface Forwarding {
  /** The visitor's address; undefined when a trusted proxy did not say (then limits count per account). */
  address: string | undefined;
  /** True when the visitor reached the shop over TLS. */
  tls: boolean;
  /** The host the visitor addressed. */
  host: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Where the request came from (commerce routes; set before any other hook runs). */
    forwarding: Forwarding;
  }
}

function firstValue(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(',')[0]?.trim() || undefined;
}

function lastValue(value: string | string[] | undefined): string | undefined {
  const list = (Array.isArray(value) ? value.join(',') : (value ?? '')).split(',');
  return list[list.length - 1]?.trim() || undefined;
}

/** True when the request carries the proxy secret (compared in constant time). */
export function fromTrustedProxy(request: FastifyRequest, secret: string | undefined): boolean {
  const sent = request.headers[PROXY_SECRET_HEADER];
  if (!secret || typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Reads where a request came from, believing forwarding headers only from the shop's own web server. */
export function readForwarding(request: FastifyRequest, secret: string | undefined): Forwarding {
  if (fromTrustedProxy(request, secret)) {
    return {
      // The web server puts the one address it determined (under its TRUST_PROXY setting) last.
      address: lastValue(request.headers['x-forwarded-for']),
      tls: firstValue(request.headers['x-forwarded-proto']) === 'https',
      host: firstValue(request.headers['x-forwarded-host']) ?? request.headers.host,
    };
  }
  return {
    address: request.socket.remoteAddress ?? request.ip,
    tls: request.protocol === 'https',
    host: request.headers.host,
  };
}

/** Works out every commerce request's forwarding once, before the other hooks read it. */
export function registerForwarding(app: FastifyInstance, secret: string | undefined): void {
  app.decorateRequest('forwarding', null as unknown as Forwarding);
  app.addHook('onRequest', async (request) => {
    request.forwarding = readForwarding(request, secret);
  });
}
