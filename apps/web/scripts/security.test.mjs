// The real web server (server.mjs, real build) in front of the real API (apps/api build, PGlite in a temporary
// folder): security headers, the CSP nonce on every script of a rendered page, TRUST_PROXY deciding whether
// a TLS proxy's X-Forwarded-Proto makes the session cookie Secure, and a broken page address. Needs
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
const secret = 'security-test-proxy-secret-0123';
const dataDir = mkdtempSync(join(tmpdir(), 'web-security-'));
const children = [];

/** Starts a process and waits until it prints a line matching `ready`. */
const start = (args, cwd, env, ready) => startProcess(children, args, cwd, env, ready);

/** One request with node:http (headers exactly as sent and received). */
function call(port, path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

let apiPort;
/** The web server with TRUST_PROXY=loopback (a TLS proxy on this host) and one trusting nobody. */
let trustingPort;
let plainPort;

before(async () => {
  apiPort = await freePort();
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
  const webEnv = { PORT: '0', API_PORT: String(apiPort), PROXY_SECRET: secret, NODE_ENV: 'production' };
  const listening = /listening on http:\/\/localhost:(\d+)/;
  trustingPort = Number(
    (await start(['server.mjs'], web, { ...webEnv, TRUST_PROXY: 'loopback' }, listening))[1],
  );
  plainPort = Number((await start(['server.mjs'], web, { ...webEnv, TRUST_PROXY: '' }, listening))[1]);
});

after(() => {
  for (const child of children) child.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a page carries the security headers and a fresh nonce on every one of its scripts', async () => {
  const first = await call(plainPort, '/en');
  assert.equal(first.status, 200);
  const csp = first.headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  assert.ok(nonce, csp);
  assert.match(csp, /script-src 'self' 'nonce-/);
  assert.doesNotMatch(csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '', /unsafe-inline/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(first.headers['x-frame-options'], 'DENY');
  assert.equal(first.headers['x-content-type-options'], 'nosniff');
  assert.equal(first.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.match(first.headers['permissions-policy'] ?? '', /camera=\(\)/);
  assert.equal(first.headers['strict-transport-security'], undefined, 'no HSTS over plain HTTP');
  const scripts = first.body.match(/<script\b[^>]*>/g) ?? [];
  assert.ok(scripts.length >= 2, `only ${scripts.length} scripts`);
  for (const tag of scripts) assert.ok(tag.includes(` nonce="${nonce}"`), tag);
  const second = await call(plainPort, '/en');
  assert.notEqual(/'nonce-([^']+)'/.exec(second.headers['content-security-policy'] ?? '')?.[1], nonce);
});

test('the test payment page and API answers cannot be framed, through the proxy too', async () => {
  for (const path of ['/api/payment/test/NO-SUCH-ORDER', '/api/health']) {
    const answer = await call(plainPort, path);
    assert.equal(answer.headers['x-frame-options'], 'DENY', path);
    assert.match(answer.headers['content-security-policy'] ?? '', /frame-ancestors 'none'/, path);
  }
});

test('behind a trusted TLS proxy the session cookie is Secure and HSTS is sent; from an untrusted hop not', async () => {
  // A demo account's sign-in (the API creates it at start) sets the session cookie.
  const signIn = (port) =>
    call(port, '/api/customer/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: `http://127.0.0.1:${port}`,
        'x-forwarded-proto': 'https',
        authorization: `Basic ${Buffer.from('private@storefront.example:storefront-demo').toString('base64')}`,
      },
    });
  const sessionCookie = (answer) =>
    (answer.headers['set-cookie'] ?? []).find((c) => c.startsWith('sf_session='));
  const trusted = await signIn(trustingPort);
  assert.equal(trusted.status, 200, trusted.body);
  assert.match(sessionCookie(trusted) ?? '', /; Secure/i);
  assert.match(trusted.headers['strict-transport-security'] ?? '', /^max-age=\d+/);
  const untrusted = await signIn(plainPort);
  assert.equal(untrusted.status, 200, untrusted.body);
  assert.ok(sessionCookie(untrusted));
  assert.doesNotMatch(sessionCookie(untrusted) ?? '', /; Secure/i);
  assert.equal(untrusted.headers['strict-transport-security'], undefined);
});

test('a page address with broken %-encoding is a 400, not a server error', async () => {
  const answer = await call(plainPort, '/no/%E0%A4%A');
  assert.equal(answer.status, 400);
});
