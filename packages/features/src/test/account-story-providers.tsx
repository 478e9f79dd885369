// Stories of the account area: a store with fixture state and an API client whose fetch answers
// fixtures, so views that read on opening (orders, favourites, users) show data without a server.
import { type Customer, createApiClient, type FetchLike } from '@storefront/api-client';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from '../store/make-store';
import type { RootState } from '../store/root-reducer';
import { testCustomer, testOrganisationCustomer } from './account-fixtures';
import { homeAddress, sampleOrder } from './cart-fixtures';
import { makeProductCard } from './product-card-fixtures';
import { storyState } from './story-providers';

/** A private customer with a billing and a delivery address. */
export const storyCustomer: Customer = {
  ...testCustomer({ id: 'c-1', email: 'kari@example.no' }),
  address: homeAddress,
  billingAddresses: [homeAddress],
  deliveryAddresses: [
    homeAddress,
    { ...homeAddress, id: 'a-cabin', address: 'Hyttevegen 3', city: 'Geilo', postalCode: '3580' },
  ],
};

/** An organisation administrator. */
export const storyAdministrator: Customer = testOrganisationCustomer(
  'admin',
  'admin@org.no',
  'OrganizationAdministrator',
);

/** Answers of the fixture API by "METHOD path" (path without query); status 0 never answers (loading states). */
export type StoryAnswers = Record<string, { status: number; body?: unknown }>;

/** Variation-code hits for the favourites' codes (the favourites rows look each code up). */
const favouriteHits = ['OSLO-GRN', 'BERGEN-OAK', 'SOFA-1'].map((code, index) => {
  const card = makeProductCard(index + 1, { code });
  return {
    code,
    productCode: code,
    name: card.name,
    url: card.url,
    image: card.image,
    price: card.price,
    inStockQuantity: 12 + index,
    active: true,
    isBuyable: true,
    maxQuantity: 0,
  };
});

/** The answers most account stories need. */
export const storyAnswers: StoryAnswers = {
  'GET /api/search/variation-code-search': {
    status: 200,
    body: { results: favouriteHits, numberOfHits: favouriteHits.length },
  },
  'GET /api/order/all-orders': { status: 200, body: { orders: [sampleOrder], totalOrderCount: 1 } },
  [`GET /api/order/${sampleOrder.orderNumber}`]: { status: 200, body: sampleOrder },
  'GET /api/favorites/lists': {
    status: 200,
    body: [
      { id: 'f1', name: 'Living room', items: [{ code: 'OSLO-GRN' }, { code: 'BERGEN-OAK' }] },
      { id: 'f2', name: 'Cabin', items: [{ code: 'SOFA-1' }] },
    ],
  },
  'GET /api/customer/all-customers': {
    status: 200,
    body: [
      {
        id: 'admin',
        customerId: 'admin',
        firstName: 'Lars',
        lastName: 'Berg',
        email: 'admin@org.no',
        phoneNumber: '',
        role: 'OrganizationAdministrator',
      },
      {
        id: 'buyer',
        customerId: 'buyer',
        firstName: 'Sofie',
        lastName: 'Dahl',
        email: 'buyer@org.no',
        phoneNumber: '',
        role: 'OrganizationPurchaser',
      },
    ],
  },
  'GET /api/customer/roles': {
    status: 200,
    body: [
      { key: 'OrganizationPurchaser', name: 'Purchaser' },
      { key: 'OrganizationAdministrator', name: 'Administrator' },
    ],
  },
};

function fixtureFetch(answers: StoryAnswers): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    const answer = answers[`${init.method ?? 'GET'} ${url.pathname}`] ?? {
      status: 404,
      body: { error: 'NOT_FOUND', message: 'Not in the story.' },
    };
    if (answer.status === 0) return new Promise<Response>(() => undefined);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/** Store (fixture state, fixture API) and router around an account story. */
export function AccountStoryProviders({
  children,
  customer,
  state = {},
  answers = storyAnswers,
  route = '/en/account',
}: {
  children: ReactNode;
  customer: Customer | null;
  state?: Partial<RootState>;
  answers?: StoryAnswers;
  route?: string;
}) {
  const api = createApiClient({
    apiBase: 'http://story.invalid',
    language: 'en',
    fetch: fixtureFetch(answers),
  });
  const store = makeStore({
    api,
    preloadedState: storyState({
      customerSession: { customer, status: customer ? 'succeeded' : 'idle' },
      ...state,
    }),
  });
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Provider>
  );
}
