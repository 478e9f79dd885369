/**
 * The exact user-visible validation texts of spec §5. Forms show these strings as they are; translations,
 * where a site has them, key off the same names.
 */
export const VALIDATION_MESSAGES = {
  name: 'Name has to be 1-40 characters',
  address: 'Address has to be 1-60 characters',
  city: 'City has to be 1-40 characters',
  zipCode: 'Zip code has to be 1-10 characters',
  phoneNumber: 'Phone number has to be 0-16 digits',
  email: 'Not a valid e-mail address',
  quantity: 'Quantity has to be a number between 0-999',
  materialId: 'Material ID has to be 1-18 characters',
  language: 'Language has to be 1-5 characters',
  code: 'Code cannot be empty',
  // Not in the spec: decided here (8 is the common minimum, 128 keeps scrypt input bounded).
  password: 'Password has to be 8-128 characters',
  passwordMismatch: 'Passwords do not match',
} as const;

/** Prefix of the generic length message; the upper bound is appended (spec §5). */
export const INVALID_TEXT_LENGTH_PREFIX = 'Invalid length on text, has to be 1-';

/**
 * The generic length message for a bound (spec §5).
 *
 * @example
 * invalidTextLengthMessage(200); // 'Invalid length on text, has to be 1-200'
 */
export function invalidTextLengthMessage(maxLength: number): string {
  return `${INVALID_TEXT_LENGTH_PREFIX}${maxLength}`;
}
