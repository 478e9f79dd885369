/**
 * Length limits of the form fields of spec §5 (characters, or digits for the phone number). The browser's
 * form checks (@storefront/domain) and the server's request schemas (Zod, in this package) both read them
 * from here, so a limit is written once.
 */
export const FIELD_LIMITS = {
  name: { min: 1, max: 40 },
  address: { min: 1, max: 60 },
  city: { min: 1, max: 40 },
  zipCode: { min: 1, max: 10 },
  phoneNumber: { min: 0, max: 16 },
  materialId: { min: 1, max: 18 },
  language: { min: 1, max: 5 },
  // Not in the spec: decided here (8 is the common minimum, 128 keeps scrypt input bounded).
  password: { min: 8, max: 128 },
  // RFC 5321 caps a forward path at 254 characters.
  email: { min: 3, max: 254 },
} as const;

/**
 * The highest spending limit an organisation administrator can set, in whole NOK excluding VAT (added; the
 * spec does not have spending limits); keeps amounts well inside integer øre.
 */
export const SPENDING_LIMIT_MAX_NOK = 10_000_000;
