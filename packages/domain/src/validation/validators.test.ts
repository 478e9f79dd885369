import { describe, expect, it } from 'vitest';
import { invalidTextLengthMessage, VALIDATION_MESSAGES } from './messages';
import {
  composeValidators,
  optional,
  textLength,
  validateAddress,
  validateCity,
  validateCode,
  validateEmail,
  validateLanguage,
  validateMaterialId,
  validateName,
  validatePassword,
  validatePhoneNumber,
  validateQuantity,
  validateZipCode,
} from './validators';

const chars = (n: number) => 'x'.repeat(n);

describe('length rules of spec §5', () => {
  it.each([
    ['name', validateName, 40, 'Name has to be 1-40 characters'],
    ['address', validateAddress, 60, 'Address has to be 1-60 characters'],
    ['city', validateCity, 40, 'City has to be 1-40 characters'],
    ['zip code', validateZipCode, 10, 'Zip code has to be 1-10 characters'],
    ['material ID', validateMaterialId, 18, 'Material ID has to be 1-18 characters'],
    ['language', validateLanguage, 5, 'Language has to be 1-5 characters'],
  ] as const)('%s accepts 1..%d characters', (_field, rule, max, message) => {
    expect(rule('')).toBe(message);
    expect(rule(null)).toBe(message);
    expect(rule(undefined)).toBe(message);
    expect(rule('   ')).toBe(message);
    expect(rule(chars(1))).toBeUndefined();
    expect(rule(chars(max))).toBeUndefined();
    expect(rule(` ${chars(max)} `)).toBeUndefined();
    expect(rule(chars(max + 1))).toBe(message);
  });

  it('uses the generic message with the bound appended', () => {
    const rule = textLength(100);
    expect(rule('')).toBe('Invalid length on text, has to be 1-100');
    expect(rule(chars(100))).toBeUndefined();
    expect(rule(chars(101))).toBe(invalidTextLengthMessage(100));
  });
});

describe('phone number: 0-16 digits', () => {
  it.each([
    ['', undefined],
    [null, undefined],
    ['1', undefined],
    [chars(0), undefined],
    ['1234567890123456', undefined],
    ['+47 1234 5678', undefined],
    ['12345678901234567', VALIDATION_MESSAGES.phoneNumber],
    ['12a4', VALIDATION_MESSAGES.phoneNumber],
    ['++47', VALIDATION_MESSAGES.phoneNumber],
  ])('%j -> %j', (value, expected) => {
    expect(validatePhoneNumber(value)).toBe(expected);
  });
});

describe('e-mail', () => {
  it.each(['a@b.no', 'first.last+tag@shop.example.com', ' x@y.se '])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });
  it.each(['', 'plain', 'a@b', '@b.no', 'a b@c.no', 'a@b.', 'a@.no', `${chars(250)}@b.no`])(
    'rejects %j',
    (email) => {
      expect(validateEmail(email)).toBe('Not a valid e-mail address');
    },
  );
});

describe('quantity: a number between 0-999', () => {
  it.each([
    ['0', undefined],
    ['1', undefined],
    ['999', undefined],
    ['1000', 'Quantity has to be a number between 0-999'],
    ['-1', 'Quantity has to be a number between 0-999'],
    ['1.5', 'Quantity has to be a number between 0-999'],
    ['', 'Quantity has to be a number between 0-999'],
    ['abc', 'Quantity has to be a number between 0-999'],
  ])('%j -> %j', (value, expected) => {
    expect(validateQuantity(value)).toBe(expected);
  });
});

describe('code and password', () => {
  it('requires a code', () => {
    expect(validateCode('')).toBe('Code cannot be empty');
    expect(validateCode('  ')).toBe('Code cannot be empty');
    expect(validateCode('A1')).toBeUndefined();
  });
  it('accepts passwords of 8..128 characters, spaces included', () => {
    expect(validatePassword(chars(7))).toBe(VALIDATION_MESSAGES.password);
    expect(validatePassword(null)).toBe(VALIDATION_MESSAGES.password);
    expect(validatePassword(chars(8))).toBeUndefined();
    expect(validatePassword('        ')).toBeUndefined();
    expect(validatePassword(chars(128))).toBeUndefined();
    expect(validatePassword(chars(129))).toBe(VALIDATION_MESSAGES.password);
  });
});

describe('combinators', () => {
  it('composes rules answering the first error', () => {
    const rule = composeValidators(validateCode, validateName);
    expect(rule('')).toBe('Code cannot be empty');
    expect(rule(chars(41))).toBe(VALIDATION_MESSAGES.name);
    expect(rule('ok')).toBeUndefined();
  });
  it('makes a rule optional', () => {
    const rule = optional(validateEmail);
    expect(rule('')).toBeUndefined();
    expect(rule(undefined)).toBeUndefined();
    expect(rule('nope')).toBe(VALIDATION_MESSAGES.email);
  });
});
