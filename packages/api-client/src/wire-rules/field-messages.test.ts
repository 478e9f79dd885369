import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS, SPENDING_LIMIT_MAX_NOK } from './field-limits';
import { FIELD_MESSAGES, invalidTextLengthMessage } from './field-messages';
import { isEmailAddress, isPhoneNumber } from './field-patterns';
import { QUANTITY_MAX, QUANTITY_MIN } from './quantity';

describe('FIELD_MESSAGES', () => {
  it('are the texts of spec §5, byte for byte, though built from the limits', () => {
    expect(FIELD_MESSAGES).toEqual({
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
      passwordMismatch: 'Passwords do not match',
      spendingLimit: 'Spending limit has to be a whole number between 0-10000000',
    });
  });

  it('builds the generic length text from its bound', () => {
    expect(invalidTextLengthMessage(100)).toBe('Invalid length on text, has to be 1-100');
  });
});

describe('limits', () => {
  it('are the bounds of spec §5 and §9', () => {
    expect([QUANTITY_MIN, QUANTITY_MAX]).toEqual([0, 999]);
    expect(FIELD_LIMITS.name).toEqual({ min: 1, max: 40 });
    expect(FIELD_LIMITS.phoneNumber).toEqual({ min: 0, max: 16 });
    expect(SPENDING_LIMIT_MAX_NOK).toBe(10_000_000);
  });
});

describe('isPhoneNumber', () => {
  it('counts digits only, with spaces, dashes and a leading + as formatting', () => {
    expect(isPhoneNumber('')).toBe(true);
    expect(isPhoneNumber('+47 22 33-44 55')).toBe(true);
    expect(isPhoneNumber('1234567890123456')).toBe(true);
    expect(isPhoneNumber('12345678901234567')).toBe(false);
    expect(isPhoneNumber('22 33 44 5x')).toBe(false);
    expect(isPhoneNumber('47+22')).toBe(false);
  });
});

describe('isEmailAddress', () => {
  it('wants one @, no spaces and a dotted domain of at most 254 characters in all', () => {
    expect(isEmailAddress('anna@example.no')).toBe(true);
    expect(isEmailAddress('anna@example')).toBe(false);
    expect(isEmailAddress('an na@example.no')).toBe(false);
    expect(isEmailAddress('a@b@example.no')).toBe(false);
    const local = 'a'.repeat(254 - '@example.no'.length);
    expect(isEmailAddress(`${local}@example.no`)).toBe(true);
    expect(isEmailAddress(`a${local}@example.no`)).toBe(false);
  });
});
