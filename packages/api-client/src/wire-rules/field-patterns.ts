import { FIELD_LIMITS } from './field-limits';

// One '@', no spaces, a dot in the domain with something on both sides: strict enough to catch typing
// errors, loose enough never to reject a real address (the mail server is the judge of deliverability).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Whether a trimmed text is an e-mail address of at most 254 characters (spec §5: 'Not a valid e-mail address').
 *
 * @example
 * isEmailAddress('anna@example.no'); // true
 */
export function isEmailAddress(text: string): boolean {
  return text.length <= FIELD_LIMITS.email.max && EMAIL_PATTERN.test(text);
}

/**
 * Whether a trimmed text is a phone number of 0-16 digits (spec §5). Spaces, dashes and a leading '+' are
 * formatting, not digits, and are allowed; any other character is not.
 *
 * @example
 * isPhoneNumber('+47 22 33-44 55'); // true
 */
export function isPhoneNumber(text: string): boolean {
  const compact = text.replace(/[\s-]/g, '').replace(/^\+/, '');
  return /^\d*$/.test(compact) && compact.length <= FIELD_LIMITS.phoneNumber.max;
}
