import type { ApiError } from '@storefront/api-client';
import { answerMessage } from './answer-message';

/** Text of a redirect answer on account calls: the server asks for a sign-in first. */
export const SIGN_IN_REQUIRED_MESSAGE = 'Unauthorized access. No further details provided.';

/**
 * The text to show for a failed account call: the server's own message when it sent one (e.g. 'Wrong
 * e-mail or password.'), otherwise the client's status text (spec §8).
 */
export function failureText(answer: ApiError): string {
  if (answer.kind === 'redirect') return SIGN_IN_REQUIRED_MESSAGE;
  return answerMessage({ message: answer.message, data: answer.data });
}
