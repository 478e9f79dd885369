import { createApiClient } from '@storefront/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testCustomer, testSettings } from '../test/cart-fixtures';
import { type CommerceTestServer, startCommerceTestServer } from '../test/commerce-test-server';
import { renderWithProviders } from '../test/render-with-providers';
import { pageFixture } from '../test/shell-fixtures';
import { CheckoutPage } from './checkout-page';

let server: CommerceTestServer;
/** The machine running the tests is shared and slow: wait up to 10 s for an answer to show. */
const SLOW = { timeout: 10_000 };
// The full walk through five steps types a lot; give it room on the shared machine.
vi.setConfig({ testTimeout: 60_000 });
const waitForSlow = <T,>(check: () => T | Promise<T>) => waitFor(check, SLOW);

beforeAll(async () => {
  server = await startCommerceTestServer([
    { code: 'OSLO-GRN', name: 'Oslo arm chair', unitPrice: 4990, stock: 10 },
    { code: 'BERGEN-OAK', name: 'Bergen dining chair', unitPrice: 1290, stock: 1 },
  ]);
});
afterAll(() => server.close());
beforeEach(() => {
  server.cart.clear();
  server.requests.length = 0;
  server.orders.clear();
  server.articles.get('BERGEN-OAK')!.stock = 1;
});

const page = pageFixture({ pageType: 'CheckoutPage', pageTitle: 'Checkout', url: '/en/checkout' });

function renderCheckout(customer = testCustomer) {
  const navigate = vi.fn();
  const user = userEvent.setup();
  const result = renderWithProviders(<CheckoutPage page={page} navigate={navigate} />, {
    api: createApiClient({ apiBase: server.url, language: 'en' }),
    preloadedState: {
      settings: { data: testSettings, status: 'succeeded' },
      customerSession: { customer, status: 'succeeded' },
    },
    route: '/en/checkout',
  });
  return { ...result, navigate, user };
}

const step = (id: string) => screen.getByTestId(`checkout-step-${id}`);

/** Fills the address step by hand (no address book). */
async function typeAddress(user: ReturnType<typeof userEvent.setup>) {
  const address = within(step('address'));
  await user.type(address.getByLabelText(/First name/), 'Ola');
  await user.type(address.getByLabelText(/Last name/), 'Nordmann');
  await user.type(address.getByLabelText(/^Address/), 'Karl Johans gate 22');
  await user.type(address.getByLabelText(/Zip code/), '0026');
  await user.type(address.getByLabelText(/City/), 'Oslo');
  await user.type(address.getByLabelText(/E-mail/), 'ola@example.com');
}

