import { createApiClient } from '@storefront/api-client';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCustomer, testSettings } from '../test/cart-fixtures';
import { type ListingTestServer, startListingTestServer } from '../test/listing-test-server';
import { renderWithProviders } from '../test/render-with-providers';
import { FavouriteRows } from './favourite-rows';

const amount = (value: number) => ({ amount: value, formattedString: `${value} kr` });

/** An article whose price differs with and without VAT, so the test sees which one shows. */
const hit = {
  code: 'OSLO-GRN',
  productCode: 'OSLO',
  name: 'Oslo chair green',
  url: '/en/oslo',
  image: { src: '/oslo.jpg', alt: '', title: '', width: 64, height: 64 },
  price: {
    regularPriceExVat: amount(800),
    regularPriceIncVat: amount(1000),
    priceExVat: amount(800),
    priceIncVat: amount(1000),
    discountExVat: amount(0),
    discountIncVat: amount(0),
    discountPercentage: 0,
    description: null,
  },
  inStockQuantity: 5,
  active: true,
  isBuyable: true,
  maxQuantity: 0,
};

let server: ListingTestServer;
beforeAll(async () => {
  server = await startListingTestServer((url) =>
    url.pathname === '/api/search/variation-code-search'
      ? { status: 200, body: { results: [hit], numberOfHits: 1 } }
      : { status: 404, body: { error: 'NOT_FOUND', message: 'no' } },
  );
});
afterAll(async () => {
  await server.close();
});

function renderRows(options: { priceInclVAT: boolean; signedIn: boolean }) {
  return renderWithProviders(<FavouriteRows codes={['OSLO-GRN']} onRemove={() => undefined} />, {
    api: createApiClient({ apiBase: server.apiBase, language: 'en' }),
    preloadedState: {
      settings: { data: { ...testSettings, priceInclVAT: options.priceInclVAT }, status: 'succeeded' },
      customerSession: {
        customer: options.signedIn ? testCustomer : null,
        status: 'succeeded',
      },
    },
  });
}

describe('FavouriteRows', () => {
  it('shows prices excluding VAT when the shop shows them so', async () => {
    renderRows({ priceInclVAT: false, signedIn: true });
    expect(await screen.findByTestId('favourite-price')).toHaveTextContent('800 kr');
  });

  it('shows prices including VAT when the shop shows them so, like the listing', async () => {
    renderRows({ priceInclVAT: true, signedIn: true });
    expect(await screen.findByTestId('favourite-price')).toHaveTextContent('1000 kr');
  });

  it('shows no price to an anonymous visitor', async () => {
    renderRows({ priceInclVAT: true, signedIn: false });
    expect(await screen.findByRole('link', { name: 'Oslo chair green' })).toBeInTheDocument();
    expect(screen.queryByTestId('favourite-price')).toBeNull();
  });
});
