// A small account server on node:http for the account, favourites, organisation and quick-order tests:
// the real API client talks real HTTP to it, so status handling, headers and bodies run end to end. It
// keeps customers, one session, favourites, organisation users and a cart in memory, and answers with
// the reference server's status codes and `{ error, message }` bodies.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Cart, Customer, FavoritesList, Order, OrganizationUser } from '@storefront/api-client';
import { testCustomer, testOrganisationCustomer } from './account-fixtures';
import { sampleCart, sampleLine } from './cart-fixtures';

export { testCustomer, testOrganisationCustomer };

/** A customer the server knows, with the password it accepts. */
export interface TestAccount {
  customer: Customer;
  password: string;
}

/** An article the variation-code search and the cart know. */
export interface TestAccountArticle {
  code: string;
  name: string;
  unitPrice: number;
  stock: number;
}

/** What a test can steer and read. */
export interface AccountTestServer {
  /** Base URL for `createApiClient({ apiBase })`. */
  url: string;
  /** Every request as `METHOD path?query`, for assertions. */
  requests: string[];
  accounts: TestAccount[];
  /** Id of the signed-in customer, or null. */
  signedIn: string | null;
  favourites: Map<string, FavoritesList[]>;
  /** Lines of the cart: code and quantity. */
  cart: Map<string, number>;
  orders: Order[];
  articles: Map<string, TestAccountArticle>;
  /** Answers the next call of a path with this status and body. */
  failNext(path: string, status: number, body?: unknown): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const kr = (amount: number) => ({ amount, formattedString: `${amount.toFixed(2)} kr` });

/** A variation price as the server answers it, from the unit price excluding VAT. */
function testPrice(unit: number) {
  return {
    regularPriceExVat: kr(unit),
    regularPriceIncVat: kr(unit * 1.25),
    priceExVat: kr(unit),
    priceIncVat: kr(unit * 1.25),
    discountExVat: kr(0),
    discountIncVat: kr(0),
    discountPercentage: 0,
    description: null,
  };
}

const toUser = ({ customer: c }: TestAccount): OrganizationUser => ({
  id: c.id,
  customerId: c.customerId,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  phoneNumber: c.phoneNumber,
  role: c.role,
});

/** Starts the server on a free port of 127.0.0.1. */
export async function startAccountTestServer(
  accounts: TestAccount[],
  articles: TestAccountArticle[] = [],
): Promise<AccountTestServer> {
  const failures = new Map<string, { status: number; body?: unknown }>();
  let nextId = 100;
  const state: AccountTestServer = {
    url: '',
    requests: [],
    accounts,
    signedIn: null,
    favourites: new Map(),
    cart: new Map(),
    orders: [],
    articles: new Map(articles.map((article) => [article.code, article])),
    failNext(path, status, body) {
      failures.set(path, { status, body });
    },
    close: async () => {},
  };
  const current = () => state.accounts.find((account) => account.customer.id === state.signedIn) ?? null;
  const cartOf = (): Cart =>
    sampleCart(
      [...state.cart].map(([code, quantity]) => {
        const article = state.articles.get(code)!;
        return sampleLine({
          code,
          name: article.name,
          unit: article.unitPrice,
          quantity,
          inStockQuantity: article.stock,
        });
      }),
    );
  const forbidden = { error: 'FORBIDDEN', message: 'Only organisation administrators manage users.' };

  const http = createServer(async (request, response) => {
    const [path = '/', query = ''] = (request.url ?? '/').split('?');
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    const params = new URLSearchParams(query);
    state.requests.push(`${method} ${path}${query ? `?${query}` : ''}`);
    const failure = failures.get(path);
    if (failure) {
      failures.delete(path);
      return send(response, failure.status, failure.body);
    }
    const me = current();
    const route = `${method} ${path}`;

    if (route === 'POST /api/customer/login') {
      const [email, password] = Buffer.from(
        String(request.headers.authorization ?? '').replace(/^Basic /, ''),
        'base64',
      )
        .toString('utf8')
        .split(':');
      const account = state.accounts.find((a) => a.customer.email === email && a.password === password);
      if (!account)
        return send(response, 401, { error: 'INVALID_CREDENTIALS', message: 'Wrong e-mail or password.' });
      state.signedIn = account.customer.id;
      return send(response, 200, account.customer);
    }
    if (route === 'POST /api/customer/register') {
      const input = body as {
        email: string;
        password: string;
        firstName: string;
        lastName: string;
        phoneNumber: string;
      };
      if (state.accounts.some((a) => a.customer.email === input.email)) {
        return send(response, 409, {
          error: 'EMAIL_TAKEN',
          message: 'An account with this e-mail already exists.',
        });
      }
      const customer = testCustomer({ ...input, id: `c-${++nextId}` });
      state.accounts.push({ customer, password: input.password });
      state.signedIn = customer.id;
      return send(response, 201, customer);
    }
    if (route === 'GET /api/customer') return me ? send(response, 200, me.customer) : send(response, 204);
    if (route === 'GET /api/cart') return send(response, 200, cartOf());
    if (route === 'POST /api/cart/add-multiple') {
      const items = body as { code: string; quantity: number }[];
      const unknown = items.find((item) => !state.articles.has(item.code));
      if (unknown)
        return send(response, 404, {
          error: 'NOT_FOUND',
          message: `No article has the code ${unknown.code}.`,
        });
      for (const item of items) state.cart.set(item.code, (state.cart.get(item.code) ?? 0) + item.quantity);
      return send(response, 200, cartOf());
    }
    if (route === 'PUT /api/cart/bulk') {
      // As the reference server: quantities are set (0 removes), unknown codes refuse the whole call.
      const { lineitems } = body as { lineitems: { code: string; quantity: number }[] };
      const unknown = lineitems.find((item) => !state.articles.has(item.code));
      if (unknown)
        return send(response, 400, {
          error: 'UNKNOWN_CODE',
          message: `No article has the code ${unknown.code}.`,
        });
      for (const item of lineitems) {
        if (item.quantity === 0) state.cart.delete(item.code);
        else state.cart.set(item.code, item.quantity);
      }
      return send(response, 200, cartOf());
    }
    if (route === 'GET /api/search/variation-code-search') {
      const wanted = (params.get('query') ?? '').toUpperCase();
      const results = [...state.articles.values()]
        .filter((article) => article.code.startsWith(wanted))
        .map((article) => ({
          code: article.code,
          productCode: article.code,
          name: article.name,
          url: `/en/p/${article.code.toLowerCase()}/`,
          image: { src: '/api/images/x.svg', alt: article.name, title: article.name, width: 80, height: 60 },
          price: testPrice(article.unitPrice),
          inStockQuantity: article.stock,
          active: true,
          isBuyable: true,
          maxQuantity: 999,
        }));
      return send(response, 200, { results, numberOfHits: results.length });
    }

    if (!me) return send(response, 401, { error: 'UNAUTHORIZED', message: 'Sign in first.' });

    if (route === 'POST /api/customer/logout') {
      state.signedIn = null;
      return send(response, 204);
    }
    if (route === 'GET /api/order/all-orders') {
      const take = Number(params.get('take') ?? 10);
      const skip = Number(params.get('skip') ?? 0);
      const year = params.get('year');
      const matching = state.orders.filter((order) => !year || order.orderDate.startsWith(year));
      return send(response, 200, {
        orders: matching.slice(skip, skip + take),
        totalOrderCount: matching.length,
        orderYears: [...new Set(state.orders.map((order) => Number(order.orderDate.slice(0, 4))))].sort(
          (a, b) => b - a,
        ),
      });
    }
    if (method === 'GET' && path.startsWith('/api/order/')) {
      const order = state.orders.find((o) => o.orderNumber === path.slice('/api/order/'.length));
      return order
        ? send(response, 200, order)
        : send(response, 404, { error: 'NOT_FOUND', message: 'No such order.' });
    }
    if (route === 'GET /api/favorites/lists')
      return send(response, 200, state.favourites.get(me.customer.id) ?? []);
    if (route === 'PUT /api/favorites') {
      const { listName, items } = body as { listName: string; items: { code: string }[] };
      const lists = state.favourites.get(me.customer.id) ?? [];
      const saved: FavoritesList = { id: `f-${listName}`, name: listName, items };
      const rest = lists.filter((list) => list.name !== listName);
      state.favourites.set(me.customer.id, items.length === 0 ? rest : [...rest, saved]);
      return send(response, 200, saved);
    }
    if (route === 'PUT /api/favorites/changeName') {
      const { oldName, newName } = body as { oldName: string; newName: string };
      const lists = state.favourites.get(me.customer.id) ?? [];
      const list = lists.find((l) => l.name === oldName);
      if (!list) return send(response, 404, { error: 'NOT_FOUND', message: 'No such list.' });
      list.name = newName;
      return send(response, 200, list);
    }
    if (route === 'DELETE /api/favorites/lists') {
      const { listName } = body as { listName: string };
      state.favourites.set(
        me.customer.id,
        (state.favourites.get(me.customer.id) ?? []).filter((list) => list.name !== listName),
      );
      return send(response, 204);
    }

    const isAdmin = me.customer.role === 'OrganizationAdministrator';
    const colleagues = () =>
      state.accounts.filter((a) => a.customer.organizationId === me.customer.organizationId);
    if (route === 'GET /api/customer/roles') {
      return send(response, 200, [
        { key: 'OrganizationPurchaser', name: 'Purchaser' },
        { key: 'OrganizationAdministrator', name: 'Administrator' },
      ]);
    }
    if (
      path.startsWith('/api/customer/all-customers') ||
      path.startsWith('/api/customer/organization-user') ||
      (route === 'DELETE /api/customer' && params.has('customerId'))
    ) {
      if (
        !isAdmin ||
        (params.get('organizationId') !== null && params.get('organizationId') !== me.customer.organizationId)
      ) {
        return send(response, 403, forbidden);
      }
    }
    if (route === 'GET /api/customer/all-customers') return send(response, 200, colleagues().map(toUser));
    if (route === 'POST /api/customer/organization-user') {
      const input = body as Customer & { password: string };
      if (state.accounts.some((a) => a.customer.email === input.email)) {
        return send(response, 409, {
          error: 'EMAIL_TAKEN',
          message: 'An account with this e-mail already exists.',
        });
      }
      const customer = {
        ...testOrganisationCustomer(`c-${++nextId}`, input.email, input.role),
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
      };
      state.accounts.push({ customer, password: input.password });
      return send(response, 201, toUser({ customer, password: input.password }));
    }
    if (route === 'PUT /api/customer/organization-user') {
      const input = body as OrganizationUser;
      const account = colleagues().find((a) => a.customer.id === input.id);
      if (!account) return send(response, 404, { error: 'NOT_FOUND', message: 'No such user.' });
      Object.assign(account.customer, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        role: input.role,
      });
      return send(response, 200, toUser(account));
    }
    if (route === 'POST /api/customer/organization-user/change-password') {
      const input = body as { id: string; newPassword: string };
      const account = colleagues().find((a) => a.customer.id === input.id);
      if (!account) return send(response, 404, { error: 'NOT_FOUND', message: 'No such user.' });
      account.password = input.newPassword;
      return send(response, 204);
    }
    if (route === 'DELETE /api/customer' && params.has('customerId')) {
      const id = params.get('customerId');
      state.accounts = state.accounts.filter(
        (a) => a.customer.id !== id || a.customer.organizationId !== me.customer.organizationId,
      );
      return send(response, 204);
    }
    send(response, 404, { error: 'NOT_FOUND', message: 'No such endpoint.' });
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  if (address === null || typeof address === 'string') throw new Error('test server has no port');
  state.url = `http://127.0.0.1:${address.port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      http.closeAllConnections();
      http.close(() => resolve());
    });
  return state;
}
