import { describe, expect, it } from 'vitest';
import {
  canDecideApproval,
  canPay,
  needsApproval,
  parseSpendingLimit,
  SPENDING_LIMIT_MESSAGE,
  STATUS_AFTER_APPROVAL,
  validateSpendingLimit,
} from './order-approval';

describe('needsApproval', () => {
  it('never needs approval without a limit', () => {
    expect(needsApproval(999_999_999, null)).toBe(false);
  });

  it('needs approval only above the limit (the limit itself is within it)', () => {
    expect(needsApproval(2_000_000, 20_000)).toBe(false);
    expect(needsApproval(2_000_001, 20_000)).toBe(true);
    expect(needsApproval(1, 0)).toBe(true);
    expect(needsApproval(0, 0)).toBe(false);
  });
});

describe('approval decisions', () => {
  it('can be taken only while the order awaits approval', () => {
    expect(canDecideApproval('awaitingApproval')).toBe(true);
    for (const status of ['awaitingPayment', 'paid', 'cancelled', 'rejected'] as const) {
      expect(canDecideApproval(status)).toBe(false);
    }
  });

  it('continues an approved order to payment', () => {
    expect(STATUS_AFTER_APPROVAL).toBe('awaitingPayment');
    expect(canPay(STATUS_AFTER_APPROVAL)).toBe(true);
    expect(canPay('awaitingApproval')).toBe(false);
    expect(canPay('rejected')).toBe(false);
  });
});

describe('the spending limit field', () => {
  it('reads empty as no limit and whole kroner with spaces', () => {
    expect(parseSpendingLimit('')).toBeNull();
    expect(parseSpendingLimit('  ')).toBeNull();
    expect(parseSpendingLimit('20 000')).toBe(20_000);
    expect(parseSpendingLimit('0')).toBe(0);
  });

  it('refuses decimals, signs, text and amounts above the maximum with the field text', () => {
    for (const bad of ['12.5', '-1', 'abc', '10000001']) {
      expect(parseSpendingLimit(bad)).toBeUndefined();
      expect(validateSpendingLimit(bad)).toBe(SPENDING_LIMIT_MESSAGE);
    }
    expect(validateSpendingLimit('10000000')).toBeUndefined();
  });
});
