// Runs the real server.mjs against the real build (turbo builds @storefront/web before this test; run
// `pnpm --filter @storefront/web build` first when calling the test directly) and checks that every document
// carries the site-wide stylesheet inline (app/shell/root-stylesheet.tsx) instead of linking it. No API is
// started: the page answers with the error page, which goes through the same document as every page type.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../', import.meta.url));
const assets = join(web, 'build/client/assets');
const names = existsSync(assets) ? readdirSync(assets) : [];
/** The built font-face stylesheet (`@storefront/ui/fonts.css?url`). */
const fontsCss = names.find((name) => /^fonts-[\w-]+\.css$/.test(name));
let server;
let origin;

before(async () => {
  assert.ok(fontsCss, `no built fonts-*.css in ${assets}: build @storefront/web first`);
  server = spawn(process.execPath, ['server.mjs'], {
    cwd: web,
    // Port 1: nothing listens there, so the page's data request fails at once.
    env: { ...process.env, PORT: '0', API_PORT: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  origin = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/listening on (http:\/\/localhost:\d+)/);
      if (match) resolve(match[1]);
    });
    server.once('exit', (code) => reject(new Error(`server.mjs exited with ${code} before listening`)));
  });
});

after(() => {
  server?.kill();
});

const INLINE = /<style data-root-stylesheet="">([\s\S]*?)<\/style>/g;

for (const [name, path, cookie] of [
  ['start page, light theme', '/en', ''],
  ['category page, dark theme', '/en/assortment/furniture/sofas/', 'sf_theme=dark'],
]) {
  test(`the ${name} holds the built stylesheet inline in its head and links no stylesheet`, async () => {
    const res = await fetch(`${origin}${path}`, { headers: { cookie } });
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    assert.match(html, cookie ? /data-theme="dark"/ : /data-theme="light"/);
    const inline = [...head.matchAll(INLINE)];
    assert.equal(inline.length, 1, 'one inline site-wide stylesheet in the head');
    assert.equal(inline[0]?.[1], readFileSync(join(assets, fontsCss), 'utf8'));
    assert.match(inline[0]?.[1] ?? '', /@font-face/);
    assert.doesNotMatch(html, /rel="stylesheet"/);
    assert.doesNotMatch(html, /\/assets\/(fonts|root)-[\w-]+\.css/);
    // Before Emotion's styles, which come later in the head and win where they set the same property.
    assert.ok(head.indexOf('data-root-stylesheet') < head.indexOf('data-emotion'));
    // The font files it names are in the build (none is a data URI in every document).
    for (const [, file] of inline[0]?.[1].matchAll(/url\(\/assets\/([^)]+)\)/g) ?? []) {
      assert.ok(names.includes(file), `${file} is built`);
    }
    assert.doesNotMatch(inline[0]?.[1] ?? '', /url\(data:/);
    // style-src still allows inline styles (the CSP has no style nonce or hash that would disable it).
    const styleSrc = /style-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    assert.match(styleSrc, /'unsafe-inline'/);
    assert.doesNotMatch(styleSrc, /'nonce-|'sha(256|384|512)-/);
  });
}
