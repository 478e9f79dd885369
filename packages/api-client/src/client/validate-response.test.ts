import { describe, expect, it } from 'vitest';
import { testCart, testCustomer } from '../test/fixtures';
import { responseSchemas } from './response-schemas';
import type { ResponseKey } from './response-types';
import { createResponseValidator, validateResponse } from './validate-response';

describe('validateResponse', () => {
  it('given a body of the named shape, answers valid with the parsed body', () => {
    expect(validateResponse('cart', testCart)).toEqual({ valid: true, data: testCart });
    expect(validateResponse('customerOrNone', null)).toEqual({ valid: true, data: null });
    expect(validateResponse('none', null)).toEqual({ valid: true, data: null });
  });

  it('given a body of another shape, answers invalid with the Zod issues', () => {
    const outcome = validateResponse('customer', { ...testCustomer, role: 'Emperor' });
    expect(outcome.valid).toBe(false);
    if (outcome.valid) return;
    expect(outcome.issues).toEqual([expect.objectContaining({ path: ['role'] })]);
    expect(validateResponse('cart', testCustomer).valid).toBe(false);
    expect(validateResponse('organizationUsers', testCustomer).valid).toBe(false);
  });

  it('has a schema for every answer shape the calls can name', () => {
    const keys: ResponseKey[] = [
      'page',
      'cart',
      'customer',
      'customerOrNone',
      'none',
      'favoritesLists',
      'roles',
    ];
    for (const key of keys) expect(typeof responseSchemas[key].safeParse, key).toBe('function');
  });

  it('given own schemas, checks against those', () => {
    const strict = createResponseValidator({
      ...responseSchemas,
      cart: responseSchemas.cart.refine(() => false),
    });
    expect(strict('cart', testCart).valid).toBe(false);
    expect(strict('customer', testCustomer).valid).toBe(true);
  });
});
