import { randomInt } from 'node:crypto';

/** Order numbers look like `SF-2611-4821937305`: shop prefix, year and month, ten random digits. */
export const ORDER_NUMBER_PATTERN = /^SF-\d{4}-\d{10}$/;

/**
 * A new order number. Random rather than sequential so numbers reveal nothing about sales volume and
 * cannot be guessed from one's own; the unique index on orders catches the (1 in 10^10) collision.
 */
export function newOrderNumber(now = new Date()): string {
  const yymm = `${String(now.getUTCFullYear()).slice(2)}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const digits = `${randomInt(0, 100_000)}`.padStart(5, '0') + `${randomInt(0, 100_000)}`.padStart(5, '0');
  return `SF-${yymm}-${digits}`;
}
