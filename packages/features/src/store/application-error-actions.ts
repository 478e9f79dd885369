import { createAction } from '@reduxjs/toolkit';

// The errors slice's two actions that other slices dispatch or react to. They live here, beside the store,
// rather than in `errors/`: a slice that imported them through `../errors` reached the feature's entry, and
// through every component behind such entries the store again (a cycle that made the web build split chunks
// that import each other). The errors slice handles them; `@storefront/features/errors` exports them as before.

/** The application error shown to the shopper (spec §8). */
export interface ApplicationError {
  /** HTTP status of the answer, when there was one. */
  status?: number;
  /** Human text: the exception's message or an app message such as 'Failed to fetch global settings'. */
  message?: string;
  /** The failure's response body, kept as the server sent it. */
  data?: unknown;
  /** Translation key of a title to show instead of a literal text. */
  titleKey?: string;
  /** Translation key of a message to show instead of a literal text. */
  messageKey?: string;
}

/** A failed API answer as `ApiResult` describes it: a failure (status and data) or an exception. */
export type FailedAnswer =
  | { kind: 'failure'; status: number; message: string; data: unknown }
  | { kind: 'exception'; status?: number; message: string; data?: unknown };

/** Stores a failed answer: status and data for a failure, status and message for an exception (spec §8). */
export const apiErrorStored = createAction<FailedAnswer>('errors/apiErrorStored');

/**
 * Sets the application error, but only when the payload has a status, a message, or a title or message
 * translation key (spec §8): an empty object does not count as an error.
 */
export const applicationErrorSet = createAction<ApplicationError>('errors/applicationErrorSet');
