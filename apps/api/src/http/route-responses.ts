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

/** A success status and the Zod schema of its body (`z.null()` for an answer without a body). */
type SuccessResponses = Partial<Record<200 | 201 | 204 | 301, z.ZodType>>;

/** The error statuses a route can answer (beyond 500), each documented with the one error body. */
type ErrorStatus = Exclude<ApiErrorStatus, 500 | 413 | 415>;

/**
 * A route's `schema.response`: its success answers and the error statuses it can give. Every route can
 * answer 400 (the input guard and the route's own input schemas run before any handler), so it is always
 * listed.
 *
 * Typed loosely on purpose (`Record<number, z.ZodType>`): the schemas document the answers and are checked
 * against real answers by `test/api-docs.test.ts`, while the handlers keep the types of the functions that
 * build them (the catalogue routes answer pre-serialised JSON bytes from their cache). The server's
 * serializer compiler (`route-validation.ts`) writes answers with `JSON.stringify` as before, so attaching
 * these schemas changes no answer's bytes.
 */
export function routeResponses(
  success: SuccessResponses,
  ...errors: readonly ErrorStatus[]
): Record<number, z.ZodType> {
  const responses: Record<number, z.ZodType> = {};
  for (const [status, schema] of Object.entries(success)) if (schema) responses[Number(status)] = schema;
  for (const status of new Set<ErrorStatus>([400, ...errors])) responses[status] = apiErrorAnswerSchema;
  return responses;
}

/** The body of a 204: none. */
export const noContent = z.null().describe('No content.');
