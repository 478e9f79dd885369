// The delivery step's rules (spec §5 checkout: delivery with requestedDeliveryDate). Dates are ISO
// `YYYY-MM-DD` text, which compares correctly as text and carries no time zone.

/** Whether the text is a real calendar date written `YYYY-MM-DD` (not 2026-02-29, not 21.11.2026). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  // In UTC, so no time zone or daylight saving shifts the day; a date that rolls over is not real.
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) === text;
}

/**
 * The first date a delivery can be requested for: tomorrow, as `YYYY-MM-DD` in the shopper's own time zone
 * (the day they see on their calendar). Every day counts, weekends included: the shop has no rule against
 * them.
 *
 * @example
 * earliestDeliveryDate(new Date(2026, 11, 31, 23, 30)); // '2027-01-01'
 */
export function earliestDeliveryDate(now: Date = new Date()): string {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;
}

/** A delivery choice as the form holds it: an empty date means as soon as possible. */
export interface DeliveryChoiceInput {
  shippingMethod: string;
  requestedDeliveryDate: string;
}

/** What is wrong with a delivery choice, per field; an empty object when it can be saved. */
export interface DeliveryChoiceProblems {
  /** No method, or one the shop does not offer. */
  shippingMethod?: 'missing';
  /** Not a real `YYYY-MM-DD` date, or before the earliest date. */
  requestedDeliveryDate?: 'too-early';
}

/**
 * The problems of a delivery choice: a method from `methods` is required; a date is optional, but when
 * given it must be a real date no earlier than `earliestDate` (see {@link earliestDeliveryDate}). The
 * methods come from the caller (the wire's `DELIVERY_METHODS`), since domain imports api-client for types only.
 */
export function deliveryChoiceProblems(
  choice: DeliveryChoiceInput,
  earliestDate: string,
  methods: readonly string[],
): DeliveryChoiceProblems {
  const problems: DeliveryChoiceProblems = {};
  if (!methods.includes(choice.shippingMethod)) problems.shippingMethod = 'missing';
  const date = choice.requestedDeliveryDate;
  if (date !== '' && (!isIsoDate(date) || date < earliestDate)) problems.requestedDeliveryDate = 'too-early';
  return problems;
}
