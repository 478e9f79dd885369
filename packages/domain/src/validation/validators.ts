import { isEmailAddress, isPhoneNumber } from '@storefront/api-client/wire-rules';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '../constants';
import { FIELD_LIMITS } from './field-limits';
import { invalidTextLengthMessage, VALIDATION_MESSAGES } from './messages';

/**
 * A field rule: the error message for a value, or `undefined` when it is valid.
 * Missing values (`null`/`undefined`) are treated as empty text.
 */
export type FieldValidator = (value: string | null | undefined) => string | undefined;

const text = (value: string | null | undefined): string => (value ?? '').trim();

/** Builds a rule that accepts a trimmed text length within `min`..`max`, else answers `message`. */
export function lengthRule(min: number, max: number, message: string): FieldValidator {
  return (value) => {
    const length = text(value).length;
    return length >= min && length <= max ? undefined : message;
  };
}

/** First or last name: 1-40 characters (spec §5). */
export const validateName: FieldValidator = lengthRule(
  FIELD_LIMITS.name.min,
  FIELD_LIMITS.name.max,
  VALIDATION_MESSAGES.name,
);
/** Street address: 1-60 characters (spec §5). */
export const validateAddress: FieldValidator = lengthRule(
  FIELD_LIMITS.address.min,
  FIELD_LIMITS.address.max,
  VALIDATION_MESSAGES.address,
);
/** City: 1-40 characters (spec §5). */
export const validateCity: FieldValidator = lengthRule(
  FIELD_LIMITS.city.min,
  FIELD_LIMITS.city.max,
  VALIDATION_MESSAGES.city,
);
/** Zip code: 1-10 characters (spec §5). */
export const validateZipCode: FieldValidator = lengthRule(
  FIELD_LIMITS.zipCode.min,
  FIELD_LIMITS.zipCode.max,
  VALIDATION_MESSAGES.zipCode,
);
/** Material ID: 1-18 characters (spec §5). */
export const validateMaterialId: FieldValidator = lengthRule(
  FIELD_LIMITS.materialId.min,
  FIELD_LIMITS.materialId.max,
  VALIDATION_MESSAGES.materialId,
);
/** Language code: 1-5 characters (spec §5). */
export const validateLanguage: FieldValidator = lengthRule(
  FIELD_LIMITS.language.min,
  FIELD_LIMITS.language.max,
  VALIDATION_MESSAGES.language,
);

/**
 * Phone number: 0-16 digits (spec §5), so it may be empty. Spaces, dashes and a leading '+' are
 * formatting, not digits, and are allowed; any other character makes it invalid.
 */
export const validatePhoneNumber: FieldValidator = (value) =>
  isPhoneNumber(text(value)) ? undefined : VALIDATION_MESSAGES.phoneNumber;

/** E-mail address: 'Not a valid e-mail address' (spec §5). */
export const validateEmail: FieldValidator = (value) =>
  isEmailAddress(text(value)) ? undefined : VALIDATION_MESSAGES.email;

/** Quantity: a whole number 0-999 written in digits (spec §5). */
export const validateQuantity: FieldValidator = (value) => {
  const digits = text(value);
  if (!/^\d{1,4}$/.test(digits)) return VALIDATION_MESSAGES.quantity;
  const quantity = Number(digits);
  return quantity >= CART_QUANTITY_MIN && quantity <= CART_QUANTITY_MAX
    ? undefined
    : VALIDATION_MESSAGES.quantity;
};

/** Article or coupon code: 'Code cannot be empty' (spec §5). */
export const validateCode: FieldValidator = (value) =>
  text(value) === '' ? VALIDATION_MESSAGES.code : undefined;

/**
 * Password: 8-128 characters. Not trimmed: spaces are legitimate password characters.
 */
export const validatePassword: FieldValidator = (value) => {
  const length = (value ?? '').length;
  return length >= FIELD_LIMITS.password.min && length <= FIELD_LIMITS.password.max
    ? undefined
    : VALIDATION_MESSAGES.password;
};

/**
 * Generic text rule: 1-`maxLength` characters with 'Invalid length on text, has to be 1-' + bound (spec §5).
 *
 * @example
 * textLength(100)(''); // 'Invalid length on text, has to be 1-100'
 */
export function textLength(maxLength: number): FieldValidator {
  return lengthRule(1, maxLength, invalidTextLengthMessage(maxLength));
}

/** Runs rules in order and answers the first error, so a field shows one message at a time. */
export function composeValidators(...rules: readonly FieldValidator[]): FieldValidator {
  return (value) => {
    for (const rule of rules) {
      const error = rule(value);
      if (error !== undefined) return error;
    }
    return undefined;
  };
}

/** Makes a rule optional: an empty value passes, anything else must satisfy `rule`. */
export function optional(rule: FieldValidator): FieldValidator {
  return (value) => (text(value) === '' ? undefined : rule(value));
}
