/** Length limits of the form fields of spec §5 (characters, or digits for the phone number). */
export const FIELD_LIMITS = {
  name: { min: 1, max: 40 },
  address: { min: 1, max: 60 },
  city: { min: 1, max: 40 },
  zipCode: { min: 1, max: 10 },
  phoneNumber: { min: 0, max: 16 },
  materialId: { min: 1, max: 18 },
  language: { min: 1, max: 5 },
  password: { min: 8, max: 128 },
  // RFC 5321 caps a forward path at 254 characters.
  email: { min: 3, max: 254 },
} as const;
