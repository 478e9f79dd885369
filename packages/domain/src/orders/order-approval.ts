import type { OrderStatus } from '@storefront/api-client';
import { FIELD_MESSAGES, SPENDING_LIMIT_MAX_NOK } from '@storefront/api-client/wire-rules';
import type { FieldValidator } from '../validation/validators';

/**
 * Spending limits (added; the spec does not have them): an organisation administrator gives each purchaser a
 * per-order limit in whole NOK excluding VAT, or none. An order whose total excluding VAT (items after
 * discount plus shipping) is above the limit waits for an administrator's approval before it can be paid.
 */

/** The highest limit an administrator can set (whole NOK excl. VAT): a wire rule the server's schema shares. */
export { SPENDING_LIMIT_MAX_NOK };

/** The longest rejection reason, in characters. */
export const REJECTION_REASON_MAX_LENGTH = 500;

/**
 * Whether an order needs approval: only when a limit is set and the total excluding VAT, in öre, is above it
 * (an order of exactly the limit is within it). `null` means "no limit", which administrators always have.
 *
 * @example
 * needsApproval(2_000_001, 20_000); // true: 20 000.01 kr is above 20 000 kr
 */
export function needsApproval(totalExVatOre: number, limitNok: number | null): boolean {
  if (limitNok === null) return false;
  return totalExVatOre > limitNok * 100;
}

/** Only an order still waiting for a decision can be approved or rejected; any later state is final. */
export function canDecideApproval(status: OrderStatus): boolean {
  return status === 'awaitingApproval';
}

/**
 * The state an approved order continues in: both payment methods go through the payment page, so an
 * approved order waits for payment exactly like an order that never needed approval.
 */
export const STATUS_AFTER_APPROVAL: OrderStatus = 'awaitingPayment';

/** Whether the buyer can go on to pay the order (a pay link is offered only then). */
export function canPay(status: OrderStatus): boolean {
  return status === 'awaitingPayment';
}

/** The interface text of each order state: a key of the seeded UI texts and its English fallback. */
export const ORDER_STATUS_TEXTS: Readonly<Record<OrderStatus, { textKey: string; fallback: string }>> = {
  awaitingApproval: { textKey: 'orderStatus.awaitingApproval', fallback: 'Awaiting approval' },
  awaitingPayment: { textKey: 'orderStatus.awaitingPayment', fallback: 'Awaiting payment' },
  paid: { textKey: 'orderStatus.paid', fallback: 'Paid' },
  cancelled: { textKey: 'orderStatus.cancelled', fallback: 'Cancelled' },
  rejected: { textKey: 'orderStatus.rejected', fallback: 'Rejected' },
};

/** The field text for a limit that is not a whole number in range (the server answers the same words). */
export const SPENDING_LIMIT_MESSAGE = FIELD_MESSAGES.spendingLimit;

/**
 * A limit as typed in a form: empty means no limit (null); whole kroner 0-10 000 000 (spaces allowed as
 * thousands separators); anything else is undefined (invalid).
 *
 * @example
 * parseSpendingLimit('20 000'); // 20000
 * parseSpendingLimit(''); // null
 */
export function parseSpendingLimit(value: string | null | undefined): number | null | undefined {
  const text = (value ?? '').replace(/\s/g, '');
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return undefined;
  const limit = Number(text);
  return limit <= SPENDING_LIMIT_MAX_NOK ? limit : undefined;
}

/** The form rule of the spending limit field. */
export const validateSpendingLimit: FieldValidator = (value) =>
  parseSpendingLimit(value) === undefined ? SPENDING_LIMIT_MESSAGE : undefined;
