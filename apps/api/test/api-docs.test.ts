import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/create-database';
import { createServer } from '../src/server';

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

type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>;
};

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

describe('the OpenAPI document and reference page at /api/docs', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let document: OpenApiDocument;
  beforeAll(async () => {
    handle = await createDatabase({});
    app = await createServer({ logLevel: 'silent', db: handle.db });
    await app.ready();
    document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
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
