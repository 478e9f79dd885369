import type { AddressInfo } from 'node:net';
import { categoryProductsResponseSchema, searchResultSchema } from '@storefront/api-client';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/commerce/seed/demo-accounts';
import { orderBody } from './commerce/support/order-body';
import { Visitor } from './commerce/support/visitor';
import { signInDemoCustomer } from './support/demo-customer';
import { useTestServer } from './support/server-suite';

/** The calls of spec section 7 (method, path), with the verbs the spec leaves unshown as the server has them. */
const SPEC_CALLS: ReadonlyArray<readonly [string, string]> = [
  ['get', '/api/content/page'],
  ['get', '/api/site/global-settings'],
  ['get', '/api/site/translations'],
  ['get', '/api/content/header'],
  ['get', '/api/content/footer'],
  ['get', '/api/content/global'],
  ['get', '/api/content/get-site-structure'],
  ['get', '/api/customer'],
  ['post', '/api/customer/login'],
  ['post', '/api/customer/logout'],
  ['post', '/api/customer/register'],
  ['post', '/api/customer/set-primary-address'],
  ['put', '/api/customer/update-address'],
  ['post', '/api/customer/create-address'],
  ['delete', '/api/customer/delete-address'],
  ['get', '/api/customer/all-customers'],
  ['get', '/api/customer/roles'],
  ['put', '/api/customer/update'],
  ['post', '/api/customer/update'],
  ['delete', '/api/customer'],
  ['post', '/api/customer/change-password'],
  ['get', '/api/favorites/lists'],
  ['post', '/api/favorites'],
  ['put', '/api/favorites/changeName'],
  ['delete', '/api/favorites/lists'],
  ['get', '/api/order/all-orders'],
  ['get', '/api/order/{orderNumber}'],
  ['post', '/api/order/'],
  ['get', '/api/search/quick-search'],
  ['get', '/api/search'],
  ['get', '/api/search/suggestions'],
  ['get', '/api/search/variation-code-search'],
  ['get', '/api/categories/{id}/products'],
  ['get', '/api/cart'],
  ['post', '/api/cart'],
  ['put', '/api/cart'],
  ['post', '/api/cart/add-multiple'],
  ['put', '/api/cart/bulk'],
  ['delete', '/api/cart'],
];

type JsonSchema = Record<string, unknown>;
type Parameter = {
  name: string;
  in: string;
  description?: string;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
};
type Operation = {
  description?: string;
  parameters?: Parameter[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema: JsonSchema }> }>;
};
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

/** The `$ref` of the one error body every route documents. */
const ERROR_REF = '#/components/schemas/ApiError';

/** Every route the server registered, as `method path` with `{param}` placeholders, from its route tree. */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const tree = app.printRoutes({ commonPrefix: false, includeHooks: false });
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[└├]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    stack.length = depth;
    stack.push(match[2] as string);
    if (!match[3]) continue;
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD') routes.push(`${method.toLowerCase()} ${path}`);
    }
  }
  return routes;
}

/**
 * Checks answers against the document itself: ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect) over the
 * response schemas as the document holds them, `$ref`s to its components included.
 */
/** JSON calls beyond spec section 7 whose answers are documented too: order approvals and password reset. */
const ORGANISATION_AND_RESET_CALLS: ReadonlyArray<readonly [string, string]> = [
  ['get', '/api/customer/organisation/approvals'],
  ['post', '/api/customer/organisation/approvals/{orderNumber}/approve'],
  ['post', '/api/customer/organisation/approvals/{orderNumber}/reject'],
  ['post', '/api/customer/password-reset/request'],
  ['post', '/api/customer/password-reset'],
  ['get', '/api/fdv/documents'],
];

function answerChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(document as unknown as JsonSchema, 'openapi.json');
  return (method: string, path: string, res: LightMyRequestResponse) => {
    const pointer = [
      'paths',
      path,
      method,
      'responses',
      String(res.statusCode),
      'content',
      'application/json',
      'schema',
    ]
      .map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1'))
      .join('/');
    const validate = ajv.compile({ $ref: `openapi.json#/${pointer}` });
    const valid = validate(res.json());
    return valid ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  };
}

