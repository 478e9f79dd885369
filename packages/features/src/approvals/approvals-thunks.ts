import type { ApprovalList, Order } from '@storefront/api-client';
import { failureText } from '../shared/failure-text';
import { createAppThunk } from '../store/create-app-thunk';

type ApprovalsThunkApi = { rejectValue: string };

/** The organisation's orders awaiting approval (administrators only). */
export const loadApprovals = createAppThunk<ApprovalList, void, ApprovalsThunkApi>(
  'approvals/load',
  async (_, { extra, rejectWithValue }) => {
    const answer = await extra.api.approvals.list();
    return answer.ok ? answer.data : rejectWithValue(failureText(answer));
  },
);

/** Approves an order: it goes on to payment. */
export const approveOrder = createAppThunk<Order, string, ApprovalsThunkApi>(
  'approvals/approve',
  async (orderNumber, { extra, rejectWithValue }) => {
    const answer = await extra.api.approvals.approve(orderNumber);
    return answer.ok ? answer.data : rejectWithValue(failureText(answer));
  },
);

/** Rejects an order with the reason the purchaser will read. */
export const rejectOrder = createAppThunk<Order, { orderNumber: string; reason: string }, ApprovalsThunkApi>(
  'approvals/reject',
  async ({ orderNumber, reason }, { extra, rejectWithValue }) => {
    const answer = await extra.api.approvals.reject(orderNumber, { reason });
    return answer.ok ? answer.data : rejectWithValue(failureText(answer));
  },
);
