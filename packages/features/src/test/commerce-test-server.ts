// A small commerce server on node:http for the cart and checkout tests: the real API client talks real
// HTTP to it, so status handling, headers and bodies are exercised end to end. It keeps one cart in memory
// and prices every line itself, like the reference server, so tests can check that the client never
// sends a price.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInput, Cart, CartLine, Customer, Order, OrderBody } from '@storefront/api-client';
import { sampleCart, sampleLine } from './cart-fixtures';

/** An article of the test catalogue. */
export interface TestArticle {
  code: string;
  name: string;
  /** Unit price in SEK, as the server answers it. */
  unitPrice: number;
  stock: number;
  active?: boolean;
  categoryPath?: string[];
}

/** A request the server received, for assertions. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string without `?`. */
  query: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** What a test can steer and read. */
export interface CommerceTestServer {
  /** Base URL for `createApiClient({ apiBase })`. */
  url: string;
  requests: RecordedRequest[];
  articles: Map<string, TestArticle>;
  /** Lines of the cart: code and quantity. */
  cart: Map<string, number>;
  /** Orders placed, keyed by idempotency key. */
  orders: Map<string, { orderNumber: string; body: OrderBody }>;
  /** Orders GET api/order/{orderNumber} answers, by number. */
  orderDetails: Map<string, Order>;
  /** Shared carts by share id: code and quantity of each line. */
  shared: Map<string, Map<string, number>>;
  /** The signed-in customer GET api/customer answers, or null for 204. */
  customer: Customer | null;
  /** Makes the next answers of a path fail with this status and body. */
  failNext(path: string, status: number, body: unknown): void;
  close(): Promise<void>;
}

