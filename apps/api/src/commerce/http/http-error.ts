import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** An error answer of the commerce routes: status, machine code, human text and per-field texts. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 415 | 429 | 500,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Sends an error in the contract's shape `{ error, message, fields? }`. */
export function sendHttpError(reply: FastifyReply, error: HttpError): FastifyReply {
  if (error.headers) reply.headers(error.headers);
  return reply.status(error.status).send({
    error: error.code,
    message: error.message,
    // `errors` repeats the field texts as a list, for modals that show all problems at once.
    ...(error.fields && { fields: error.fields, errors: Object.values(error.fields) }),
  });
}

/** The field path of a Zod issue as the client names it (`address.city`, `lineitems.0.quantity`). */
function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}

/**
 * Parses a request body with a contract schema; invalid input becomes a 400 whose `fields` carry the
 * schema's spec §5 texts (the first message per field, as the forms show one at a time).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = fieldName(issue.path);
    fields[name] ??= issue.message;
  }
  throw new HttpError(400, 'VALIDATION_FAILED', 'Some fields are not valid.', fields);
}

/** 401 for calls that need a signed-in customer. */
export function notSignedIn(): HttpError {
  return new HttpError(401, 'UNAUTHORIZED', 'Sign in to continue.');
}

/** 403 for calls the signed-in customer may not make. */
export function forbidden(message = 'You are not allowed to do this.'): HttpError {
  return new HttpError(403, 'FORBIDDEN', message);
}
