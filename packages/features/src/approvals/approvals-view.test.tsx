import { type Approval, createApiClient } from '@storefront/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { ApprovalsView } from './approvals-view';

const amount = (value: number) => ({ amount: value, formattedString: `${value} kr` });
const approval = (orderNumber: string, placedBy: string): Approval => ({
  orderNumber,
  orderDate: '2026-11-20T09:30:00.000Z',
  placedBy,
  spendingLimit: 20_000,
  totalPriceExVat: amount(24_990),
  totalPrice: amount(31_237.5),
  numberOfItems: 3,
  paymentMethod: 'invoice',
});

/** A fake API: the list shrinks as orders are decided; every call is recorded. */
function fakeApi() {
  let waiting = [approval('SF-1', 'Sofie Dahl'), approval('SF-2', 'Ola Nordmann')];
  const calls: { method: string; path: string; body: unknown }[] = [];
  const api = createApiClient({
    apiBase: 'http://api.test',
    language: 'en',
    fetch: async (input, init) => {
      const path = new URL(input).pathname;
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const decided = /approvals\/([^/]+)\/(approve|reject)$/.exec(path);
      if (decided) waiting = waiting.filter((a) => a.orderNumber !== decided[1]);
      // A decision answers the order; the view only needs the call to succeed and reads the list again.
      return new Response(JSON.stringify(decided ? { orderNumber: decided[1] } : { approvals: waiting }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { api, calls };
}

describe('ApprovalsView', { timeout: 30_000 }, () => {
  it('approves an order and rejects another only with a reason', async () => {
    const { api, calls } = fakeApi();
    const user = userEvent.setup();
    renderWithProviders(<ApprovalsView />, { api, route: '/en/account?view=Approvals' });
    expect(await screen.findAllByTestId('approval-row')).toHaveLength(2);

    const first = screen.getAllByTestId('approval-row')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Order SF-1 is approved.')).toBeTruthy();
    expect(await screen.findAllByTestId('approval-row')).toHaveLength(1);
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/customer/organisation/approvals/SF-1/approve',
      body: {},
    });

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order SF-2' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Write why the order is rejected.')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/reject'))).toBe(false);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Too expensive');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Order SF-2 is rejected.')).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/customer/organisation/approvals/SF-2/reject',
      body: { reason: 'Too expensive' },
    });
    expect(await screen.findByText('No orders are waiting for approval.')).toBeTruthy();
  });
});