describe('the OpenAPI document and reference page at /api/docs', () => {
  const server = useTestServer(300);
  let app: FastifyInstance;
  let document: OpenApiDocument;
  let check: ReturnType<typeof answerChecker>;
  beforeAll(async () => {
    app = server.app;
    await app.ready();
    document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    check = answerChecker(document);
  });

  const documented = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
  // The router ignores trailing slashes, so `/api/order/` and `/api/order` are one route.
  const withoutSlash = (route: string) => route.replace(/\/$/, '');

  it('describes every call of spec section 7', () => {
    expect(document.openapi).toBe('3.1.0');
    const missing = SPEC_CALLS.map(([method, path]) => `${method} ${path}`).filter(
      (call) => !documented().includes(call),
    );
    expect(missing).toEqual([]);
  });

  it('describes every route the server registered, apart from the docs themselves', () => {
    const routes = registeredRoutes(app).filter((route) => !route.includes('/api/docs'));
    expect(routes.length).toBeGreaterThan(50);
    const documentedRoutes = documented().map(withoutSlash);
    for (const [method, path] of SPEC_CALLS) expect(routes).toContain(withoutSlash(`${method} ${path}`));
    expect(routes.filter((route) => !documentedRoutes.includes(withoutSlash(route)))).toEqual([]);
  });

  it('takes request parameters from the route schemas', () => {
    const page = document.paths['/api/sitemap/urls']?.get?.parameters ?? [];
    expect(page.map((parameter) => `${parameter.in} ${parameter.name}`).sort()).toEqual([
      'query language',
      'query page',
    ]);
  });

  it('documents the success answer and the error body of every call of spec section 7 and the approval and reset calls', () => {
    const gaps: string[] = [];
    for (const [method, path] of [...SPEC_CALLS, ...ORGANISATION_AND_RESET_CALLS]) {
      const responses = document.paths[path]?.[method]?.responses ?? {};
      const statuses = Object.keys(responses);
      const success = statuses.filter((status) => /^2\d\d$/.test(status));
      if (success.length === 0) gaps.push(`${method} ${path}: no 2xx answer`);
      for (const status of success) {
        // A 204 has no body; every other success answer has its JSON schema.
        if (status !== '204' && !responses[status]?.content?.['application/json']?.schema) {
          gaps.push(`${method} ${path}: ${status} without a schema`);
        }
      }
      if (!statuses.includes('400')) gaps.push(`${method} ${path}: no 400`);
      for (const status of statuses.filter((code) => /^4\d\d$/.test(code))) {
        const schema = responses[status]?.content?.['application/json']?.schema;
        if (schema?.$ref !== ERROR_REF) gaps.push(`${method} ${path}: ${status} is not the error body`);
      }
    }
    expect(gaps).toEqual([]);
    const error = document.components.schemas.ApiError as { required: string[]; properties: JsonSchema };
    expect(error.required).toEqual(['error', 'message']);
    expect(Object.keys(error.properties).sort()).toEqual(['error', 'errors', 'fields', 'message']);
    // The answers a signed-out visitor or a refused change can get are documented where they can happen.
    const statuses = (method: string, path: string) =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {});
    expect(statuses('get', '/api/categories/{id}/products')).toEqual(['200', '400', '404']);
    expect(statuses('post', '/api/customer/login')).toEqual(['200', '400', '401', '403', '429']);
    expect(statuses('get', '/api/customer')).toEqual(['200', '204', '400']);
    expect(statuses('get', '/api/content/page')).toEqual(['200', '301', '400', '404']);
  });

  it('describes real answers: category listing, product page, cart, order and errors', async () => {
    const customer: Visitor = await signInDemoCustomer(app);
    const en = { 'content-language': 'en' };
    const listingPath = '/api/categories/{id}/products';
    // Anonymous and signed-in answers differ (prices); the second read of each comes from the cache as bytes.
    for (const read of [
      () => app.inject({ url: '/api/categories/1/products?take=24', headers: en }),
      () => customer.call('GET', '/api/categories/1/products?take=24', undefined, en),
    ]) {
      for (const res of [await read(), await read()]) {
        expect(res.statusCode, res.body).toBe(200);
        expect(check('get', listingPath, res)).toEqual([]);
      }
    }
    const listing = categoryProductsResponseSchema.parse(
      (await customer.call('GET', '/api/categories/1/products?take=24', undefined, en)).json(),
    );
    const card = listing.data.result.find(
      (item) =>
        !item.hidePrice && item.variations.some((variation) => variation.isBuyable && variation.inStock),
    );
    const variation = card?.variations.find((item) => item.isBuyable && item.inStock);
    if (!card || !variation) throw new Error('no buyable product in the first listing page');

    const product = await customer.call('GET', '/api/content/page', undefined, {
      ...en,
      'context-url': `http://shop.test${card.url}`,
    });
    expect(product.statusCode, product.body).toBe(200);
    expect(product.json().pageType).toBe('ProductPage');
    expect(check('get', '/api/content/page', product)).toEqual([]);

    const added = await customer.call('POST', '/api/cart', { code: variation.code, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
    expect(check('post', '/api/cart', added)).toEqual([]);
    const cart = await customer.call('GET', '/api/cart');
    expect(check('get', '/api/cart', cart)).toEqual([]);

    const placed = await customer.call('POST', '/api/order/', orderBody(), {
      'idempotency-key': 'api-docs-order-1',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(check('post', '/api/order/', placed)).toEqual([]);
    const order = await customer.call('GET', `/api/order/${placed.json().orderNumber}`);
    expect(order.statusCode, order.body).toBe(200);
    expect(check('get', '/api/order/{orderNumber}', order)).toEqual([]);
    const history = await customer.call('GET', '/api/order/all-orders?take=5');
    expect(check('get', '/api/order/all-orders', history)).toEqual([]);

    const unknown = await app.inject({ url: '/api/categories/999999/products', headers: en });
    expect(unknown.statusCode).toBe(404);
    expect(check('get', listingPath, unknown)).toEqual([]);
    const refused = await app.inject({ url: '/api/categories/1/products?filter::Nope=x', headers: en });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toBeDefined();
    expect(check('get', listingPath, refused)).toEqual([]);
    // The check is not vacuous: a cart is not a category listing.
    expect(check('get', listingPath, { ...cart, statusCode: 200 } as LightMyRequestResponse)).not.toEqual([]);
  });

  it('documents the category query pairs so that a valid call can be built from the document', async () => {
    const operation = document.paths['/api/categories/{id}/products']?.get;
    const query = new Map(
      (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p]),
    );
    for (const name of [
      'skip',
      'take',
      'sortOrder',
      'instock',
      'includeFacets',
      'filter::Color',
      'filter::Price',
    ]) {
      expect(query.get(name)?.description, name).toBeTruthy();
    }
    expect(operation?.description).toContain('filter::{facet}');
    expect(operation?.description).toMatch(/GET \/api\/categories\/\d+\/products\?filter::Color=/);
    // The documented example of each pair, as a reader would copy it.
    const example = (name: string): string => {
      const parameter = query.get(name);
      // One example is written `example`, several `examples: { key: { value } }`.
      const first = parameter?.example ?? Object.values(parameter?.examples ?? {})[0]?.value;
      if (typeof first !== 'string') throw new Error(`no example for ${name}`);
      return first;
    };
    const customer = await signInDemoCustomer(app);
    const en = { 'content-language': 'en' };
    const base = '/api/categories/1/products';
    const facetsAnswer = categoryProductsResponseSchema.parse(
      (await customer.call('GET', base, undefined, en)).json(),
    );
    const color = facetsAnswer.data.facets.find((facet) => facet.key === 'Color')?.terms[0];
    if (!color) throw new Error('the listing offers no colour');
    // `filter::{facet}` with a term key of the answer's facet: exactly the products the term counted.
    const byColor = await customer.call(
      'GET',
      `${base}?${new URLSearchParams({ 'filter::Color': color.key })}`,
      undefined,
      en,
    );
    expect(byColor.statusCode, byColor.body).toBe(200);
    expect(categoryProductsResponseSchema.parse(byColor.json()).data.numberOfHits).toBe(color.count);
    // Every documented example at once is a valid call.
    const names = ['skip', 'take', 'sortOrder', 'order', 'instock', 'includeFacets', 'filter::Price'];
    const call = `${base}?${new URLSearchParams(names.map((name): [string, string] => [name, example(name)]))}`;
    const answer = await customer.call('GET', call, undefined, en);
    expect(answer.statusCode, `${call}: ${answer.body}`).toBe(200);
    expect(check('get', '/api/categories/{id}/products', answer)).toEqual([]);
    const sorters = categoryProductsResponseSchema.parse(answer.json()).data.sorters;
    expect(sorters.find((sorter) => sorter.selected)?.key).toBe(example('sortOrder'));
  });

  it("describes an administrator's approval list, the refusal of a purchaser and an organisation's FDV documents", async () => {
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'OrganizationAdministrator')!;
    const purchaser = DEMO_ACCOUNTS.find((account) => account.role === 'OrganizationPurchaser')!;
    const path = '/api/customer/organisation/approvals';
    const signedIn = async (account: { email: string; password: string }, name: string) => {
      const visitor = new Visitor(app, name);
      expect((await visitor.login(account.email, account.password)).statusCode).toBe(200);
      return visitor;
    };
    const list = await (await signedIn(admin, 'admin')).call('GET', path);
    expect(list.statusCode, list.body).toBe(200);
    expect(check('get', path, list)).toEqual([]);
    // FDV documents: any role of an organisation reads its list.
    const documents = await (await signedIn(purchaser, 'fdv reader')).call('GET', '/api/fdv/documents');
    expect(documents.statusCode, documents.body).toBe(200);
    expect(check('get', '/api/fdv/documents', documents)).toEqual([]);
    const refused = await (await signedIn(purchaser, 'purchaser')).call('GET', path);
    expect(refused.statusCode).toBe(403);
    expect(check('get', path, refused)).toEqual([]);
  });

  it('documents the search listing pairs, and a search filtered by a documented pair keeps to it', async () => {
    const operation = document.paths['/api/search']?.get;
    const query = new Map(
      (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p]),
    );
    for (const name of ['query', 'skip', 'take', 'sortOrder', 'filter::MainCategory', 'filter::Color']) {
      expect(query.get(name), name).toBeDefined();
    }
    expect(query.get('sortOrder')?.description).toContain('default sortOrderRelevance');
    expect(operation?.description).toMatch(/GET \/api\/search\?query=.+&filter::Color=/);
    const en = { 'content-language': 'en' };
    const all = searchResultSchema.parse(
      (await app.inject({ url: '/api/search?query=sofa', headers: en })).json(),
    );
    const color = all.productResult.facets.find((facet) => facet.key === 'Color')?.terms[0];
    if (!color) throw new Error('the search offers no colour');
    const filtered = await app.inject({
      url: `/api/search?${new URLSearchParams({ query: 'sofa', 'filter::Color': color.key })}`,
      headers: en,
    });
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect(searchResultSchema.parse(filtered.json()).productResult.numberOfHits).toBe(color.count);
    expect(check('get', '/api/search', filtered)).toEqual([]);
  });

  it('serves the reference page and its own assets under a policy that lets them run', async () => {
    // A real fetch over TCP, as a browser would load the page and then its scripts, styles and document.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const page = await fetch(`${base}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<div id="swagger-ui">');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((found) => found[1] as string);
    expect(assets.length).toBeGreaterThanOrEqual(5);
    // Every asset comes from this origin: nothing from a CDN.
    for (const asset of assets) {
      const url = new URL(asset, `${base}/api/docs`);
      expect(url.origin).toBe(base);
      expect((await fetch(url)).status).toBe(200);
    }
    // The page's script loads the document from beside the page (`./json`), an address `connect-src 'self'` allows.
    const initializer = await (await fetch(`${base}/api/docs/static/swagger-initializer.js`)).text();
    expect(initializer).toContain("resolveUrl('./json')");
    const fetched = await fetch(`${base}/api/docs/json`);
    expect(fetched.status).toBe(200);
    expect(((await fetched.json()) as OpenApiDocument).openapi).toBe('3.1.0');
  });
});
