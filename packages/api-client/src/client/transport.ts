import type { ApiError, ApiResult } from './api-result';
import type { QueryPairs } from './filter-query';
import { toQueryString } from './filter-query';
import { failedRequest, readResponse } from './read-response';
import type { ResponseKey, ResponseTypes } from './response-types';
import type { ResponseValidator } from './response-validator';

/** The fetch the client uses: the global one, or one injected for SSR and tests. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** A value or a function that gives it, read at each request. */
export type ValueOrGetter<T> = T | (() => T);

/** How the client is set up. */
export interface ApiClientConfig {
  /** Where the API is, e.g. `http://127.0.0.1:4000` on the server or `''` (same origin) in the browser. */
  apiBase: string;
  /** Sent as `Content-Language`; picks the language of texts. @default 'no' */
  language?: string;
  /**
   * Gives the Authentication header value, which is sent as `Authorization` (e.g. `Bearer …`).
   * Called before every request; return undefined to send none.
   */
  getAuthentication?: () => string | null | undefined | Promise<string | null | undefined>;
  /** The fetch to use. @default globalThis.fetch */
  fetch?: FetchLike;
  /** Sent as `Context-Url` (the shopper's current address). @default location.href in a browser */
  contextUrl?: ValueOrGetter<string | undefined>;
  /** Extra headers for every request, e.g. the shopper's `Cookie` and `X-Forwarded-Host` during SSR. */
  headers?: ValueOrGetter<Readonly<Record<string, string>>>;
  /**
   * Checks every 200/201 answer against the shape its call names; a mismatch becomes an exception. Pass
   * `validateResponse` from `@storefront/api-client/validation` (Zod). Unset, bodies are trusted and no
   * validation code is loaded, which keeps Zod out of browser bundles. @default undefined
   */
  validator?: ResponseValidator;
  /** Called with every error result except aborts (the spec's "error callback"). */
  onError?: (error: ApiError, request: { method: HttpMethod; path: string }) => void;
  /** Called with every response that arrived, e.g. to pass `Set-Cookie` on during SSR. */
  onResponse?: (response: Response, request: { method: HttpMethod; path: string }) => void;
}

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call to the API; `K` names the shape of its answer. */
export interface RequestSpec<K extends ResponseKey> {
  method: HttpMethod;
  /** Relative to the API base, without a leading slash, e.g. `api/cart`. */
  path: string;
  query?: QueryPairs;
  body?: unknown;
  /** The answer's shape, by name: typed through `ResponseTypes`, checked only when a validator is set. */
  response: K;
  /** True when a 204 answer is a success with `data: null`. */
  allowEmpty?: boolean;
  signal?: AbortSignal;
  /** Overrides the configured Context-Url (the page call). */
  contextUrl?: string;
  /** Overrides the Authentication getter (the login call's Basic header). */
  authorization?: string;
  /** Extra headers for this call only (e.g. Idempotency-Key). */
  headers?: Readonly<Record<string, string>>;
}

/** Sends requests and reads answers; shared by every call function. */
export type Transport = <K extends ResponseKey>(spec: RequestSpec<K>) => Promise<ApiResult<ResponseTypes[K]>>;

function read<T>(value: ValueOrGetter<T>): T {
  return typeof value === 'function' ? (value as () => T)() : value;
}

function browserAddress(): string | undefined {
  return (globalThis as { location?: { href?: string } }).location?.href;
}

/** Builds the transport for a configuration. */
export function createTransport(config: ApiClientConfig): Transport {
  const fetchImpl: FetchLike = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = config.apiBase.replace(/\/+$/, '');
  const language = config.language ?? 'no';

  return async function send<K extends ResponseKey>(
    spec: RequestSpec<K>,
  ): Promise<ApiResult<ResponseTypes[K]>> {
    type T = ResponseTypes[K];
    const request = { method: spec.method, path: spec.path };
    const report = (result: ApiResult<T>): ApiResult<T> => {
      if (!result.ok && !(result.kind === 'exception' && result.aborted)) config.onError?.(result, request);
      return result;
    };
    try {
      // A Headers object so the contract headers replace extra ones whatever their letter case.
      const headers = new Headers(config.headers === undefined ? {} : read(config.headers));
      headers.set('Accept', 'application/json');
      headers.set('Content-Language', language);
      headers.set('Content-Type', 'application/json');
      for (const [name, value] of Object.entries(spec.headers ?? {})) headers.set(name, value);
      const contextUrl =
        spec.contextUrl ?? (config.contextUrl === undefined ? browserAddress() : read(config.contextUrl));
      if (contextUrl) headers.set('Context-Url', contextUrl);
      const authorization = spec.authorization ?? (await config.getAuthentication?.());
      if (authorization) headers.set('Authorization', authorization);

      const queryString = spec.query && spec.query.length > 0 ? `?${toQueryString(spec.query)}` : '';
      const init: RequestInit = {
        method: spec.method,
        headers,
        credentials: 'include',
        // 'manual' so 301/307 reach the status handling instead of being followed.
        redirect: 'manual',
      };
      if (spec.body !== undefined) init.body = JSON.stringify(spec.body);
      if (spec.signal) init.signal = spec.signal;

      const response = await fetchImpl(`${base}/${spec.path}${queryString}`, init);
      config.onResponse?.(response, request);
      return report(
        await readResponse<T>(response, {
          allowEmpty: spec.allowEmpty ?? false,
          ...(config.validator && { validate: (body: unknown) => config.validator?.(spec.response, body) }),
        }),
      );
    } catch (error) {
      return report(failedRequest(error, spec.signal));
    }
  };
}
