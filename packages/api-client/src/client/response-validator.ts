import type { ResponseKey } from './response-types';

/** What a validator says about one answer body. */
export type ValidationOutcome =
  | {
      /** The body matches its shape. */
      valid: true;
      /** The body as the validator parsed it (e.g. with defaults applied). */
      data: unknown;
    }
  | {
      /** The body does not match its shape. */
      valid: false;
      /** What is wrong, passed on as the exception's `data` (Zod issues for the bundled validator). */
      issues: unknown;
    };

/**
 * Checks an answer body against the shape its call names. The client never imports a validator itself:
 * pass `validateResponse` from `@storefront/api-client/validation` (Zod) where the extra code does not matter,
 * e.g. on a server or in tests.
 */
export type ResponseValidator = (key: ResponseKey, body: unknown) => ValidationOutcome;
