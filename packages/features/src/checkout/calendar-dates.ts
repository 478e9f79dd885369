// Calendar arithmetic on ISO dates (`YYYY-MM-DD`) in UTC, so the shopper's time zone and daylight saving
// never shift a day.

const DAY_MS = 86_400_000;

function toUtc(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// The date rule of the delivery step lives in domain; the calendar re-exports it for its own callers.
export { isIsoDate } from '@storefront/domain';

/** The date `days` days later (earlier when negative). */
export function addDays(iso: string, days: number): string {
  return toIso(new Date(toUtc(iso).getTime() + days * DAY_MS));
}

/** The same day `months` months later, clamped to the last day of a shorter month (31 Jan + 1 → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = toUtc(iso);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toIso(target);
}

/** Monday-based weekday: 0 for Monday … 6 for Sunday (Norwegian and ISO weeks start on Monday). */
export function weekday(iso: string): number {
  return (toUtc(iso).getUTCDay() + 6) % 7;
}

/** The first day (`YYYY-MM-01`) of the date's month. */
export function startOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

/**
 * The weeks shown for the month of `iso`: rows of 7 ISO dates from Monday, with `null` for the days of
 * the neighbouring months.
 */
export function monthGrid(iso: string): (string | null)[][] {
  const first = startOfMonth(iso);
  const month = first.slice(0, 7);
  const weeks: (string | null)[][] = [];
  let day = addDays(first, -weekday(first));
  while (weeks.length === 0 || day.slice(0, 7) === month) {
    const week: (string | null)[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(day.slice(0, 7) === month ? day : null);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The date as a JavaScript Date at UTC midnight, for Intl formatting with `timeZone: 'UTC'`. */
export function utcDate(iso: string): Date {
  return toUtc(iso);
}
