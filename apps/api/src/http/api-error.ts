import type { ApiErrorBody } from '@storefront/api-client';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** An error answer in the contract's shape `{ error, message, fields? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 404 | 500,
    readonly code: 'BAD_REQUEST' | 'VALIDATION_FAILED' | 'NOT_FOUND' | 'INTERNAL_ERROR',
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The JSON body of the answer. */
  body(): ApiErrorBody {
    return { error: this.code, message: this.message, ...(this.fields && { fields: this.fields }) };
  }
}

/**
 * Parses query parameters (or headers) with a Zod schema; invalid input becomes a 400 naming each bad field
 * with its first message.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'query'): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.length === 0 ? what : issue.path.map(String).join('.');
    fields[name] ??= issue.message;
  }
  const names = Object.keys(fields);
  throw new ApiError(400, 'VALIDATION_FAILED', `Invalid ${what}: ${names.join(', ')}`, fields);
}

/** The status and body for a client error Fastify raised itself (bad JSON, a body over the limit, ...). */
export function fastifyClientError(
  error: FastifyError,
): { status: 400 | 413; body: ApiErrorBody } | undefined {
  const status = error.statusCode;
  if (status === undefined || status < 400 || status >= 500) return undefined;
  if (status === 413) {
    return { status: 413, body: { error: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large.' } };
  }
  return { status: 400, body: { error: 'BAD_REQUEST', message: error.message } };
}

/**
 * JSON answers for every failure of the catalogue and content routes: unknown routes get 404, bad input 400
 * naming the field, anything unexpected 500 (logged with the request id, never crashing the process).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const error = new ApiError(404, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
    return reply.status(404).send(error.body());
  });
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.status === 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send(error.body());
    }
    const clientError = fastifyClientError(error);
    if (clientError) return reply.status(clientError.status).send(clientError.body);
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(new ApiError(500, 'INTERNAL_ERROR', 'Internal server error.').body());
  });
}
