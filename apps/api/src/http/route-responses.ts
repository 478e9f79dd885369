import { apiErrorBodySchema } from '@storefront/api-client';
import { z } from 'zod';
import type { ApiErrorStatus } from './api-error';

/** The one error body of every route (`ApiError.body()`), as the OpenAPI document describes it. */
export const apiErrorAnswerSchema = apiErrorBodySchema
  .extend({
    errors: z
      .array(z.string())
      .optional()
      .describe('The texts of `fields` as a list; present exactly when `fields` is.'),
  })
  .describe(
    'An error answer: `error` is a machine code (VALIDATION_FAILED, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, OUT_OF_STOCK, TOO_MANY_REQUESTS, ...), `message` a human text; invalid input names each bad field in `fields`.',
  );

/** A success status and the Zod schema of its body (`noContent` for a 204). */
type SuccessResponses = Partial<Record<200 | 201 | 204 | 301, z.ZodType>>;

/** The error statuses a route can answer (beyond 500), each documented with the one error body. */
type ErrorStatus = Exclude<ApiErrorStatus, 500 | 413 | 415>;

/** What each status means, as the document says it. */
const STATUS_DESCRIPTIONS: Record<keyof SuccessResponses | ErrorStatus, string> = {
  200: 'The answer.',
  201: 'Created; the answer.',
  204: 'Done; no body.',
  301: 'Moved: `{ redirectUrl, permanent }`, with the new address in Location.',
  400: 'Invalid input: `fields` names each bad field (query pair, path part or body field) with its message.',
  401: 'Not signed in, or wrong credentials.',
  403: 'Not allowed for this customer, or a cross-site request.',
  404: 'Not found (or not visible to this visitor).',
  409: 'In conflict with the current state: a name or address taken, an empty cart, an article no longer sold or short in stock.',
  429: 'Too many attempts; Retry-After says when to try again.',
};

/** A documented answer: what the status means and the schema of its JSON body. */
interface DocumentedResponse {
  description: string;
  content: { 'application/json': { schema: z.ZodType } };
}

/**
 * A route's `schema.response`: its success answers and the error statuses it can give, each with what it
 * means. Every route can answer 400 (the input guard and the route's own input schemas run before any
 * handler), so it is always listed.
 *
 * Typed loosely on purpose: the schemas document the answers and are checked against real answers by
 * `test/api-docs.test.ts`, while the handlers keep the types of the functions that build them (the
 * catalogue routes answer pre-serialised JSON bytes from their cache). The server's serializer compiler
 * (`route-validation.ts`) writes answers with `JSON.stringify` as before, so attaching these schemas changes
 * no answer's bytes.
 */
export function routeResponses(
  success: SuccessResponses,
  ...errors: readonly ErrorStatus[]
): Record<number, z.ZodType | DocumentedResponse> {
  const responses: Record<number, z.ZodType | DocumentedResponse> = {};
  const documented = (status: keyof typeof STATUS_DESCRIPTIONS, schema: z.ZodType) => {
    // A 204 has no body to describe: its schema (`noContent`) carries the description.
    responses[status] =
      status === 204
        ? schema
        : { description: STATUS_DESCRIPTIONS[status], content: { 'application/json': { schema } } };
  };
  for (const [status, schema] of Object.entries(success)) {
    if (schema) documented(Number(status) as keyof SuccessResponses, schema);
  }
  for (const status of new Set<ErrorStatus>([400, ...errors])) documented(status, apiErrorAnswerSchema);
  return responses;
}

/** The body of a 204: none. */
export const noContent = z.null().describe(STATUS_DESCRIPTIONS[204]);
