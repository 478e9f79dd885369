import { FIELD_LIMITS, SPENDING_LIMIT_MAX_NOK } from './field-limits';
import { QUANTITY_MAX, QUANTITY_MIN } from './quantity';

const span = (limit: { readonly min: number; readonly max: number }) => `${limit.min}-${limit.max}`;

/**
 * The exact user-visible validation texts of spec §5, built from the limits they name so a limit and its
 * text cannot drift apart (the tests pin the spec's bytes). Forms show them as they are, and the server
 * answers 400 with `fields: { [field]: text }` in these words; translations key off the same names.
 */
export const FIELD_MESSAGES = {
  name: `Name has to be ${span(FIELD_LIMITS.name)} characters`,
  address: `Address has to be ${span(FIELD_LIMITS.address)} characters`,
  city: `City has to be ${span(FIELD_LIMITS.city)} characters`,
  zipCode: `Zip code has to be ${span(FIELD_LIMITS.zipCode)} characters`,
  phoneNumber: `Phone number has to be ${span(FIELD_LIMITS.phoneNumber)} digits`,
  email: 'Not a valid e-mail address',
  quantity: `Quantity has to be a number between ${QUANTITY_MIN}-${QUANTITY_MAX}`,
  materialId: `Material ID has to be ${span(FIELD_LIMITS.materialId)} characters`,
  language: `Language has to be ${span(FIELD_LIMITS.language)} characters`,
  code: 'Code cannot be empty',
  // Not in the spec: decided here, in the spec's wording.
  password: `Password has to be ${span(FIELD_LIMITS.password)} characters`,
  passwordMismatch: 'Passwords do not match',
  spendingLimit: `Spending limit has to be a whole number between 0-${SPENDING_LIMIT_MAX_NOK}`,
} as const;

/** Prefix of the generic length message; the upper bound is appended (spec §5). */
export const INVALID_TEXT_LENGTH_PREFIX = 'Invalid length on text, has to be 1-';

/**
 * The spec's generic length text for a field limited to `max` characters (spec §5).
 *
 * @example
 * invalidTextLengthMessage(100); // 'Invalid length on text, has to be 1-100'
 */
export function invalidTextLengthMessage(max: number): string {
  return `${INVALID_TEXT_LENGTH_PREFIX}${max}`;
}
