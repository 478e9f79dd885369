import { failureText } from '../shared/failure-text';
import { createAppThunk } from '../store/create-app-thunk';

/**
 * Asks for a reset link (POST api/customer/password-reset/request). The server answers the same for every
 * address, so a fulfilled request says nothing about whether an account exists; rejected only for input,
 * rate limit (429) or transport failures, with the text to show.
 */
export const requestPasswordReset = createAppThunk<void, { email: string }, { rejectValue: string }>(
  'passwordReset/request',
  async ({ email }, { extra, rejectWithValue }) => {
    const answer = await extra.api.passwordReset.request({ email });
    if (!answer.ok) return rejectWithValue(failureText(answer));
  },
);

/**
 * Sets a new password with the token of a reset link (POST api/customer/password-reset); rejected with the
 * server's text (an unknown, used or expired link) or the client's status text.
 */
export const resetPassword = createAppThunk<
  void,
  { token: string; newPassword: string },
  { rejectValue: string }
>('passwordReset/reset', async (body, { extra, rejectWithValue }) => {
  const answer = await extra.api.passwordReset.reset(body);
  if (!answer.ok) return rejectWithValue(failureText(answer));
});
