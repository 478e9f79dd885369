import { z } from 'zod';
import { emailField, passwordField } from './field-rules';

/**
 * Body of POST api/customer/password-reset/request: where to send the reset link. The link always opens the
 * ForgotPasswordPage of the request's language; the caller cannot choose it, so the shop's mail never carries
 * an address somebody else picked.
 */
export const passwordResetRequestBodySchema = z.object({
  email: emailField,
});
/** Body of POST api/customer/password-reset/request. */
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** Body of POST api/customer/password-reset: the token from the link and the new password. */
export const passwordResetBodySchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: passwordField,
});
/** Body of POST api/customer/password-reset. */
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;
