import type { FdvDocumentList } from '@storefront/api-client';
import { createApiClient } from '@storefront/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { testCustomer, testOrganisationCustomer } from '../test/account-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { startTestApi, type TestAnswer } from '../test/test-api-server';
import { FdvPage } from './fdv-page';

const page = {
  pageId: 'fdv',
  url: '/en/fdv-documents',
  pageType: 'FdvPage',
  pageTitle: 'FDV documents',
} as Parameters<typeof FdvPage>[0]['page'];

const list: FdvDocumentList = {
  organizationName: 'Nordlys Interiør AS',
  documents: [
    {
      productCode: 'OSLO-CHAIR',
      name: 'Oslo arm chair',
      fileName: 'fdv-OSLO-CHAIR.html',
      downloadUrl: '/api/fdv/documents/OSLO-CHAIR?language=en',
      orders: [
        { orderNumber: 'SO-2026-0002', orderDate: '2026-01-05T10:00:00.000Z', quantity: 4 },
        { orderNumber: 'SO-2025-0001', orderDate: '2025-03-01T10:00:00.000Z', quantity: 2 },
      ],
    },
    {
      productCode: 'BERGEN-SOFA',
      name: 'Bergen sofa',
      fileName: 'fdv-BERGEN-SOFA.html',
      downloadUrl: '/api/fdv/documents/BERGEN-SOFA?language=en',
      orders: [{ orderNumber: 'SO-2025-0001', orderDate: '2025-03-01T10:00:00.000Z', quantity: 1 }],
    },
  ],
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function renderPage(
  answers: TestAnswer[],
  customer = testOrganisationCustomer('a', 'a@org.no', 'OrganizationAdministrator'),
) {
  const queue = [...answers];
  const server = await startTestApi({
    'GET /api/fdv/documents': () => queue.shift() ?? { status: 500 },
  });
  close = server.close;
  const api = createApiClient({ apiBase: server.url, language: 'en' });
  renderWithProviders(<FdvPage page={page} />, {
    api,
    preloadedState: { customerSession: { customer, status: customer ? 'succeeded' : 'idle' } },
  });
  return server;
}

describe('FdvPage', { timeout: 30_000 }, () => {
  it('given an organisation user, lists a document per product with its orders and a download link', async () => {
    await renderPage([{ status: 200, body: list }]);
    expect(screen.getByTestId('fdv-loading')).toHaveAttribute('aria-busy', 'true');
    const documents = await screen.findAllByTestId('fdv-document');
    expect(documents).toHaveLength(2);
    const chair = within(documents[0]!);
    expect(chair.getByRole('heading', { name: 'Oslo arm chair' })).toBeInTheDocument();
    expect(chair.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Order SO-2026-0002, 5 Jan 2026: 4 pcs',
      'Order SO-2025-0001, 1 Mar 2025: 2 pcs',
    ]);
    const link = chair.getByRole('link', { name: 'Download FDV document Oslo arm chair' });
    expect(link).toHaveAttribute('href', '/api/fdv/documents/OSLO-CHAIR?language=en');
    expect(link).toHaveAttribute('download', 'fdv-OSLO-CHAIR.html');
    expect(screen.getByText(/products Nordlys Interiør AS has bought/)).toBeInTheDocument();
  });

  it('when searching, filters by product name, item number or order number', async () => {
    const user = userEvent.setup();
    await renderPage([{ status: 200, body: list }]);
    await screen.findAllByTestId('fdv-document');
    const search = screen.getByRole('searchbox', {
      name: 'Search by product, article number or order number',
    });
    await user.type(search, 'bergen');
    expect(screen.getAllByTestId('fdv-document')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 documents');
    await user.clear(search);
    await user.type(search, 'so-2026');
    expect(
      screen.getAllByTestId('fdv-document').map((d) => within(d).getByRole('heading').textContent),
    ).toEqual(['Oslo arm chair']);
    await user.clear(search);
    await user.type(search, 'no such thing');
    expect(screen.queryAllByTestId('fdv-document')).toHaveLength(0);
    expect(screen.getByTestId('fdv-no-match')).toHaveTextContent('No document matches the search.');
  });

  it('given no paid orders, shows the empty state', async () => {
    await renderPage([{ status: 200, body: { organizationName: 'Nordlys Interiør AS', documents: [] } }]);
    expect(await screen.findByTestId('fdv-empty')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('given a private customer, shows the server refusal and reads again on "Try again"', async () => {
    const user = userEvent.setup();
    const server = await renderPage(
      [
        {
          status: 403,
          body: {
            error: 'FORBIDDEN',
            message: 'FDV documents are available to organisation customers only.',
          },
        },
        { status: 200, body: list },
      ],
      testCustomer({ id: 'p', email: 'p@example.com' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'FDV documents are available to organisation customers only.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('fdv-document')).toHaveLength(2);
    expect(server.requests.filter((r) => r.path === '/api/fdv/documents')).toHaveLength(2);
  });

  it('given an anonymous visitor, asks to sign in without calling the API', async () => {
    const user = userEvent.setup();
    const server = await startTestApi({});
    close = server.close;
    const { store } = renderWithProviders(<FdvPage page={page} />, {
      api: createApiClient({ apiBase: server.url }),
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(store.getState().accountModals.open).toBe('login');
    expect(server.requests).toHaveLength(0);
  });
});
