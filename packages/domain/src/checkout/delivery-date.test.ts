import { describe, expect, it } from 'vitest';
import { deliveryChoiceProblems, earliestDeliveryDate, isIsoDate } from './delivery-date';

const METHODS = ['standard', 'express', 'pickup'] as const;

describe('isIsoDate', () => {
  it('takes real dates written YYYY-MM-DD only', () => {
    expect(isIsoDate('2026-11-27')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('21.11.2026')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('earliestDeliveryDate', () => {
  it('is tomorrow in local time, across a month and a year end', () => {
    expect(earliestDeliveryDate(new Date(2026, 10, 27, 10, 0))).toBe('2026-11-28');
    expect(earliestDeliveryDate(new Date(2026, 10, 30, 23, 59))).toBe('2026-12-01');
    expect(earliestDeliveryDate(new Date(2026, 11, 31, 0, 0))).toBe('2027-01-01');
    expect(earliestDeliveryDate(new Date(2028, 1, 28, 12, 0))).toBe('2028-02-29');
  });

  it('counts weekends like any other day', () => {
    // Friday 27 November 2026 → Saturday.
    expect(earliestDeliveryDate(new Date(2026, 10, 27))).toBe('2026-11-28');
  });
});

describe('deliveryChoiceProblems', () => {
  const earliest = '2026-11-28';

  it('accepts a known method with no date (as soon as possible) or a date from the earliest on', () => {
    expect(
      deliveryChoiceProblems({ shippingMethod: 'standard', requestedDeliveryDate: '' }, earliest, METHODS),
    ).toEqual({});
    expect(
      deliveryChoiceProblems(
        { shippingMethod: 'pickup', requestedDeliveryDate: '2026-11-28' },
        earliest,
        METHODS,
      ),
    ).toEqual({});
    expect(
      deliveryChoiceProblems(
        { shippingMethod: 'express', requestedDeliveryDate: '2099-05-04' },
        earliest,
        METHODS,
      ),
    ).toEqual({});
  });

  it('requires a method the shop offers', () => {
    expect(
      deliveryChoiceProblems({ shippingMethod: '', requestedDeliveryDate: '' }, earliest, METHODS),
    ).toEqual({
      shippingMethod: 'missing',
    });
    expect(
      deliveryChoiceProblems({ shippingMethod: 'drone', requestedDeliveryDate: '' }, earliest, METHODS),
    ).toEqual({ shippingMethod: 'missing' });
  });

  it('refuses a date before the earliest one, or one that is not a real date', () => {
    expect(
      deliveryChoiceProblems(
        { shippingMethod: 'standard', requestedDeliveryDate: '2026-11-27' },
        earliest,
        METHODS,
      ),
    ).toEqual({ requestedDeliveryDate: 'too-early' });
    expect(
      deliveryChoiceProblems(
        { shippingMethod: 'standard', requestedDeliveryDate: '2027-02-30' },
        earliest,
        METHODS,
      ),
    ).toEqual({ requestedDeliveryDate: 'too-early' });
    expect(
      deliveryChoiceProblems({ shippingMethod: '', requestedDeliveryDate: '28.11.2026' }, earliest, METHODS),
    ).toEqual({
      shippingMethod: 'missing',
      requestedDeliveryDate: 'too-early',
    });
  });
});
