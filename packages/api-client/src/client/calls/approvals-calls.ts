import type { ApprovalList, RejectOrderBody } from '../../schemas/approvals';
import type { Order } from '../../schemas/order';
import type { ApiResult } from '../api-result';
import type { Transport } from '../transport';

/**
 * Order approvals of an organisation (added): orders above a purchaser's spending limit wait for an
 * administrator. Administrators of the order's organisation only: 403 for anybody else, 404 for an order of
 * another organisation, 409 when the order no longer awaits approval.
 */
export interface ApprovalsCalls {
  /** GET api/customer/organisation/approvals: the organisation's orders awaiting approval, oldest first. */
  list(): Promise<ApiResult<ApprovalList>>;
  /** POST api/customer/organisation/approvals/{orderNumber}/approve: the order goes on to payment. */
  approve(orderNumber: string): Promise<ApiResult<Order>>;
  /** POST api/customer/organisation/approvals/{orderNumber}/reject `{ reason }`: the order ends, stock returns. */
  reject(orderNumber: string, body: RejectOrderBody): Promise<ApiResult<Order>>;
}

const decisionPath = (orderNumber: string, decision: 'approve' | 'reject') =>
  `api/customer/organisation/approvals/${encodeURIComponent(orderNumber)}/${decision}`;

/** Builds the approval calls. */
export function createApprovalsCalls(send: Transport): ApprovalsCalls {
  return {
    list: () =>
      send({ method: 'GET', path: 'api/customer/organisation/approvals', response: 'approvalList' }),
    approve: (orderNumber) =>
      send({ method: 'POST', path: decisionPath(orderNumber, 'approve'), body: {}, response: 'order' }),
    reject: (orderNumber, body) =>
      send({ method: 'POST', path: decisionPath(orderNumber, 'reject'), body, response: 'order' }),
  };
}
