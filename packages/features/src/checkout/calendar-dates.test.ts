import { describe, expect, it } from 'vitest';
import { addDays, addMonths, isIsoDate, monthGrid, weekday } from './calendar-dates';

describe('calendar dates', () => {
  it('adds days across months, years and the daylight-saving change', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months, keeping the day or clamping it to a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-21', 2)).toBe('2027-01-21');
    expect(addMonths('2026-03-15', -12)).toBe('2025-03-15');
  });

  it('knows real dates and Monday-based weekdays', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('21.11.2026')).toBe(false);
    expect(weekday('2026-11-23')).toBe(0);
    expect(weekday('2026-11-22')).toBe(6);
  });

  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthGrid('2026-11-21');
    // 1 November 2026 is a Sunday: the first week has six days of October left blank.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks).toHaveLength(6);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
  });
});
