/** A successful answer: 200/201 with the parsed body, or 204 with `data: null` where the call allows it. */
export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

/**
 * A redirect: a 301 or 307 (URL from the body's `redirectUrl`, else the `Location` header), or a 200
 * whose body holds `redirectUrl` and `permanent`, which also means "unauthorized" (sign in first).
 * In a browser a manual redirect is opaque: then `status` is 0 and `redirectUrl` is empty, and a full
 * page load of the requested address lets the server redirect.
 */
export interface ApiRedirect {
  ok: false;
  kind: 'redirect';
  status: number;
  redirectUrl: string;
  permanent: boolean;
  /** True for the 200-with-redirect form, which the spec treats as an unauthorized error too. */
  unauthorized: boolean;
}

/** The statuses the spec handles as failures. */
export type FailureStatus = 401 | 403 | 404 | 500;

/** A 401, 403, 404 or 500 with the catalogue's text and the parsed body (or null). */
export interface ApiFailure {
  ok: false;
  kind: 'failure';
  status: FailureStatus;
  message: string;
  /** The parsed JSON body (usually an ApiErrorBody), the raw text if it was not JSON, or null. */
  data: unknown;
}

/**
 * Anything else: an unhandled status ('An unexpected status code was received: {status}'), unparsable
 * JSON, a network failure, or an abort.
 */
export interface ApiException {
  ok: false;
  kind: 'exception';
  /** The HTTP status, absent when no answer arrived. */
  status?: number;
  message: string;
  /** The parsed body of an unhandled status (e.g. a 400's `fields`), or the raw text. */
  data?: unknown;
  /** True when the request was aborted (by the caller's signal or a newer suggestions request). */
  aborted?: boolean;
}

/** Every way a call can go wrong. */
export type ApiError = ApiRedirect | ApiFailure | ApiException;

/** What every call resolves to; it never throws. Switch on `ok`, then on `kind`. */
export type ApiResult<T> = ApiSuccess<T> | ApiError;
