import { createApiClient } from '@storefront/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/universal';
import { loginCustomer } from '../auth';
import { makeStore } from '../store/make-store';
import {
  type AccountTestServer,
  startAccountTestServer,
  testOrganisationCustomer,
} from '../test/account-test-server';
import { renderWithProviders } from '../test/render-with-providers';
import { QuickOrderImport } from './quick-order-import';

let server: AccountTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const articles = [
  { code: 'OSLO-GRN', name: 'Oslo chair green', unitPrice: 1000, stock: 40 },
  { code: 'BERGEN-OAK', name: 'Bergen table oak', unitPrice: 5000, stock: 3 },
];

async function openImport({ signIn = true } = {}) {
  server = await startAccountTestServer(
    [
      {
        customer: testOrganisationCustomer('buyer', 'buyer@org.no', 'OrganizationPurchaser'),
        password: 'pw-buyer-1',
      },
    ],
    articles,
  );
  const api = createApiClient({ apiBase: server.url, language: 'en' });
  const store = makeStore({ api });
  if (signIn) await store.dispatch(loginCustomer({ email: 'buyer@org.no', password: 'pw-buyer-1' }));
  renderWithProviders(<QuickOrderImport />, { store, api, route: '/en/quick-order' });
  return { store, user: userEvent.setup() };
}

const previewRows = () =>
  screen
    .getAllByTestId('quick-order-import-row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('quick order by file', { timeout: 45_000 }, () => {
  describe('given a signed-in buyer', () => {
    it('previews a CSV file with a status per row, then adds only the valid lines', async () => {
      const { store, user } = await openImport();
      const csv = 'Article number,Quantity\nOSLO-GRN,2\nNOPE-1,1\nBERGEN-OAK,5\nOSLO-GRN,x\n';
      await user.upload(screen.getByLabelText(/^File/), new File([csv], 'order.csv', { type: 'text/csv' }));

      expect(
        await screen.findByText('1 line is ready to order. 3 rows have errors and will not be added.'),
      ).toBe(screen.getByRole('status'));
      expect(previewRows()).toEqual([
        ['2', 'OSLO-GRN', 'Oslo chair green', '2', '40', 'Ready to order'],
        ['3', 'NOPE-1', '', '1', '', 'No item has this number.'],
        ['4', 'BERGEN-OAK', 'Bergen table oak', '5', '3', 'Not enough in stock: 3 available.'],
        ['5', 'OSLO-GRN', '', '', '', 'The quantity must be a whole number from 1 to 999.'],
      ]);
      expect(screen.getByRole('table', { name: 'Rows read' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Add 1 valid line to cart' }));
      expect(await screen.findByText('1 line was added to the cart.')).toBe(screen.getByRole('status'));
      expect([...server!.cart]).toEqual([['OSLO-GRN', 2]]);
      expect(store.getState().cart.lineItems.map((line) => [line.code, line.quantity])).toEqual([
        ['OSLO-GRN', 2],
      ]);
      // The rows with errors stay to be fixed; the added one is gone, and so is the button.
      expect(previewRows().map((row) => row[1])).toEqual(['NOPE-1', 'BERGEN-OAK', 'OSLO-GRN']);
      expect(screen.queryByRole('button', { name: /valid line/ })).not.toBeInTheDocument();
    });

    it('reads an xlsx workbook', async () => {
      const { user } = await openImport();
      const blob = await writeXlsxFile([
        [{ value: 'SKU' }, { value: 'Qty' }],
        [{ value: 'OSLO-GRN' }, { value: 3 }],
        [{ value: 'BERGEN-OAK' }, { value: 1 }],
      ]).toBlob();
      await user.upload(screen.getByLabelText(/^File/), new File([await blob.arrayBuffer()], 'order.xlsx'));
      expect(await screen.findByRole('button', { name: 'Add 2 valid lines to cart' })).toBeInTheDocument();
      expect(previewRows().map((row) => row.slice(0, 4))).toEqual([
        ['2', 'OSLO-GRN', 'Oslo chair green', '3'],
        ['3', 'BERGEN-OAK', 'Bergen table oak', '1'],
      ]);
    });

    it('checks rows pasted from a spreadsheet, merging a repeated code', async () => {
      const { user } = await openImport();
      await user.click(screen.getByLabelText(/Or paste rows/));
      await user.paste('OSLO-GRN\t2\nBERGEN-OAK\t1\noslo-grn\t3');
      await user.click(screen.getByRole('button', { name: 'Check pasted rows' }));
      expect(await screen.findByRole('button', { name: 'Add 2 valid lines to cart' })).toBeInTheDocument();
      expect(previewRows().map((row) => row.slice(0, 4))).toEqual([
        ['1, 3', 'OSLO-GRN', 'Oslo chair green', '5'],
        ['2', 'BERGEN-OAK', 'Bergen table oak', '1'],
      ]);
    });

    it('refuses a file with too many rows with an alert, keeping the pasted text', async () => {
      const { user } = await openImport();
      await user.click(screen.getByLabelText(/Or paste rows/));
      await user.paste('OSLO-GRN;1');
      const rows = Array.from({ length: 501 }, (_, index) => `C-${index};1`).join('\n');
      await user.upload(screen.getByLabelText(/^File/), new File([rows], 'big.csv'));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'There are more than 500 rows. Split them into smaller files.',
      );
      expect(screen.getByLabelText(/Or paste rows/)).toHaveValue('OSLO-GRN;1');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });

  describe('given an anonymous visitor', () => {
    it('asks for a sign-in instead of adding', async () => {
      const { store, user } = await openImport({ signIn: false });
      await user.upload(screen.getByLabelText(/^File/), new File(['OSLO-GRN;1'], 'order.csv'));
      await user.click(await screen.findByRole('button', { name: 'Add 1 valid line to cart' }));
      await waitFor(() => expect(store.getState().accountModals.open).toBe('login'));
      expect(server!.cart.size).toBe(0);
    });
  });
});
