import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { findUnsafeText, isUnsafeText } from './unsafe-text';

/** The answer for input that holds a NUL character or an unpaired surrogate (spec's error shape). */
export const UNSAFE_INPUT_MESSAGE = 'The request contains characters that are not allowed.';

/** The text a `Basic` authorization header carries, decoded; undefined for other schemes. */
function basicCredentials(authorization: string | undefined): string | undefined {
  const match = /^Basic\s+(.+)$/i.exec(authorization ?? '');
  return match ? Buffer.from(match[1] as string, 'base64').toString('utf8') : undefined;
}

/** Where in the request the first unsafe text is, or undefined. */
export function findUnsafeInput(request: FastifyRequest): string | undefined {
  const credentials = basicCredentials(request.headers.authorization);
  if (credentials !== undefined && isUnsafeText(credentials)) return 'authorization';
  const cookies = (request as { cookies?: Record<string, string | undefined> }).cookies;
  return (
    findUnsafeText(request.params, 'params') ??
    findUnsafeText(request.query, 'query') ??
    findUnsafeText(request.body, 'body') ??
    findUnsafeText(cookies, 'cookies')
  );
}

/**
 * Refuses, with a 400 in the spec's shape, any request whose parameters, query, JSON body, Basic credentials
 * or cookies hold a NUL character or an unpaired surrogate, before a route sees it: such text can never be
 * a valid name, code or search, and PostgreSQL would fail on it. Registered on the root instance, so every
 * route (catalogue, content and commerce) passes through it.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const where = findUnsafeInput(request);
    if (where === undefined) return;
    throw new ApiError(400, 'BAD_REQUEST', UNSAFE_INPUT_MESSAGE, { [where]: UNSAFE_INPUT_MESSAGE });
  });
}
