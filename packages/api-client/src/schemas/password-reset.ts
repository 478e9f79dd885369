import { z } from 'zod';
import { emailField, passwordField } from './field-rules';

/** Body of POST api/customer/password-reset/request: where to send the reset link. */
export const passwordResetRequestBodySchema = z.object({
  email: emailField,
  /**
   * Address of the page the link opens (the ForgotPasswordPage); the server keeps only its path and adds
   * `?token=`. Without it the server uses the ForgotPasswordPage of the request's language.
   */
  resetPageUrl: z.string().max(2000).optional(),
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
