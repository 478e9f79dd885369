import type { ApiErrorBody } from '@storefront/api-client';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** The statuses an error answer of this server may have. */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

/**
 * The one error body of every route: the contract's `{ error, message, fields? }`; with `fields`, `errors`
 * repeats their texts as a list (for modals that show all problems at once). Clients that read the contract
 * (`readApiErrorBody`) ignore `errors`.
 */
export type ApiErrorAnswer = ApiErrorBody & { errors?: string[] };

/** An error answer of any route: status, machine code, human text, per-field texts and extra headers. */
export class ApiError extends Error {
  constructor(
    readonly status: ApiErrorStatus,
    /** One of the contract's API_ERROR_CODES, or a route's own (`OUT_OF_STOCK`, `CROSS_SITE`, ...). */
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The JSON body of the answer. */
  body(): ApiErrorAnswer {
    return {
      error: this.code,
      message: this.message,
      ...(this.fields && { fields: this.fields, errors: Object.values(this.fields) }),
    };
  }
}

/** Where in the request input was read from, as the error texts name it. */
export type InputPart = 'query' | 'path' | 'headers' | 'body';

/**
 * The 400 for input a Zod schema refused, naming each bad field with its first message (forms show one at a
 * time). A body names its fields as the client does (`address.city`, `lineitems.0.quantity`) under "Some
 * fields are not valid."; query, path and headers list the names in the message (`Invalid query: take`).
 */
export function invalidInput(issues: readonly z.core.$ZodIssue[], part: InputPart): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.length === 0 ? part : issue.path.map(String).join('.');
    fields[name] ??= issue.message;
  }
  const message =
    part === 'body' ? 'Some fields are not valid.' : `Invalid ${part}: ${Object.keys(fields).join(', ')}`;
  return new ApiError(400, 'VALIDATION_FAILED', message, fields);
}

/**
 * Parses input with a Zod schema outside a route schema (input a handler assembles itself, like the
 * catalogue's repeated query pairs); invalid input is the same 400 the route schemas give.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  what: InputPart = 'query',
): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw invalidInput(result.error.issues, what);
}

/** The error for a client error Fastify raised itself (bad JSON, a body over the limit, ...). */
function fastifyClientError(error: FastifyError): ApiError | undefined {
  const status = error.statusCode;
  if (status === undefined || status < 400 || status >= 500) return undefined;
  if (status === 413) return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large.');
  return new ApiError(400, 'BAD_REQUEST', error.message);
}

/**
 * JSON answers for every failure of every route: unknown routes get 404, bad input 400 naming the field,
 * refusals their own status and code, anything unexpected 500 (logged with the request id, never crashing
 * the process).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const error = new ApiError(404, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
    return reply.status(404).send(error.body());
  });
  app.setErrorHandler((thrown: FastifyError | ApiError, request, reply) => {
    let error = thrown instanceof ApiError ? thrown : fastifyClientError(thrown);
    if (!error || error.status === 500) {
      request.log.error({ err: thrown }, 'request failed');
      error ??= new ApiError(500, 'INTERNAL_ERROR', 'Internal server error.');
    }
    if (error.headers) reply.headers(error.headers);
    return reply.status(error.status).send(error.body());
  });
}
