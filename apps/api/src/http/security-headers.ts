import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Features no page of the API (or the shop) uses; a framed or injected page cannot ask for them either.
 * Shared with the web server's answers through the same list.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()';

/**
 * The content policy of the API reference page (`/api/docs`, Swagger UI): its scripts, styles and images
 * come from its own origin, it fetches the OpenAPI document from there and sets inline styles; it is framed
 * by nothing and posts nowhere else, like the rest of the API. Replaces the JSON policy on the page's own
 * answers only.
 */
export const DOCS_PAGE_CSP: Record<string, string> = {
  'default-src': "'none'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
  'base-uri': "'none'",
};

/**
 * Security headers on every API answer (helmet): JSON needs no content at all, and the one HTML page (the
 * test payment page with its Pay and Cancel buttons) has inline styles and posts forms to its own origin.
 * Nothing may frame either (`frame-ancestors 'none'`, `X-Frame-Options: DENY`). HSTS is the web server's
 * business: it is the one that knows whether the shopper came over TLS.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    // Product images are read by the shop's pages through the web server, on the shop's own origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
