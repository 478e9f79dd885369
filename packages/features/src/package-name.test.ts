import { describe, expect, it } from 'vitest';
import { FEATURES_PACKAGE } from './package-name';

describe('features', () => {
  it('names itself', () => {
    expect(FEATURES_PACKAGE).toBe('@storefront/features');
  });
});
