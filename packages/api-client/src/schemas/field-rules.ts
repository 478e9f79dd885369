import { z } from 'zod';
import {
  FIELD_LIMITS,
  FIELD_MESSAGES,
  invalidTextLengthMessage,
  isEmailAddress,
  isPhoneNumber,
  QUANTITY_MAX,
  QUANTITY_MIN,
  SPENDING_LIMIT_MAX_NOK,
} from '../wire-rules';

// The limits and texts are the shared wire rules (../wire-rules), which @storefront/domain's form checks use
// too; these schemas only say how the server applies them to a request body.
export { FIELD_MESSAGES };

/**
 * The spec's generic length text for a field limited to `max` characters.
 * @example invalidLengthMessage(100) // 'Invalid length on text, has to be 1-100'
 */
export const invalidLengthMessage = invalidTextLengthMessage;

/** A text of 1 to `max` characters (after trimming) with the given message. */
export function boundedText(max: number, message: string = invalidLengthMessage(max)) {
  return z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });
}

/** A first or last name: 1-40 characters. */
export const nameField = boundedText(FIELD_LIMITS.name.max, FIELD_MESSAGES.name);
/** A street address: 1-60 characters. */
export const streetField = boundedText(FIELD_LIMITS.address.max, FIELD_MESSAGES.address);
/** A city: 1-40 characters. */
export const cityField = boundedText(FIELD_LIMITS.city.max, FIELD_MESSAGES.city);
/** A zip (postal) code: 1-10 characters. */
export const zipCodeField = boundedText(FIELD_LIMITS.zipCode.max, FIELD_MESSAGES.zipCode);
/** A phone number: 0-16 digits; spaces, dashes and a leading `+` are formatting and allowed. */
export const phoneField = z
  .string({ error: FIELD_MESSAGES.phoneNumber })
  .trim()
  .refine(isPhoneNumber, { error: FIELD_MESSAGES.phoneNumber });
/** An e-mail address of at most 254 characters. */
export const emailField = z
  .string({ error: FIELD_MESSAGES.email })
  .trim()
  .refine(isEmailAddress, { error: FIELD_MESSAGES.email });
/** A cart quantity: whole number 0-999. */
export const quantityField = z
  .number({ error: FIELD_MESSAGES.quantity })
  .int({ error: FIELD_MESSAGES.quantity })
  .min(QUANTITY_MIN, { error: FIELD_MESSAGES.quantity })
  .max(QUANTITY_MAX, { error: FIELD_MESSAGES.quantity });
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
  .min(FIELD_LIMITS.password.min, { error: FIELD_MESSAGES.password })
  .max(FIELD_LIMITS.password.max, { error: FIELD_MESSAGES.password });

/**
 * A purchaser's spending limit per order: whole NOK excluding VAT, 0-10 000 000.
 */
export const spendingLimitField = z
  .number({ error: FIELD_MESSAGES.spendingLimit })
  .int({ error: FIELD_MESSAGES.spendingLimit })
  .min(0, { error: FIELD_MESSAGES.spendingLimit })
  .max(SPENDING_LIMIT_MAX_NOK, { error: FIELD_MESSAGES.spendingLimit });
