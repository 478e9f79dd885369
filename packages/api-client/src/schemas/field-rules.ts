import { z } from 'zod';

/**
 * The spec §5 validation texts, used by the request-body schemas so the server answers 400 with
 * `fields: { [field]: text }` in exactly these words. They mirror `VALIDATION_MESSAGES` and the validators
 * of @storefront/domain, which cannot be imported here (domain depends on api-client); the schema tests pin
 * the same texts and limits.
 */
export const FIELD_MESSAGES = {
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
  password: 'Password has to be 8-128 characters',
  spendingLimit: 'Spending limit has to be a whole number between 0-10000000',
} as const;

/**
 * The spec's generic length text for a field limited to `max` characters.
 * @example invalidLengthMessage(100) // 'Invalid length on text, has to be 1-100'
 */
export function invalidLengthMessage(max: number): string {
  return `Invalid length on text, has to be 1-${max}`;
}

/** A text of 1 to `max` characters (after trimming) with the given message. */
export function boundedText(max: number, message: string = invalidLengthMessage(max)) {
  return z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });
}

/** A first or last name: 1-40 characters. */
export const nameField = boundedText(40, FIELD_MESSAGES.name);
/** A street address: 1-60 characters. */
export const streetField = boundedText(60, FIELD_MESSAGES.address);
/** A city: 1-40 characters. */
export const cityField = boundedText(40, FIELD_MESSAGES.city);
/** A zip (postal) code: 1-10 characters. */
export const zipCodeField = boundedText(10, FIELD_MESSAGES.zipCode);
/** A phone number: 0-16 digits; spaces, dashes and a leading `+` are formatting and allowed. */
export const phoneField = z
  .string({ error: FIELD_MESSAGES.phoneNumber })
  .trim()
  .refine(
    (value) => {
      const compact = value.replace(/[\s-]/g, '').replace(/^\+/, '');
      return /^\d*$/.test(compact) && compact.length <= 16;
    },
    { error: FIELD_MESSAGES.phoneNumber },
  );
// One '@', no spaces, a dot in the domain with something on both sides (the domain package's rule).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An e-mail address of at most 254 characters. */
export const emailField = z
  .string({ error: FIELD_MESSAGES.email })
  .trim()
  .max(254, { error: FIELD_MESSAGES.email })
  .regex(EMAIL_PATTERN, { error: FIELD_MESSAGES.email });
/** A cart quantity: whole number 0-999. */
export const quantityField = z
  .number({ error: FIELD_MESSAGES.quantity })
  .int({ error: FIELD_MESSAGES.quantity })
  .min(0, { error: FIELD_MESSAGES.quantity })
  .max(999, { error: FIELD_MESSAGES.quantity });
/** A product or variation code: not empty. */
export const codeField = z
  .string({ error: FIELD_MESSAGES.code })
  .trim()
  .min(1, { error: FIELD_MESSAGES.code });
/** A two-letter country code such as `NO` or `SE`. */
export const countryCodeField = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, { error: invalidLengthMessage(2) });
/** A password: 8-128 characters, not trimmed (spaces are legitimate password characters). */
export const passwordField = z
  .string({ error: FIELD_MESSAGES.password })
  .min(8, { error: FIELD_MESSAGES.password })
  .max(128, { error: FIELD_MESSAGES.password });

/**
 * A purchaser's spending limit per order: whole NOK excluding VAT, 0-10 000 000 (mirrors SPENDING_LIMIT_MAX_NOK of
 * @storefront/domain).
 */
export const spendingLimitField = z
  .number({ error: FIELD_MESSAGES.spendingLimit })
  .int({ error: FIELD_MESSAGES.spendingLimit })
  .min(0, { error: FIELD_MESSAGES.spendingLimit })
  .max(10_000_000, { error: FIELD_MESSAGES.spendingLimit });
