import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/server';
import { createAccount, createOrganisation, TEST_PASSWORD } from './commerce/support/accounts';
import { TEST_PROXY_SECRET } from './commerce/support/commerce-app';
import { Visitor } from './commerce/support/visitor';
import { openTestDatabase, type TestDatabase } from './support/test-database';

/*
 * Property-based fuzzing of every route of the API, as an attacker or a careless client would call it: any
 * text in the path parameters, query and JSON body (NUL bytes, lone surrogates, broken %-encoding, huge and
 * odd numbers, wrong types), signed in as an organisation administrator or not. Whatever comes in, the
 * answer is never a 5xx: bad input is the client's error, with the spec's 400 shape.
 */

/** Field names the routes read, so generated queries and bodies reach the validation behind them. */
const FIELD_NAMES = [
  'query',
  'skip',
  'take',
  'sorter',
  'lang',
  'url',
  'path',
  'code',
  'codes',
  'quantity',
  'items',
  'lineitems',
  'email',
  'password',
  'oldPassword',
  'newPassword',
  'firstName',
  'lastName',
  'phone',
  'listName',
  'oldName',
  'newName',
  'shareId',
  'orderNumber',
  'couponCode',
  'token',
  'address',
  'postalCode',
  'city',
  'country',
  'customerId',
  'roleKey',
  'filter::Color',
  'priceFrom',
  'priceTo',
  'acceptOrderSplitting',
];

/** Text that has broken servers before, beside whatever fast-check makes up. */
const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '%00',
  '%E0%A4%A',
  '%',
  "'; DROP TABLE carts; --",
  '-1',
  '1e309',
  '99999999999999999999',
  'NaN',
  ' ',
  '💺'.repeat(300),
  'a'.repeat(5000),
  '../../etc/passwd',
  '__proto__',
];

const text = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('value'), { maxKeys: 4 }),
  ),
})).value;
const query = fc.dictionary(fc.constantFrom(...FIELD_NAMES), text, { maxKeys: 4 });
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 6 }),
  fc.array(value, { maxLength: 3 }),
  text.map((raw) => ({ raw })),
);

interface Route {
  method: string;
  path: string;
}

/** Every route the server answers, read from Fastify's route tree (4 characters of indent a level). */
function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    const path = `${depth > 0 ? (pathAtDepth[depth - 1] ?? '') : ''}${match[2]}`;
    pathAtDepth[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}

/**
 * %-encodes any string, surrogates included: a lone surrogate becomes the invalid UTF-8 `%ED%A0%80`, as a
 * careless client would send it (encodeURIComponent refuses it).
 */
function encodeAnyText(text: string): string {
  return text
    .split(/([\ud800-\udbff][\udc00-\udfff])/)
    .map((part, index) =>
      index % 2 === 1
        ? encodeURIComponent(part)
        : encodeURIComponent(part.replace(/[\ud800-\udfff]/g, '\u0001')),
    )
    .join('')
    .replaceAll('%01', '%ED%A0%80');
}

/** The path with each `:param` (and `*`) replaced by generated text, %-encoded or raw. */
function fillPath(path: string, params: string[], encode: boolean): string {
  let index = 0;
  return path.replace(/:[A-Za-z]+|\*/g, () => {
    const param = params[index++] ?? 'x';
    return encode ? encodeAnyText(param) : param.replace(/[/?#\s]/g, '');
  });
}

/** Generated requests per route and method; about 5,800 in all, 10-20 s on each database. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS) || 100;

/** What the shop's pages send with every call through the web server (the cross-site guard checks them). */
const BROWSER_HEADERS = {
  'content-type': 'application/json',
  origin: 'http://shop.test',
  'x-forwarded-host': 'shop.test',
};

let database: TestDatabase;
let app: FastifyInstance;
let sessionCookie: string | undefined;

beforeAll(async () => {
  database = await openTestDatabase(60);
  app = await createServer({
    logLevel: 'silent',
    db: database.db,
    catalogueCache: null,
    proxySecret: TEST_PROXY_SECRET,
  });
  await app.ready();
  const organisation = await createOrganisation(database.db, 'fuzz-org');
  await createAccount(database.db, 'fuzz-admin@example.com', 'OrganizationAdministrator', organisation.id);
  const visitor = new Visitor(app);
  expect((await visitor.login('fuzz-admin@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  sessionCookie = visitor.cookie;
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('fuzzing every route', () => {
  it('never answers 5xx, whatever the path parameters, query and body', async () => {
    const routes = routesOf(app);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/categories/:id/products' });
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    const started = Date.now();
    for (const route of routes) {
      const outcome = await fc.check(
        fc.asyncProperty(
          fc.array(text, { minLength: 3, maxLength: 3 }),
          fc.boolean(),
          query,
          body,
          fc.boolean(),
          async (params, encode, search, payload, signedIn) => {
            const url = new URL(fillPath(route.path, params, encode), 'http://api.test');
            for (const [key, item] of Object.entries(search)) url.searchParams.append(key, item);
            const raw = (payload as { raw?: unknown }).raw;
            const answer = await app.inject({
              method: route.method as InjectOptions['method'],
              url: `${url.pathname}${url.search}`,
              headers: {
                ...BROWSER_HEADERS,
                ...(signedIn && sessionCookie ? { cookie: `sf_session=${sessionCookie}` } : {}),
              },
              ...(route.method === 'GET'
                ? {}
                : { payload: typeof raw === 'string' ? raw : JSON.stringify(payload) }),
            });
            statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
            if (answer.statusCode >= 500) {
              failures.push(
                `${route.method} ${`${url.pathname}${url.search}`.slice(0, 200)} -> ${answer.body.slice(0, 160)}`,
              );
            }
            return answer.statusCode < 500;
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED) || undefined },
      );
      // A thrown error (not a 5xx answer) is a failure of its own: report it with its input.
      if (outcome.failed && outcome.errorInstance) {
        failures.push(`${route.method} ${route.path}: ${String(outcome.errorInstance)}`);
      }
    }
    const requests = Object.values(statuses).reduce((sum, n) => sum + n, 0);
    console.log(
      `input fuzz: ${requests} requests over ${routes.length} routes in ${Math.round((Date.now() - started) / 1000)} s; answers by status ${JSON.stringify(statuses)}`,
    );
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE);
  });

  it('refuses NUL bytes and lone surrogates with the 400 shape, also in Basic credentials', async () => {
    const cases: InjectOptions[] = [
      { method: 'GET', url: '/api/search?query=%00' },
      { method: 'GET', url: '/api/products/%00' },
      {
        method: 'POST',
        url: '/api/cart',
        headers: BROWSER_HEADERS,
        payload: '{"code":"\\ud800","quantity":1}',
      },
      {
        method: 'POST',
        url: '/api/customer/login',
        headers: { ...BROWSER_HEADERS, authorization: 'Basic ADoA' },
      },
    ];
    for (const request of cases) {
      const answer = await app.inject(request);
      expect(answer.statusCode, `${request.method} ${request.url}`).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'BAD_REQUEST' });
    }
  });

  it('answers a body over the limit with 413 in the error shape', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: BROWSER_HEADERS,
      payload: JSON.stringify({ code: 'x'.repeat(2 * 1024 * 1024), quantity: 1 }),
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large.' });
  });

  it('sends the security headers on JSON and on the test payment page', async () => {
    for (const url of ['/api/health', '/api/search?query=sofa', '/api/payment/test/NO-SUCH-ORDER']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(answer.headers['permissions-policy'], url).toContain('camera=()');
      expect(answer.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});