function cartOf(server: CommerceTestServer, held: Map<string, number> = server.cart): Cart {
  const lines: CartLine[] = [];
  for (const [code, quantity] of held) {
    const article = server.articles.get(code)!;
    lines.push(
      sampleLine({
        code,
        name: article.name,
        unit: article.unitPrice,
        quantity,
        active: article.active ?? true,
        inStockQuantity: article.stock,
        ...(article.categoryPath ? { categoryPath: article.categoryPath } : {}),
      }),
    );
  }
  return sampleCart(lines);
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : null;
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

type Item = { code: string; quantity: number };

/** Starts the server on a free port of 127.0.0.1 with the given catalogue. */
export async function startCommerceTestServer(articles: TestArticle[]): Promise<CommerceTestServer> {
  const failures = new Map<string, { status: number; body: unknown }>();
  let orderCounter = 1000;
  const state = {
    url: '',
    requests: [] as RecordedRequest[],
    articles: new Map(articles.map((article) => [article.code, article])),
    cart: new Map<string, number>(),
    orders: new Map<string, { orderNumber: string; body: OrderBody }>(),
    orderDetails: new Map<string, Order>(),
    shared: new Map<string, Map<string, number>>(),
    customer: null as Customer | null,
    failNext(path: string, status: number, body: unknown) {
      failures.set(path, { status, body });
    },
    close: async () => {},
  } satisfies CommerceTestServer;

  const unknownCode = (code: string) => ({ error: 'NOT_FOUND', message: `No article has the code ${code}.` });
  const setLine = (item: Item, add: boolean) => {
    const next = (add ? (state.cart.get(item.code) ?? 0) : 0) + item.quantity;
    if (next <= 0) state.cart.delete(item.code);
    else state.cart.set(item.code, Math.min(999, next));
  };

  const http = createServer(async (request, response) => {
    const [path = '/', query = ''] = (request.url ?? '/').split('?');
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    state.requests.push({ method, path, query, headers: request.headers, body });
    const failure = failures.get(path);
    if (failure) {
      failures.delete(path);
      send(response, failure.status, failure.body);
      return;
    }
    if (path === '/api/customer' && method === 'GET') {
      if (state.customer) send(response, 200, state.customer);
      else send(response, 204);
      return;
    }
    if (path === '/api/cart' && method === 'GET') return send(response, 200, cartOf(state));
    if (path === '/api/cart' && method === 'DELETE') {
      state.cart.clear();
      return send(response, 204);
    }
    if (path === '/api/cart' && (method === 'POST' || method === 'PUT')) {
      const item = body as Item;
      if (!state.articles.has(item.code)) return send(response, 404, unknownCode(item.code));
      setLine(item, method === 'POST');
      return send(response, 200, cartOf(state));
    }
    if (path === '/api/cart/add-multiple' && method === 'POST') {
      const items = body as Item[];
      const unknown = items.find((item) => !state.articles.has(item.code));
      if (unknown) return send(response, 404, unknownCode(unknown.code));
      for (const item of items) setLine(item, true);
      return send(response, 200, cartOf(state));
    }
    if (path === '/api/cart/bulk' && method === 'PUT') {
      const { lineitems } = body as { lineitems: Item[] };
      for (const item of lineitems) setLine(item, false);
      return send(response, 200, cartOf(state));
    }
    if (path === '/api/cart/share' && method === 'POST') {
      if (state.cart.size === 0) {
        return send(response, 409, { error: 'CONFLICT', message: 'An empty cart cannot be shared.' });
      }
      const shareId = `share-${state.shared.size + 1}`;
      state.shared.set(shareId, new Map(state.cart));
      return send(response, 201, { shareId });
    }
    if (path.startsWith('/api/cart/shared/') && method === 'GET') {
      const held = state.shared.get(decodeURIComponent(path.slice('/api/cart/shared/'.length)));
      return held
        ? send(response, 200, cartOf(state, held))
        : send(response, 404, { error: 'NOT_FOUND', message: 'No such shared cart.' });
    }
    if (path === '/api/cart/load-shared' && method === 'POST') {
      const held = state.shared.get((body as { shareId: string }).shareId);
      if (!held) return send(response, 404, { error: 'NOT_FOUND', message: 'No such shared cart.' });
      for (const [code, quantity] of held) setLine({ code, quantity }, true);
      return send(response, 200, cartOf(state));
    }
    if (path.startsWith('/api/order/') && method === 'GET') {
      const order = state.orderDetails.get(decodeURIComponent(path.slice('/api/order/'.length)));
      return order
        ? send(response, 200, order)
        : send(response, 404, { error: 'NOT_FOUND', message: 'No such order.' });
    }
    if (path === '/api/order/' && method === 'POST') {
      const key = String(request.headers['idempotency-key'] ?? '');
      const existing = state.orders.get(key);
      if (existing) return send(response, 200, placeAnswer(existing.orderNumber));
      for (const [code, quantity] of state.cart) {
        const article = state.articles.get(code)!;
        if (article.stock < quantity) {
          return send(response, 409, {
            error: 'OUT_OF_STOCK',
            message: `${article.name} is sold out: ${article.stock} left, ${quantity} in your cart.`,
          });
        }
      }
      const orderNumber = `SF-${++orderCounter}`;
      for (const [code, quantity] of state.cart) state.articles.get(code)!.stock -= quantity;
      state.cart.clear();
      state.orders.set(key, { orderNumber, body: body as OrderBody });
      return send(response, 200, placeAnswer(orderNumber));
    }
    send(response, 404, { error: 'NOT_FOUND', message: 'No such endpoint.' });
  });

  const placeAnswer = (orderNumber: string) => ({
    orderNumber,
    redirectUrl: `${state.url}/api/payment/test/${orderNumber}`,
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  if (address === null || typeof address === 'string') throw new Error('test server has no port');
  state.url = `http://127.0.0.1:${address.port}`;
  state.close = () => new Promise<void>((resolve) => http.close(() => resolve()));
  return state;
}

/** A complete valid address for checkout tests. */
export const testAddress: AddressInput = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  address: 'Storgata 1',
  city: 'Oslo',
  postalCode: '0155',
  countryCode: 'NO',
  email: 'kari@example.com',
  phoneNumber: '+47 912 34 567',
};
