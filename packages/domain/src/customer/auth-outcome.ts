/** The customer request status of spec §3: idle, loading, succeeded or failed. */
export type CustomerStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * The status after a login or register answer (spec §4): succeeded when the answer holds an e-mail,
 * otherwise failed.
 *
 * @example
 * customerStatusAfterAuth({ email: 'kari@example.no' }); // 'succeeded'
 * customerStatusAfterAuth(null); // 'failed'
 */
export function customerStatusAfterAuth(
  answer: { email?: string | null } | null | undefined,
): CustomerStatus {
  return answer?.email ? 'succeeded' : 'failed';
}

/**
 * Whether a session check ends the session on the client (spec §4): clear the user and reload the cart on
 * an exception or when the API answers 204 (nobody signed in).
 */
export function sessionCheckClearsUser(answer: { ok: boolean; status?: number; kind?: string }): boolean {
  return (answer.ok && answer.status === 204) || (!answer.ok && answer.kind === 'exception');
}
