import { z } from 'zod';

/** The error codes of the reference server. */
export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'OUT_OF_STOCK',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
] as const;

/** An error answer: a code, a human text and, for invalid input, the spec §5 text per field. */
export const apiErrorBodySchema = z.object({
  /** One of API_ERROR_CODES for the reference server; other servers may send their own. */
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
/** An error answer body. */
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** A moved address: the body of a 301 (and of a 200 that means "sign in first"). */
export const redirectBodySchema = z.object({
  redirectUrl: z.string(),
  permanent: z.boolean(),
});
/** A redirect body. */
export type RedirectBody = z.infer<typeof redirectBodySchema>;
