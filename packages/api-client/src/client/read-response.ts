import type { ApiError, ApiResult, FailureStatus } from './api-result';
import { ERROR_MESSAGES, unexpectedStatusMessage } from './error-messages';
import type { ValidationOutcome } from './response-validator';

/** How to read one call's answer. */
export interface ReadOptions {
  /** Whether a 204 is a success with `data: null` for this call (T then includes null). */
  allowEmpty: boolean;
  /** Checks a 200/201 body against the call's answer shape; unset, the body is trusted. */
  validate?: (body: unknown) => ValidationOutcome | undefined;
}

const FAILURE_MESSAGES: Record<FailureStatus, string> = {
  401: ERROR_MESSAGES.unauthorized,
  403: ERROR_MESSAGES.forbidden,
  404: ERROR_MESSAGES.notFound,
  500: ERROR_MESSAGES.internalServerError,
};

function isFailureStatus(status: number): status is FailureStatus {
  return status in FAILURE_MESSAGES;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A body that means "go elsewhere": `{ redirectUrl: string, permanent: boolean }`. */
function isRedirectBody(value: unknown): value is { redirectUrl: string; permanent: boolean } {
  return isRecord(value) && typeof value.redirectUrl === 'string' && typeof value.permanent === 'boolean';
}

/** The body as JSON when it parses, as text when it does not, null when empty. */
function parseLoosely(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Turns a fetch Response into an ApiResult, per spec §7 and §8. Reading the body may still throw
 * (dropped connection, abort); the caller maps that.
 */
export async function readResponse<T>(response: Response, options: ReadOptions): Promise<ApiResult<T>> {
  const { status } = response;

  // fetch with redirect 'manual' in a browser hides the target of a redirect.
  if (response.type === 'opaqueredirect') {
    return { ok: false, kind: 'redirect', status, redirectUrl: '', permanent: false, unauthorized: false };
  }

  if (status === 301 || status === 307) {
    const body = parseLoosely(await response.text());
    const fromBody = isRecord(body) && typeof body.redirectUrl === 'string' ? body.redirectUrl : null;
    const permanent = isRecord(body) && typeof body.permanent === 'boolean' ? body.permanent : status === 301;
    const redirectUrl = fromBody ?? response.headers.get('Location') ?? '';
    return { ok: false, kind: 'redirect', status, redirectUrl, permanent, unauthorized: false };
  }

  if (status === 200 || status === 201) {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return { ok: false, kind: 'exception', status, message: ERROR_MESSAGES.jsonParsing, data: text };
    }
    if (isRedirectBody(body)) {
      return {
        ok: false,
        kind: 'redirect',
        status,
        redirectUrl: body.redirectUrl,
        permanent: body.permanent,
        unauthorized: true,
      };
    }
    const outcome = options.validate?.(body);
    if (outcome) {
      if (!outcome.valid) {
        return {
          ok: false,
          kind: 'exception',
          status,
          message: ERROR_MESSAGES.validation,
          data: outcome.issues,
        };
      }
      // The validator checked the body against the shape this call's T names.
      return { ok: true, status, data: outcome.data as T };
    }
    // Without validation the body is trusted to match the contract the server is built from.
    return { ok: true, status, data: body as T };
  }

  if (status === 204 && options.allowEmpty) {
    await response.body?.cancel();
    return { ok: true, status, data: null as T };
  }

  const data = parseLoosely(await response.text());
  if (isFailureStatus(status)) {
    return { ok: false, kind: 'failure', status, message: FAILURE_MESSAGES[status], data };
  }
  return { ok: false, kind: 'exception', status, message: unexpectedStatusMessage(status), data };
}

/** The result for a request that got no (complete) answer: aborted, or a network failure. */
export function failedRequest(error: unknown, signal: AbortSignal | undefined): ApiError {
  const aborted = signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
  return aborted
    ? { ok: false, kind: 'exception', message: ERROR_MESSAGES.aborted, aborted: true }
    : { ok: false, kind: 'exception', message: ERROR_MESSAGES.generic };
}
