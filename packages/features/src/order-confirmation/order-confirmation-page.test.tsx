import {
  createApiClient,
  type OrderConfirmationPage as OrderConfirmationPageData,
} from '@storefront/api-client';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOrder, testCustomer, testSettings } from '../test/cart-fixtures';
import { type CommerceTestServer, startCommerceTestServer } from '../test/commerce-test-server';
import { renderWithProviders } from '../test/render-with-providers';
import { pageFixture } from '../test/shell-fixtures';
import { OrderConfirmationPage } from './order-confirmation-page';

let server: CommerceTestServer;
const SLOW = { timeout: 10_000 };

beforeAll(async () => {
  server = await startCommerceTestServer([]);
  server.orderDetails.set(sampleOrder.orderNumber, sampleOrder);
});
afterAll(() => server.close());

const base = pageFixture({
  pageType: 'StandardPage',
  pageTitle: 'Order confirmation',
  url: '/en/order-confirmation',
});

function renderConfirmation(order: OrderConfirmationPageData['order'], route: string) {
  const page: OrderConfirmationPageData = { ...base, pageType: 'OrderConfirmationPage', order };
  return renderWithProviders(<OrderConfirmationPage page={page} />, {
    api: createApiClient({ apiBase: server.url, language: 'en' }),
    preloadedState: {
      settings: { data: testSettings, status: 'succeeded' },
      customerSession: { customer: testCustomer, status: 'succeeded' },
    },
    route,
  });
}

describe('OrderConfirmationPage', () => {
  it('shows the order of the page: number, lines, addresses, payment method and totals', async () => {
    renderConfirmation(sampleOrder, `/en/order-confirmation?orderNumber=${sampleOrder.orderNumber}`);
    expect(screen.getByTestId('order-number')).toHaveTextContent(sampleOrder.orderNumber);
    expect(screen.getAllByTestId('summary-line')).toHaveLength(2);
    expect(screen.getAllByText(/Storgata 1/)).toHaveLength(2);
    expect(screen.getByTestId('order-payment-method')).toHaveTextContent('Invoice');
    expect(screen.getByTestId('order-total').textContent).toBe(sampleOrder.totalPrice.formattedString);
    // The summary rows add up as written (prices excl. VAT by default): issue 22.
    expect(
      within(screen.getByTestId('cart-totals'))
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      `Subtotal excl. VAT (${sampleOrder.numberOfItems})`,
      'Shipping excl. VAT',
      'VAT',
      'Total incl. VAT',
    ]);
  });

  it('reads the customer’s order by the number in the address when the page came without it', async () => {
    renderConfirmation(null, `/en/order-confirmation?orderNumber=${sampleOrder.orderNumber}`);
    expect(await screen.findByTestId('order-number', undefined, SLOW)).toHaveTextContent(
      sampleOrder.orderNumber,
    );
  });

  it('says so when the order cannot be found', async () => {
    renderConfirmation(null, '/en/order-confirmation?orderNumber=NOPE');
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent(
      'We could not find this order.',
    );
  });
});
