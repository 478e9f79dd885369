import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressInput } from '../schemas/customer';
import type { OrderBody } from '../schemas/order';
import { startTestServer, type TestServer } from '../test/test-server';
import { type ApiClient, createApiClient } from './create-api-client';

let server: TestServer;
let api: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  api = createApiClient({ apiBase: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const address: AddressInput = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  address: 'Storgata 1',
  city: 'Oslo',
  postalCode: '0155',
  countryCode: 'NO',
  email: 'kari@example.com',
  phoneNumber: '+47 123 45 678',
};
const order: OrderBody = {
  contact: { firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.com', phoneNumber: '' },
  billingAddress: address,
  shippingAddress: address,
  deliveryMethod: 'express',
  requestedDeliveryDate: '2026-12-01',
  note: { title: 'Gate code', description: '1234' },
  paymentMethod: 'card',
  acceptOrderSplitting: false,
};
const user = {
  firstName: 'Ola',
  lastName: 'N',
  email: 'ola@example.com',
  phoneNumber: '',
  role: 'OrganizationPurchaser',
} as const;

interface Expected {
  method: string;
  url: string;
  body?: unknown;
}

/** Every call function: area.name, how to call it, and the request the server must see. */
const CALLS: Array<[string, (client: ApiClient) => Promise<unknown>, Expected]> = [
  [
    'content.page',
    (c) => c.content.page('http://shop.test/en/'),
    { method: 'GET', url: '/api/content/page' },
  ],
  ['content.header', (c) => c.content.header(), { method: 'GET', url: '/api/content/header' }],
  ['content.footer', (c) => c.content.footer(), { method: 'GET', url: '/api/content/footer' }],
  ['content.global', (c) => c.content.global(), { method: 'GET', url: '/api/content/global' }],
  [
    'content.siteStructure',
    (c) => c.content.siteStructure(),
    { method: 'GET', url: '/api/content/get-site-structure' },
  ],
  [
    'site.globalSettings',
    (c) => c.site.globalSettings(),
    { method: 'GET', url: '/api/site/global-settings' },
  ],
  ['site.translations', (c) => c.site.translations(), { method: 'GET', url: '/api/site/translations' }],
  ['customer.current', (c) => c.customer.current(), { method: 'GET', url: '/api/customer' }],
  ['customer.login', (c) => c.customer.login('a@b.no', 'pw'), { method: 'POST', url: '/api/customer/login' }],
  ['customer.logout', (c) => c.customer.logout(), { method: 'POST', url: '/api/customer/logout' }],
  [
    'customer.register',
    (c) =>
      c.customer.register({
        firstName: 'Ola',
        lastName: 'N',
        email: 'ola@example.com',
        phoneNumber: '',
        password: 'secret-password',
      }),
    {
      method: 'POST',
      url: '/api/customer/register',
      body: {
        firstName: 'Ola',
        lastName: 'N',
        email: 'ola@example.com',
        phoneNumber: '',
        password: 'secret-password',
      },
    },
  ],
  [
    'customer.setPrimaryAddress',
    (c) => c.customer.setPrimaryAddress({ addressId: 'a1' }),
    { method: 'POST', url: '/api/customer/set-primary-address', body: { addressId: 'a1' } },
  ],
  [
    'customer.updateAddress',
    (c) => c.customer.updateAddress({ newAddress: { ...address, id: 'a1' } }),
    { method: 'PUT', url: '/api/customer/update-address', body: { newAddress: { ...address, id: 'a1' } } },
  ],
  [
    'customer.createAddress',
    (c) => c.customer.createAddress({ address, addressType: 'billing' }),
    { method: 'POST', url: '/api/customer/create-address', body: { address, addressType: 'billing' } },
  ],
  [
    'customer.deleteAddress',
    (c) => c.customer.deleteAddress({ addressId: 'a1' }),
    { method: 'DELETE', url: '/api/customer/delete-address', body: { addressId: 'a1' } },
  ],
  [
    'customer.organizationUsers',
    (c) => c.customer.organizationUsers('org 1'),
    { method: 'GET', url: '/api/customer/all-customers?organizationId=org+1' },
  ],
  ['customer.roles', (c) => c.customer.roles(), { method: 'GET', url: '/api/customer/roles' }],
  [
    'customer.update',
    (c) =>
      c.customer.update({ firstName: 'Kari', lastName: 'N', email: 'kari@example.com', phoneNumber: '1' }),
    {
      method: 'PUT',
      url: '/api/customer/update',
      body: { firstName: 'Kari', lastName: 'N', email: 'kari@example.com', phoneNumber: '1' },
    },
  ],
  ['customer.remove', (c) => c.customer.remove(), { method: 'DELETE', url: '/api/customer' }],
  [
    'customer.changePassword',
    (c) => c.customer.changePassword({ currentPassword: 'old-one', newPassword: 'new-password' }),
    {
      method: 'POST',
      url: '/api/customer/change-password',
      body: { currentPassword: 'old-one', newPassword: 'new-password' },
    },
  ],
  [
    'customer.createOrganizationUser',
    (c) => c.customer.createOrganizationUser({ ...user, password: 'first-password' }),
    { method: 'POST', url: '/api/customer/organization-user', body: { ...user, password: 'first-password' } },
  ],
  [
    'customer.updateOrganizationUser',
    (c) => c.customer.updateOrganizationUser({ ...user, id: 'u1' }),
    { method: 'PUT', url: '/api/customer/organization-user', body: { ...user, id: 'u1' } },
  ],
  [
    'customer.changeOrganizationUserPassword',
    (c) => c.customer.changeOrganizationUserPassword({ id: 'u1', newPassword: 'new-password' }),
    {
      method: 'POST',
      url: '/api/customer/organization-user/change-password',
      body: { id: 'u1', newPassword: 'new-password' },
    },
  ],
  [
    'customer.removeOrganizationUser',
    (c) => c.customer.removeOrganizationUser('u1'),
    { method: 'DELETE', url: '/api/customer?customerId=u1' },
  ],
  ['favorites.lists', (c) => c.favorites.lists(), { method: 'GET', url: '/api/favorites/lists' }],
  [
    'favorites.update',
    (c) => c.favorites.update({ listName: 'Living room', items: [{ code: 'OSLO' }] }),
    { method: 'PUT', url: '/api/favorites', body: { listName: 'Living room', items: [{ code: 'OSLO' }] } },
  ],
  [
    'favorites.rename',
    (c) => c.favorites.rename({ oldName: 'Living room', newName: 'Lounge' }),
    { method: 'PUT', url: '/api/favorites/changeName', body: { oldName: 'Living room', newName: 'Lounge' } },
  ],
  [
    'favorites.remove',
    (c) => c.favorites.remove({ listName: 'Lounge' }),
    { method: 'DELETE', url: '/api/favorites/lists', body: { listName: 'Lounge' } },
  ],
  [
    'orders.list',
    (c) => c.orders.list({ year: 2026, take: 10, skip: 20 }),
    { method: 'GET', url: '/api/order/all-orders?year=2026&take=10&skip=20' },
  ],
  ['orders.get', (c) => c.orders.get('SO 1001'), { method: 'GET', url: '/api/order/SO%201001' }],
  [
    'orders.place',
    (c) => c.orders.place(order, 'key-1'),
    { method: 'POST', url: '/api/order/', body: order },
  ],
  [
    'search.quick',
    (c) => c.search.quick('oak chair'),
    { method: 'GET', url: '/api/search/quick-search?query=oak+chair' },
  ],
  [
    'search.full',
    (c) =>
      c.search.full({
        query: 'sofa',
        skip: 24,
        sortOrder: 'sortOrderLatest',
        facets: { Color: ['black', 'oak'] },
      }),
    {
      method: 'GET',
      url: '/api/search?skip=24&take=24&sortOrder=sortOrderLatest&filter%3A%3AColor=black%3Boak&query=sofa',
    },
  ],
  [
    'search.suggestions',
    (c) => c.search.suggestions('sof'),
    { method: 'GET', url: '/api/search/suggestions?query=sof' },
  ],
  [
    'search.variationCode',
    (c) => c.search.variationCode('OSLO-'),
    { method: 'GET', url: '/api/search/variation-code-search?query=OSLO-' },
  ],
  [
    'categories.products',
    (c) =>
      c.categories.products('arm-chairs', {
        skip: 0,
        includeFacets: true,
        inStock: true,
        sortOrder: 'sortOrderPriceAsc',
        active: true,
        facets: { Brand: ['Nordic'] },
        query: 'oak',
        selectedModel: 'M1',
        order: 'asc',
      }),
    {
      method: 'GET',
      url:
        '/api/categories/arm-chairs/products?skip=0&take=24&includeFacets=true&instock=true&sortOrder=sortOrderPriceAsc' +
        '&Active=True&filter%3A%3ABrand=Nordic&query=oak&selectedModel=M1&order=asc',
    },
  ],
  ['cart.get', (c) => c.cart.get(), { method: 'GET', url: '/api/cart' }],
  [
    'cart.add',
    (c) => c.cart.add({ code: 'OSLO-1', quantity: 2 }, { priceInclVAT: true }),
    { method: 'POST', url: '/api/cart?priceInclVAT=true', body: { code: 'OSLO-1', quantity: 2 } },
  ],
  [
    'cart.update',
    (c) => c.cart.update({ code: 'OSLO-1', quantity: 0 }),
    { method: 'PUT', url: '/api/cart', body: { code: 'OSLO-1', quantity: 0 } },
  ],
  [
    'cart.addMultiple',
    (c) =>
      c.cart.addMultiple([
        { code: 'A', quantity: 1 },
        { code: 'B', quantity: 3 },
      ]),
    {
      method: 'POST',
      url: '/api/cart/add-multiple',
      body: [
        { code: 'A', quantity: 1 },
        { code: 'B', quantity: 3 },
      ],
    },
  ],
  [
    'cart.bulk',
    (c) => c.cart.bulk([{ code: 'A', quantity: 5 }], { priceInclVAT: false }),
    {
      method: 'PUT',
      url: '/api/cart/bulk?priceInclVAT=false',
      body: { lineitems: [{ code: 'A', quantity: 5 }] },
    },
  ],
  ['cart.remove', (c) => c.cart.remove(), { method: 'DELETE', url: '/api/cart' }],
  [
    'cart.addCoupon',
    (c) => c.cart.addCoupon('WINTER10'),
    { method: 'POST', url: '/api/cart/coupon', body: { couponCode: 'WINTER10' } },
  ],
  [
    'cart.removeCoupon',
    (c) => c.cart.removeCoupon('WINTER10', { priceInclVAT: true }),
    { method: 'DELETE', url: '/api/cart/coupon?priceInclVAT=true', body: { couponCode: 'WINTER10' } },
  ],
  ['cart.share', (c) => c.cart.share(), { method: 'POST', url: '/api/cart/share' }],
  ['cart.shared', (c) => c.cart.shared('abc/1'), { method: 'GET', url: '/api/cart/shared/abc%2F1' }],
  [
    'cart.loadShared',
    (c) => c.cart.loadShared('abc'),
    { method: 'POST', url: '/api/cart/load-shared', body: { shareId: 'abc' } },
  ],
  [
    'passwordReset.request',
    (c) => c.passwordReset.request({ email: 'kari@example.com' }),
    { method: 'POST', url: '/api/customer/password-reset/request', body: { email: 'kari@example.com' } },
  ],
  [
    'passwordReset.reset',
    (c) => c.passwordReset.reset({ token: 'tok', newPassword: 'a new password' }),
    {
      method: 'POST',
      url: '/api/customer/password-reset',
      body: { token: 'tok', newPassword: 'a new password' },
    },
  ],
  ['fdv.documents', (c) => c.fdv.documents(), { method: 'GET', url: '/api/fdv/documents' }],
  [
    'approvals.list',
    (c) => c.approvals.list(),
    { method: 'GET', url: '/api/customer/organisation/approvals' },
  ],
  [
    'approvals.approve',
    (c) => c.approvals.approve('SF-2026-0000000001'),
    { method: 'POST', url: '/api/customer/organisation/approvals/SF-2026-0000000001/approve', body: {} },
  ],
  [
    'approvals.reject',
    (c) => c.approvals.reject('SF-2026-0000000001', { reason: 'Too expensive' }),
    {
      method: 'POST',
      url: '/api/customer/organisation/approvals/SF-2026-0000000001/reject',
      body: { reason: 'Too expensive' },
    },
  ],
];

describe('each call function', () => {
  it.each(CALLS)('%s sends the right method, path, query and body', async (_name, call, expected) => {
    const result = await call(api);
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe(expected.method);
    expect(request?.url).toBe(expected.url);
    if (expected.body === undefined) expect(request?.body).toBe('');
    else expect(JSON.parse(request?.body ?? '')).toEqual(expected.body);
  });

  it('the table covers every function of the client', () => {
    const exported = Object.entries(api).flatMap(([area, calls]) =>
      typeof calls === 'object' ? Object.keys(calls).map((name) => `${area}.${name}`) : [],
    );
    expect(CALLS.map(([name]) => name).sort()).toEqual(exported.sort());
  });
});

describe('call specifics', () => {
  it('place order sends the Idempotency-Key header', async () => {
    await api.orders.place(order, 'key-42');
    expect(server.requests[0]?.headers['idempotency-key']).toBe('key-42');
  });

  it('the order list leaves out what is not given', async () => {
    await api.orders.list();
    expect(server.requests[0]?.url).toBe('/api/order/all-orders');
  });

  it('category products default take to 24 and full search accepts a ready query string', async () => {
    await api.categories.products('sofas');
    await api.search.full('?query=sofa&Color=black%3Boak');
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/categories/sofas/products?take=24',
      '/api/search?query=sofa&Color=black%3Boak',
    ]);
  });

  it('a new suggestions request aborts the previous one', async () => {
    server.respond((request, response) => {
      const delay = request.url.endsWith('query=so') ? 1_000 : 0;
      setTimeout(() => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify([request.url]));
      }, delay).unref();
    });
    const first = api.search.suggestions('so');
    const second = api.search.suggestions('sofa');
    expect(await second).toEqual({ ok: true, status: 200, data: ['/api/search/suggestions?query=sofa'] });
    expect(await first).toEqual({
      ok: false,
      kind: 'exception',
      message: 'The request was aborted.',
      aborted: true,
    });
    // A later call after both settled is not aborted by the finished ones.
    expect(await api.search.suggestions('sofa')).toMatchObject({ ok: true });
    server.respond((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{}');
    });
  });
});
