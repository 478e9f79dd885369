// Issue 24: a document's shop state travels as inert JSON at the end of the body, not inside React Router's
// hydration data (an inline script the parser had to compile and run). The real web server (server.mjs, real
// build) in front of the real API (apps/api build, PGlite in a temporary folder). Needs
// `pnpm turbo run build --filter=@storefront/web --filter=@storefront/api` first (turbo does it for `test`).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess } from './test-processes.mjs';

const web = fileURLToPath(new URL('../', import.meta.url));
const api = fileURLToPath(new URL('../../api/', import.meta.url));
const secret = 'shop-state-test-proxy-secret-01';
const dataDir = mkdtempSync(join(tmpdir(), 'web-shop-state-'));
const children = [];
const CATEGORY = '/en/assortment/furniture/sofas/';

/** Starts a process and waits until it prints a line matching `ready`. */
const start = (args, cwd, env, ready) => startProcess(children, args, cwd, env, ready);

let webPort;

/** One GET with node:http (the body exactly as sent, no compression asked for). */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: webPort, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const STATE_ELEMENT =
  /<script(?: nonce="[^"]+")? type="application\/json" id="shop-state">([^<]*)<\/script>/g;
/** React Router's hydration data: the turbo-stream of the loader data, in inline scripts. */
const HYDRATION_DATA =
  /<script[^>]*>window\.__reactRouterContext\.streamController\.enqueue\([\s\S]*?<\/script>/g;

/** The document's state elements and hydration data. */
function partsOf(html) {
  return {
    states: [...html.matchAll(STATE_ELEMENT)].map((match) => JSON.parse(match[1])),
    hydrationData: (html.match(HYDRATION_DATA) ?? []).join(''),
  };
}

before(async () => {
  const apiPort = await freePort();
  await start(
    ['dist/index.js'],
    api,
    {
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '40',
      LOG_LEVEL: 'info',
      PROXY_SECRET: secret,
      NODE_ENV: 'production',
    },
    /Server listening at/,
  );
  const env = { PORT: '0', API_PORT: String(apiPort), PROXY_SECRET: secret, NODE_ENV: 'production' };
  webPort = Number((await start(['server.mjs'], web, env, /listening on http:\/\/localhost:(\d+)/))[1]);
});

after(() => {
  for (const child of children) child.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a document holds its state once, as JSON at the end of the body; the hydration data only a marker', async () => {
  const { status, body } = await get(CATEGORY, { 'sec-fetch-dest': 'document' });
  assert.equal(status, 200);
  const { states, hydrationData } = partsOf(body);
  assert.equal(states.length, 1);
  const [state] = states;
  assert.equal(state.page.current.pageType, 'CategoryPage');
  assert.ok(Object.keys(state.translations.texts).length > 50, 'the texts are in the document');
  assert.ok(state.listing.products.length > 0, 'the first batch of products is in the document');
  // The last element of the body, after React Router's scripts.
  assert.match(body, /<script[^>]*id="shop-state">[^<]*<\/script><\/body><\/html>$/);
  // The hydration data names the element and holds nothing of the state.
  assert.match(hydrationData, /\\"inDocument\\",\\"shop-state\\"/);
  assert.doesNotMatch(hydrationData, /translations|\\"page\\"|CategoryPage/);
  assert.ok(hydrationData.length < 4_000, `hydration data of ${hydrationData.length} characters`);
  // The server rendered from that same state: the page's heading and each product's name are in the HTML.
  const rendered = body.replace(STATE_ELEMENT, '');
  assert.equal(/<h1[^>]*>([^<]*)<\/h1>/.exec(rendered)?.[1], state.page.current.pageHeading);
  for (const product of state.listing.products.slice(0, 3)) {
    assert.ok(rendered.includes(`>${product.name}<`), product.name);
  }
});

test('a client navigation asks for the data: it carries the state text itself and no element', async () => {
  const dataPath = `${CATEGORY.replace(/\/$/, '')}.data`;
  const navigation = await get(dataPath, { 'sec-fetch-dest': 'empty' });
  assert.equal(navigation.status, 200);
  assert.match(navigation.body, /\\"page\\":\{/);
  assert.doesNotMatch(navigation.body, /inDocument|shop-state/);
  // A browser that sends no Sec-Fetch-Dest gets the whole state, still in the data.
  const older = await get(dataPath);
  assert.match(older.body, /\\"translations\\":\{/);
  assert.doesNotMatch(older.body, /inDocument/);
});

test('a missing page and the start page carry their state the same way', async () => {
  const missing = await get('/en/no-such-page-anywhere/', { 'sec-fetch-dest': 'document' });
  assert.equal(missing.status, 404);
  const missingParts = partsOf(missing.body);
  assert.equal(missingParts.states.length, 1);
  assert.equal(missingParts.states[0].page.httpStatus, 404);
  assert.doesNotMatch(missingParts.hydrationData, /translations/);
  // A client without Sec-Fetch-Dest asking for a document gets one too.
  const start = await get('/en');
  assert.equal(start.status, 200);
  assert.equal(partsOf(start.body).states.length, 1);
});
