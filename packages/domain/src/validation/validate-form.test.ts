import { describe, expect, it } from 'vitest';
import { isFormValid, validateForm } from './validate-form';
import { validateEmail, validateName, validateQuantity } from './validators';

const rules = { firstName: validateName, email: validateEmail, quantity: validateQuantity };

describe('validateForm', () => {
  it('answers only the failing fields with their spec message', () => {
    const errors = validateForm(rules, { firstName: 'x'.repeat(41), email: 'a@b.no', quantity: 1000 });
    expect(errors).toEqual({
      firstName: 'Name has to be 1-40 characters',
      quantity: 'Quantity has to be a number between 0-999',
    });
    expect(isFormValid(errors)).toBe(false);
  });

  it('treats missing fields as empty and numbers as text', () => {
    expect(validateForm(rules, { quantity: 5 })).toEqual({
      firstName: 'Name has to be 1-40 characters',
      email: 'Not a valid e-mail address',
    });
  });

  it('answers an empty object for a valid form', () => {
    const errors = validateForm(rules, { firstName: 'Kari', email: 'kari@example.no', quantity: '0' });
    expect(errors).toEqual({});
    expect(isFormValid(errors)).toBe(true);
  });
});
