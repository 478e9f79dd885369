import { randomBytes } from 'node:crypto';
import helmet from 'helmet';

/** Features no page of the shop uses; a framed or injected page cannot ask for them either. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()';

/** One year, the usual HSTS lifetime once a site is known to serve TLS only. */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Makes a fresh CSP nonce for each request (`res.locals.cspNonce`), before anything renders. */
export function cspNonce(_req, res, next) {
  res.locals.cspNonce = randomBytes(18).toString('base64');
  next();
}

const common = {
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Sent below, only to visitors who came over TLS (directly, or through a trusted proxy).
  strictTransportSecurity: false,
};

/**
 * The shop's pages: scripts only from the shop's origin or carrying the request's nonce (React Router's inline
 * scripts get it in entry.server), no inline script otherwise, no framing by anyone. Emotion writes `<style>`
 * elements while rendering, hence inline styles.
 */
export const shopSecurityHeaders = helmet({
  ...common,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", (_req, res) => `'nonce-${res.locals.cspNonce}'`],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
});

/**
 * Storybook, a static site for designers: its manager page has inline scripts and frames its own preview, so
 * it gets a policy of its own (same origin only, framed only by itself).
 */
export const storybookSecurityHeaders = helmet({
  ...common,
  xFrameOptions: { action: 'sameorigin' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'unsafe-inline'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
    },
  },
});

/** Permissions-Policy on every answer, and HSTS on answers to visitors who came over TLS. */
export function permissionsAndHsts(req, res, next) {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  if (req.secure) res.setHeader('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`);
  next();
}
