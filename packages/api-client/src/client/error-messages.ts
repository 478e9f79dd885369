/** The spec §8 error catalogue, word for word (including the spec's spelling of "occured"). */
export const ERROR_MESSAGES = {
  /** 401. */
  unauthorized: 'Unauthorized access. No further details provided.',
  /** 403. */
  forbidden: 'Access forbidden. No further details provided.',
  /** 404 (the text the error callback gets). */
  notFound: 'Endpoint not found.',
  /** 500. */
  internalServerError: 'Internal server error.',
  /** A 200/201 whose body is not JSON. */
  jsonParsing: 'Response JSON parsing failed.',
  /** Network failure or anything else that went wrong. */
  generic: 'An unexpected error occured while processing your request. Please try again.',
  /** The short generic title. */
  unexpectedError: 'Unexpected error',
  /** The app error when global settings cannot be loaded. */
  globalSettings: 'Failed to fetch global settings',
  /** A request the caller (or a newer suggestions request) aborted; not in the spec, decided here. */
  aborted: 'The request was aborted.',
  /** An answer that does not match its schema (only with `validateResponses`); not in the spec. */
  validation: 'Response validation failed.',
} as const;

/**
 * The exception text for a status the client does not handle.
 * @example unexpectedStatusMessage(503) // 'An unexpected status code was received: 503'
 */
export function unexpectedStatusMessage(status: number): string {
  return `An unexpected status code was received: ${status}`;
}
