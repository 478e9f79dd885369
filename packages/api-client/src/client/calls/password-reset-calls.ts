import type { PasswordResetBody, PasswordResetRequestBody } from '../../schemas/password-reset';
import type { ApiResult } from '../api-result';
import type { Transport } from '../transport';

/** The forgotten-password calls. */
export interface PasswordResetCalls {
  /**
   * POST api/customer/password-reset/request `{ email }`: e-mails a reset link when an account
   * has the address. Always 204 (no answer tells whether the account exists); 429 when rate limited.
   */
  request(body: PasswordResetRequestBody): Promise<ApiResult<null>>;
  /**
   * POST api/customer/password-reset `{ token, newPassword }`: sets the password with a token from the link
   * (204); 400 with `fields.token` when the token is unknown, used or expired.
   */
  reset(body: PasswordResetBody): Promise<ApiResult<null>>;
}

/** Builds the forgotten-password calls. */
export function createPasswordResetCalls(send: Transport): PasswordResetCalls {
  return {
    request: (body) =>
      send({
        method: 'POST',
        path: 'api/customer/password-reset/request',
        body,
        response: 'none',
        allowEmpty: true,
      }),
    reset: (body) =>
      send({ method: 'POST', path: 'api/customer/password-reset', body, response: 'none', allowEmpty: true }),
  };
}
