import { apiErrorBodySchema } from '@storefront/api-client';

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
  const body = apiErrorBodySchema.safeParse(answer.data);
  return body.success && body.data.message ? body.data.message : answer.message;
}

/** The server's per-field messages of a failed answer (`fields` of a 400), or an empty object. */
export function answerFieldErrors(answer: FailedAnswerLike): Record<string, string> {
  const body = apiErrorBodySchema.safeParse(answer.data);
  return body.success ? (body.data.fields ?? {}) : {};
}
