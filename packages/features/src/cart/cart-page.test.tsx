import { createApiClient } from '@storefront/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testCustomer, testSettings } from '../test/cart-fixtures';
import { type CommerceTestServer, startCommerceTestServer } from '../test/commerce-test-server';
import { renderWithProviders } from '../test/render-with-providers';
import { pageFixture } from '../test/shell-fixtures';
import { CartPage } from './cart-page';

let server: CommerceTestServer;
/** The machine running the tests is shared and slow: wait up to 10 s for an answer to show. */
const SLOW = { timeout: 10_000 };
const waitForSlow = <T,>(check: () => T | Promise<T>) => waitFor(check, SLOW);

beforeAll(async () => {
  server = await startCommerceTestServer([
    { code: 'OSLO-GRN', name: 'Oslo arm chair', unitPrice: 4990, stock: 10 },
    { code: 'BERGEN-OAK', name: 'Bergen dining chair', unitPrice: 1290, stock: 1 },
    { code: 'OLD-SOFA', name: 'Discontinued sofa', unitPrice: 9990, stock: 3, active: false },
    { code: 'SENJA-RED', name: 'Senja lounge chair', unitPrice: 6290, stock: 0 },
  ]);
});
afterAll(() => server.close());
beforeEach(() => {
  server.cart.clear();
  server.requests.length = 0;
  window.dataLayer = [];
});
afterEach(() => {
  delete window.dataLayer;
});

const page = pageFixture({ pageType: 'CartPage', pageTitle: 'Your cart', url: '/en/cart-page' });

function renderCartPage(priceInclVAT = false) {
  const user = userEvent.setup();
  const result = renderWithProviders(<CartPage page={page} />, {
    api: createApiClient({ apiBase: server.url, language: 'en' }),
    preloadedState: {
      settings: { data: { ...testSettings, priceInclVAT }, status: 'succeeded' },
      customerSession: { customer: testCustomer, status: 'succeeded' },
    },
    route: '/en/cart-page',
  });
  return { ...result, user };
}

describe('CartPage', () => {
  it('shows each line with image, name, codes, stock state, stepper and prices, and the totals', async () => {
    server.cart.set('OSLO-GRN', 2);
    renderCartPage();
    const [line] = await screen.findAllByTestId('cart-line', undefined, SLOW);
    const row = within(line!);
    expect(row.getByRole('img', { name: 'Oslo arm chair' })).toHaveAttribute('width', '400');
    expect(row.getByRole('link', { name: 'Oslo arm chair' })).toHaveAttribute(
      'href',
      '/en/assortment/furniture/arm-chairs/oslo-grn/',
    );
    expect(row.getByText(/Article no\. OSLO-GRN · EL no\. EL-OSLO-GRN/)).toBeInTheDocument();
    expect(row.getByText('Few left')).toBeInTheDocument();
    expect(row.getByRole('textbox', { name: 'Quantity of Oslo arm chair' })).toHaveValue('2');
    expect(row.getByText(/Unit price 4\s990,00 kr/)).toBeInTheDocument();
    expect(row.getByText(/9\s980,00 kr/)).toBeInTheDocument();
    const totals = within(screen.getByTestId('cart-totals'));
    // Excl. VAT the rows add up as written: subtotal + shipping + VAT = total incl. VAT.
    expect(totals.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Subtotal excl. VAT (2)',
      'Shipping excl. VAT',
      'VAT',
      'Total incl. VAT',
    ]);
    expect(totals.queryByText('Of which VAT')).toBeNull();
    expect(screen.getByText('Prices exclude VAT')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/en/checkout');
  });

  it('labels the totals incl. VAT when the settings say so and asks the server for such prices', async () => {
    server.cart.set('OSLO-GRN', 1);
    renderCartPage(true);
    expect(await screen.findByText('Prices include VAT', undefined, SLOW)).toBeInTheDocument();
    expect(server.requests[0]?.query).toBe('priceInclVAT=true');
    // Incl. VAT: subtotal + shipping = total, and the VAT is part of it.
    const totals = within(screen.getByTestId('cart-totals'));
    expect(totals.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Subtotal incl. VAT (1)',
      'Shipping incl. VAT',
      'Total incl. VAT',
      'Of which VAT',
    ]);
  });

  it('warns about lines short on stock and lines no longer sold', async () => {
    server.cart.set('BERGEN-OAK', 3);
    server.cart.set('OLD-SOFA', 1);
    renderCartPage();
    const warnings = await screen.findByTestId('cart-warnings', undefined, SLOW);
    expect(warnings).toHaveTextContent(/do not have enough stock/);
    expect(warnings).toHaveTextContent(/discontinued/);
    expect(screen.getByText('Only 1 in stock')).toBeInTheDocument();
    expect(screen.getByText('No longer sold')).toBeInTheDocument();
  });

  it('says a line with none in stock is not in stock, never "Only 0 in stock"', async () => {
    server.cart.set('SENJA-RED', 2);
    renderCartPage();
    const [line] = await screen.findAllByTestId('cart-line', undefined, SLOW);
    const row = within(line!);
    expect(row.getByText('Not in stock')).toBeInTheDocument();
    expect(row.getByRole('alert')).toHaveTextContent('None in stock. Remove it to order the rest.');
    expect(row.queryByText(/Only 0/)).toBeNull();
  });

  it('sends edited quantities together as one bulk update; the stepper takes digits only up to 999', async () => {
    server.cart.set('OSLO-GRN', 1);
    server.cart.set('BERGEN-OAK', 1);
    const { user } = renderCartPage();
    await screen.findAllByTestId('cart-line', undefined, SLOW);
    const update = screen.getByRole('button', { name: 'Update cart' });
    expect(update).toBeDisabled();
    const oslo = screen.getByRole('textbox', { name: 'Quantity of Oslo arm chair' });
    await user.clear(oslo);
    await user.type(oslo, '4x{Enter}');
    expect(oslo).toHaveValue('4');
    const bergen = screen.getByRole('textbox', { name: 'Quantity of Bergen dining chair' });
    await user.clear(bergen);
    await user.type(bergen, '5000{Enter}');
    expect(bergen).toHaveValue('999');
    expect(server.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
    await user.click(update);
    await waitForSlow(() => expect(server.cart.get('OSLO-GRN')).toBe(4));
    expect(server.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/cart/bulk',
      body: {
        lineitems: [
          { code: 'OSLO-GRN', quantity: 4 },
          { code: 'BERGEN-OAK', quantity: 999 },
        ],
      },
    });
    await waitForSlow(() => expect(screen.getByRole('button', { name: 'Update cart' })).toBeDisabled());
  });

  it('removes a line, and emptying the cart shows the empty state', async () => {
    server.cart.set('OSLO-GRN', 1);
    server.cart.set('BERGEN-OAK', 1);
    const { user } = renderCartPage();
    await screen.findAllByTestId('cart-line', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: 'Remove from cart: Oslo arm chair' }));
    await waitForSlow(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(server.requests.at(-1)).toMatchObject({ method: 'PUT', body: { code: 'OSLO-GRN', quantity: 0 } });
    await user.click(screen.getByRole('button', { name: 'Empty the cart' }));
    expect(await screen.findByTestId('cart-empty', undefined, SLOW)).toHaveTextContent('Your cart is empty.');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en');
  });
});
