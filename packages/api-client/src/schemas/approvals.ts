import { z } from 'zod';
import { boundedText } from './field-rules';
import { amountSchema } from './money';
import { paymentMethodSchema } from './order';

/** The longest rejection reason (mirrors REJECTION_REASON_MAX_LENGTH of @storefront/domain). */
const REASON_MAX = 500;

/**
 * An order of the organisation waiting for an administrator's approval because it is above the purchaser's
 * spending limit (added; the spec does not have approvals).
 */
export const approvalSchema = z.object({
  orderNumber: z.string(),
  /** ISO 8601 date-time of placement. */
  orderDate: z.string(),
  /** Name of the purchaser who placed the order. */
  placedBy: z.string(),
  /** The purchaser's limit in whole NOK excluding VAT when the list was read (null: the limit was removed since). */
  spendingLimit: z.number().int().nullable(),
  /** Total excluding VAT (what the limit is compared with). */
  totalPriceExVat: amountSchema,
  /** Total including VAT and shipping (what will be paid). */
  totalPrice: amountSchema,
  numberOfItems: z.number().int().min(0),
  paymentMethod: paymentMethodSchema,
});
/** An order awaiting approval. */
export type Approval = z.infer<typeof approvalSchema>;

/** The answer of GET api/customer/organisation/approvals: oldest first, so the longest waiting comes first. */
export const approvalListSchema = z.object({ approvals: z.array(approvalSchema) });
/** The organisation's orders awaiting approval. */
export type ApprovalList = z.infer<typeof approvalListSchema>;

/** Body of POST api/customer/organisation/approvals/{orderNumber}/reject: why (shown to the purchaser). */
export const rejectOrderBodySchema = z.object({ reason: boundedText(REASON_MAX) });
/** Body of the reject call. */
export type RejectOrderBody = z.infer<typeof rejectOrderBodySchema>;