describe('CheckoutPage', () => {
  describe('given a signed-in customer with two articles in the cart', () => {
    beforeEach(() => {
      server.cart.set('OSLO-GRN', 1);
      server.cart.set('BERGEN-OAK', 1);
    });

    it('starts with contact completed (the customer’s details) and the address step open', async () => {
      renderCheckout();
      expect(await screen.findAllByTestId('summary-line', undefined, SLOW)).toHaveLength(2);
      expect(step('contact')).toHaveAttribute('data-completed', 'true');
      expect(within(step('contact')).getByText(/kari@example.com/)).toBeInTheDocument();
      expect(step('address')).toHaveAttribute('data-active', 'true');
      expect(step('delivery')).toHaveAttribute('data-active', 'false');
    });

    it('walks every step with the spec messages, reopens a step, and places the order without a price', async () => {
      const { navigate, user, store } = renderCheckout({
        ...testCustomer,
        address: null,
        billingAddresses: [],
        deliveryAddresses: [],
      });
      await screen.findAllByTestId('summary-line', undefined, SLOW);

      // Address: a new address starts with the contact details (name, e-mail, phone), the rest empty.
      const billing = within(step('address'));
      expect(billing.getByLabelText(/First name/)).toHaveValue('Kari');
      expect(billing.getByLabelText(/Last name/)).toHaveValue('Nordmann');
      expect(billing.getByLabelText(/E-mail/)).toHaveValue('kari@example.com');
      expect(billing.getByLabelText(/Phone number/)).toHaveValue('+47 912 34 567');
      expect(billing.getByLabelText(/^Address/)).toHaveValue('');
      for (const label of [/First name/, /Last name/, /E-mail/, /Phone number/]) {
        await user.clear(billing.getByLabelText(label));
      }

      // An empty form shows the spec's texts and keeps the step open.
      await user.click(within(step('address')).getByRole('button', { name: 'Continue' }));
      expect(within(step('address')).getAllByText('Name has to be 1-40 characters')).toHaveLength(2);
      expect(within(step('address')).getByText('Address has to be 1-60 characters')).toBeInTheDocument();
      expect(within(step('address')).getByText('City has to be 1-40 characters')).toBeInTheDocument();
      expect(within(step('address')).getByText('Zip code has to be 1-10 characters')).toBeInTheDocument();
      expect(within(step('address')).getByText('Not a valid e-mail address')).toBeInTheDocument();
      expect(within(step('address')).getByLabelText(/First name/)).toHaveFocus();
      await typeAddress(user);
      await user.type(within(step('address')).getByLabelText(/Phone number/), '12345678901234567');
      await user.click(within(step('address')).getByRole('button', { name: 'Continue' }));
      expect(within(step('address')).getByText('Phone number has to be 0-16 digits')).toBeInTheDocument();
      await user.clear(within(step('address')).getByLabelText(/Phone number/));
      await user.type(within(step('address')).getByLabelText(/Phone number/), '+47 22 00 00 00');
      await user.click(within(step('address')).getByRole('button', { name: 'Continue' }));
      expect(step('address')).toHaveAttribute('data-completed', 'true');
      expect(step('delivery')).toHaveAttribute('data-active', 'true');

      // Delivery: a method is required; the date picker takes an ISO date.
      await user.click(within(step('delivery')).getByRole('button', { name: 'Continue' }));
      expect(within(step('delivery')).getByText('Choose a delivery method')).toBeInTheDocument();
      await user.click(within(step('delivery')).getByLabelText('Express delivery'));
      await user.type(within(step('delivery')).getByLabelText(/Requested delivery date/), '2099-05-04');
      await user.click(within(step('delivery')).getByRole('button', { name: 'Continue' }));
      expect(step('moreInfo')).toHaveAttribute('data-active', 'true');

      // Reopen the address step: the saved values are back, saving again returns to delivery.
      await user.click(within(step('address')).getByRole('button', { name: 'Change: Addresses' }));
      expect(step('address')).toHaveAttribute('data-active', 'true');
      expect(step('moreInfo')).toHaveAttribute('data-active', 'false');
      expect(within(step('address')).getByLabelText(/City/)).toHaveValue('Oslo');
      await user.clear(within(step('address')).getByLabelText(/City/));
      await user.type(within(step('address')).getByLabelText(/City/), 'Bergen');
      await user.click(within(step('address')).getByRole('button', { name: 'Continue' }));
      expect(step('delivery')).toHaveAttribute('data-active', 'true');
      await user.click(within(step('delivery')).getByRole('button', { name: 'Continue' }));

      // More info: a reference, and order splitting (ticked by default) turned off.
      expect(within(step('moreInfo')).getByLabelText(/Deliver items as they become ready/)).toBeChecked();
      await user.type(within(step('moreInfo')).getByLabelText('Your reference'), 'Project Fjord');
      await user.click(within(step('moreInfo')).getByLabelText(/Deliver items as they become ready/));
      await user.click(within(step('moreInfo')).getByRole('button', { name: 'Continue' }));
      expect(step('payment')).toHaveAttribute('data-active', 'true');

      // Payment: the button waits for a method.
      const place = within(step('payment')).getByRole('button', { name: 'Place order' });
      expect(place).toBeDisabled();
      await user.click(within(step('payment')).getByLabelText('Invoice'));
      await user.click(place);

      await waitForSlow(() =>
        expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/\/api\/payment\/test\/SF-\d+$/)),
      );
      const order = server.requests.find((request) => request.path === '/api/order/');
      expect(order?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      expect(order?.body).toEqual({
        contact: {
          firstName: 'Kari',
          lastName: 'Nordmann',
          email: 'kari@example.com',
          phoneNumber: '+47 912 34 567',
        },
        billingAddress: {
          firstName: 'Ola',
          lastName: 'Nordmann',
          address: 'Karl Johans gate 22',
          city: 'Bergen',
          postalCode: '0026',
          countryCode: 'NO',
          email: 'ola@example.com',
          phoneNumber: '+47 22 00 00 00',
        },
        shippingAddress: expect.objectContaining({ city: 'Bergen' }),
        deliveryMethod: 'express',
        requestedDeliveryDate: '2099-05-04',
        note: { title: 'Project Fjord', description: '' },
        paymentMethod: 'invoice',
        acceptOrderSplitting: false,
      });
      expect(JSON.stringify(order?.body)).not.toMatch(/price|amount/i);
      const [orderNumber] = [...server.orders.values()].map((placed) => placed.orderNumber);
      expect(store.getState().checkout.submission).toMatchObject({
        status: 'succeeded',
        orderNumber,
        redirectUrl: `${server.url}/api/payment/test/${orderNumber}`,
      });
      expect(store.getState().cart.lineItems).toEqual([]);
    });

    it('takes the addresses from the address book of a signed-in customer', async () => {
      const { user } = renderCheckout();
      await screen.findAllByTestId('summary-line', undefined, SLOW);
      const address = within(step('address'));
      expect(address.getByLabelText(/City/)).toHaveValue('Oslo');
      await user.selectOptions(address.getByLabelText('Choose from your address book'), '');
      expect(address.getByLabelText(/City/)).toHaveValue('');
      await user.selectOptions(address.getByLabelText('Choose from your address book'), 'addr-1');
      expect(address.getByLabelText(/^Address/)).toHaveValue('Storgata 1');
      await user.click(address.getByLabelText('Deliver to the billing address'));
      expect(within(step('address')).getAllByLabelText('Choose from your address book')).toHaveLength(2);
    });

    it('an article that sold out gives the server’s message, no redirect and a fresh cart with the warning', async () => {
      const { navigate, user, store } = renderCheckout();
      await screen.findAllByTestId('summary-line', undefined, SLOW);
      await user.click(within(step('address')).getByRole('button', { name: 'Continue' }));
      await user.click(within(step('delivery')).getByLabelText('Standard delivery'));
      await user.click(within(step('delivery')).getByRole('button', { name: 'Continue' }));
      await user.click(within(step('moreInfo')).getByRole('button', { name: 'Continue' }));
      await user.click(within(step('payment')).getByLabelText('Card'));

      server.articles.get('BERGEN-OAK')!.stock = 0;
      await user.click(within(step('payment')).getByRole('button', { name: 'Place order' }));

      expect(await screen.findByTestId('order-error', undefined, SLOW)).toHaveTextContent(
        'Bergen dining chair is sold out: 0 left, 1 in your cart.',
      );
      expect(navigate).not.toHaveBeenCalled();
      expect(server.orders.size).toBe(0);
      expect(store.getState().checkout.submission).toMatchObject({ status: 'failed', redirectUrl: '' });
      expect(await screen.findByTestId('cart-warnings', undefined, SLOW)).toHaveTextContent(
        /do not have enough stock/,
      );

      // A second attempt is a new submission with a new key.
      server.articles.get('BERGEN-OAK')!.stock = 5;
      await user.click(within(step('payment')).getByRole('button', { name: 'Place order' }));
      await waitForSlow(() => expect(navigate).toHaveBeenCalledTimes(1));
      const keys = server.requests
        .filter((request) => request.path === '/api/order/')
        .map((request) => request.headers['idempotency-key']);
      expect(keys).toHaveLength(2);
      expect(keys[0]).not.toBe(keys[1]);
    });
  });

  it('an empty cart has nothing to check out', async () => {
    renderCheckout();
    expect(await screen.findByTestId('checkout-empty', undefined, SLOW)).toHaveTextContent(
      'Your cart is empty',
    );
  });
});
