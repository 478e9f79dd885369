import { readApiErrorBody } from '@storefront/api-client';

/** What a failed API answer carries: the client's text and, perhaps, the server's error body. */
export interface FailedAnswerLike {
  message: string;
  data?: unknown;
}

/**
 * The text to show the shopper for a failed answer. The reference server explains itself
 * (`{ error, message }`, e.g. an article that sold out) while the client only knows the status, so the
 * server's words win when there are any.
 */
export function answerMessage(answer: FailedAnswerLike): string {
  // A plain check, not the Zod schema, so the browser bundle carries no Zod.
  const body = readApiErrorBody(answer.data);
  return body?.message ? body.message : answer.message;
}

/** The server's per-field messages of a failed answer (`fields` of a 400), or an empty object. */
export function answerFieldErrors(answer: FailedAnswerLike): Record<string, string> {
  return readApiErrorBody(answer.data)?.fields ?? {};
}
