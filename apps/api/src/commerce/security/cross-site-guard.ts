import type { IncomingHttpHeaders } from 'node:http';

/** Methods that may change state; every other method must not. */
export const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Why a state-changing request was refused, or undefined when it may pass. */
export type CrossSiteRefusal =
  | { status: 403; error: 'CROSS_SITE'; message: string }
  | {
      status: 415;
      error: 'JSON_REQUIRED';
      message: string;
    };

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Same-origin check for a state-changing request.
 * Browsers send `Origin` on every cross-origin and same-origin POST/PUT/DELETE and `Sec-Fetch-Site`
 * on modern engines; when either is present it must say "same origin". The origin is compared with
 * `X-Forwarded-Host` (set by the web server's /api proxy) or else `Host`. A request carrying neither
 * header is not from a browser (the server-side renderer, scripts) and cannot ride on a visitor's cookie.
 */
export function checkSameOrigin(headers: IncomingHttpHeaders): boolean {
  const fetchSite = headerValue(headers, 'sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = headerValue(headers, 'origin');
  if (origin === undefined) return true;
  const expected = (headerValue(headers, 'x-forwarded-host') ?? headerValue(headers, 'host'))
    ?.split(',')[0]
    ?.trim();
  const originHost = hostOf(origin);
  return !!expected && !!originHost && originHost === expected.toLowerCase();
}

/** True when the body is declared as JSON (`application/json`, optionally with parameters). */
export function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * The guard every state-changing commerce call passes: same origin, and a JSON content type
 * (forms and `text/plain`, the only types a cross-site page can send without a preflight, are refused).
 * `allowForm` is for the one HTML form of the test payment page, which must still be same-origin.
 */
export function guardStateChange(
  method: string,
  headers: IncomingHttpHeaders,
  options: { allowForm?: boolean } = {},
): CrossSiteRefusal | undefined {
  if (!STATE_CHANGING_METHODS.has(method.toUpperCase())) return undefined;
  if (!checkSameOrigin(headers)) {
    return { status: 403, error: 'CROSS_SITE', message: 'Cross-site requests are not allowed.' };
  }
  const contentType = headerValue(headers, 'content-type');
  if (options.allowForm) {
    const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
    if (mediaType === 'application/x-www-form-urlencoded' && headerValue(headers, 'origin') !== undefined) {
      return undefined;
    }
  }
  if (!isJsonContentType(contentType)) {
    return { status: 415, error: 'JSON_REQUIRED', message: 'Send the request body as application/json.' };
  }
  return undefined;
}
