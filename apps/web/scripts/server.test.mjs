// Runs the real server.mjs against the real build (turbo builds @storefront/web before this test; run
// `pnpm --filter @storefront/web build` first when calling the test directly) and checks what goes over the wire.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const web = fileURLToPath(new URL('../', import.meta.url));
const assets = join(web, 'build/client/assets');
let server;
let port;

/**
 * One request with node:http, which (unlike fetch) hands back the body exactly as sent.
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function get(path, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const names = existsSync(assets) ? readdirSync(assets) : [];
const size = (name) => readFileSync(join(assets, name)).length;
/** The largest script and stylesheet of the build that have a .gz and a .br, and a file that has none (a font). */
const largest = (ext) =>
  names
    .filter((name) => name.endsWith(ext) && names.includes(`${name}.gz`) && names.includes(`${name}.br`))
    .sort((a, b) => size(b) - size(a))[0];
const script = largest('.js');
const stylesheet = largest('.css');
const font = names.find((name) => name.endsWith('.woff2'));

before(async () => {
  assert.ok(
    script && stylesheet && font,
    `no built assets with .gz and .br files in ${assets}: build @storefront/web first`,
  );
  server = spawn(process.execPath, ['server.mjs'], {
    cwd: web,
    env: { ...process.env, PORT: '0', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  port = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/listening on http:\/\/localhost:(\d+)/);
      if (match) resolve(Number(match[1]));
    });
    server.once('exit', (code) => reject(new Error(`server.mjs exited with ${code} before listening`)));
  });
});

after(() => {
  server?.kill();
});

test('every .gz and .br of the build is smaller than its file and decompresses to it', () => {
  const gzipped = names.filter((name) => name.endsWith('.gz'));
  const brotlied = names.filter((name) => name.endsWith('.br'));
  assert.ok(gzipped.length >= 10, `only ${gzipped.length} .gz files`);
  assert.equal(brotlied.length, gzipped.length);
  for (const name of gzipped) {
    const source = readFileSync(join(assets, name.slice(0, -3)));
    const gzip = readFileSync(join(assets, name));
    assert.ok(gzip.length < source.length, name);
    assert.deepEqual(gunzipSync(gzip), source, name);
  }
  for (const name of brotlied) {
    const source = readFileSync(join(assets, name.slice(0, -3)));
    assert.deepEqual(brotliDecompressSync(readFileSync(join(assets, name))), source, name);
  }
  // Brotli at its best quality is the smaller form of the scripts (every browser the shop supports takes it).
  const total = (suffix) =>
    names.filter((name) => name.endsWith(`.js${suffix}`)).reduce((sum, name) => sum + size(name), 0);
  assert.ok(total('.br') < total('.gz') * 0.95, `scripts: ${total('.br')} B brotli, ${total('.gz')} B gzip`);
});

/** Headers every hashed asset answer has, whichever way it was encoded. */
function assertImmutable(headers) {
  assert.equal(headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(headers.etag, undefined);
  assert.equal(headers['last-modified'], undefined);
  assert.equal(headers['accept-ranges'], undefined);
}

const SCRIPT_CODINGS = [
  {
    client: 'a browser',
    acceptEncoding: 'gzip, deflate, br, zstd',
    coding: 'br',
    suffix: '.br',
    decompress: brotliDecompressSync,
  },
  {
    client: 'a client that takes gzip but not Brotli',
    acceptEncoding: 'gzip, deflate, br;q=0',
    coding: 'gzip',
    suffix: '.gz',
    decompress: gunzipSync,
  },
];

for (const { client, acceptEncoding, coding, suffix, decompress } of SCRIPT_CODINGS) {
  test(`${client} gets the pre-compressed ${coding} script byte for byte`, async () => {
    const res = await get(`/assets/${script}`, { 'accept-encoding': acceptEncoding });
    const twin = readFileSync(join(assets, `${script}${suffix}`));
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], coding);
    assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(res.headers['content-length'], String(twin.length));
    assert.match(res.headers.vary ?? '', /accept-encoding/i);
    assertImmutable(res.headers);
    assert.deepEqual(res.body, twin);
    assert.deepEqual(decompress(res.body), readFileSync(join(assets, script)));
  });
}

test('a stylesheet keeps its own content type', async () => {
  const res = await get(`/assets/${stylesheet}`, { 'accept-encoding': 'gzip' });
  assert.equal(res.headers['content-encoding'], 'gzip');
  assert.equal(res.headers['content-type'], 'text/css; charset=utf-8');
  assert.deepEqual(res.body, readFileSync(join(assets, `${stylesheet}.gz`)));
  assert.deepEqual(gunzipSync(res.body), readFileSync(join(assets, stylesheet)));
});

test('HEAD gives the same headers and no body', async () => {
  const res = await get(`/assets/${script}`, { 'accept-encoding': 'gzip' }, 'HEAD');
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-encoding'], 'gzip');
  assert.equal(res.headers['content-length'], String(size(`${script}.gz`)));
  assert.equal(res.body.length, 0);
});

test('identity, gzip;q=0 or no Accept-Encoding get the plain file', async () => {
  const plain = readFileSync(join(assets, script));
  for (const headers of [
    { 'accept-encoding': 'identity' },
    { 'accept-encoding': 'gzip;q=0, deflate;q=0' },
    {},
  ]) {
    const res = await get(`/assets/${script}`, headers);
    assert.equal(res.status, 200, JSON.stringify(headers));
    assert.equal(res.headers['content-encoding'], undefined, JSON.stringify(headers));
    assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.match(res.headers.vary ?? '', /accept-encoding/i);
    assertImmutable(res.headers);
    assert.deepEqual(res.body, plain);
  }
});

test('a file without .gz is served as it is, with the same cache headers and no range support', async () => {
  const res = await get(`/assets/${font}`, { 'accept-encoding': 'gzip', range: 'bytes=0-9' });
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-encoding'], undefined);
  assertImmutable(res.headers);
  assert.deepEqual(res.body, readFileSync(join(assets, font)));
});

test('an unknown asset is a plain 404 and no path leaves the assets folder', async () => {
  const unknown = await get('/assets/entry.client-doesnotexist.js', { 'accept-encoding': 'gzip' });
  assert.equal(unknown.status, 404);
  assert.equal(unknown.body.toString(), 'Not found');
  const serverSource = readFileSync(join(web, 'server.mjs'));
  for (const path of [
    '/assets/../server.mjs',
    '/assets/..%2f..%2fserver.mjs',
    '/assets/%2e%2e/%2e%2e/server.mjs',
  ]) {
    const res = await get(path, { 'accept-encoding': 'gzip' });
    assert.notEqual(res.status, 200, path);
    assert.equal(res.body.includes(serverSource), false, path);
  }
});
