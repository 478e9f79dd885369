import type { Order } from '@storefront/api-client';
import { answerMessage } from '../shared/answer-message';
import { createAppThunk } from '../store/create-app-thunk';

/**
 * Reads one of the customer's orders (GET api/order/{orderNumber}; the server answers only the customer's
 * own). The confirmation page uses it when the page data came without the order.
 */
export const fetchConfirmedOrder = createAppThunk<Order, string, { rejectValue: string }>(
  'orderConfirmation/fetchOrder',
  async (orderNumber, { extra, rejectWithValue }) => {
    const answer = await extra.api.orders.get(orderNumber);
    if (answer.ok) return answer.data;
    return rejectWithValue(
      answer.kind === 'redirect'
        ? 'Unauthorized access. No further details provided.'
        : answerMessage(answer),
    );
  },
);
