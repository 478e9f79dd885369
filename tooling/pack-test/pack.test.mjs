// Proves the four published packages work outside this repository: `pnpm pack` each one (which rewrites
// workspace:* to real versions), install the tarballs with npm into a fresh app in the OS temp folder (third-party
// dependencies from the npm registry, as a real consumer gets them), type-check a consumer against the published
// declarations, render a ProductCard with react-dom/server and call the api-client against a local HTTP server.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..', '..');
const PACKAGES = ['api-client', 'domain', 'ui', 'features'];
// The app's own dependencies: the peers of ui and features, in the ranges they declare (react-router pinned
// to the 7.18 line the shop runs; later minors need Node 22).
const APP_DEPENDENCIES = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  '@emotion/react': '^11.14.0',
  'react-redux': '^9.2.0',
  '@reduxjs/toolkit': '^2.9.0',
  'react-router': '~7.18.4',
};
const APP_DEV_DEPENDENCIES = {
  '@types/react': '^19.2.0',
  '@types/react-dom': '^19.2.0',
  '@types/node': '^20.19.0',
};
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

let workDir = '';
/** @type {{ method: string, url: string, headers: import('node:http').IncomingHttpHeaders }[]} */
const requests = [];
const server = createServer((req, res) => {
  requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
  if (req.url?.startsWith('/api/search/suggestions')) {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(['sofa', 'sofa table']));
    return;
  }
  res.writeHead(404, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: 'NOT_FOUND', message: 'No such route' }));
});

before(async () => {
  for (const name of PACKAGES) {
    const entry = join(root, 'packages', name, 'dist', 'index.js');
    await readFile(entry).catch(() => {
      throw new Error(`${entry} is missing: build the packages first (turbo runs ^build before this test)`);
    });
  }
  workDir = await mkdtemp(join(tmpdir(), 'storefront-pack-'));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
});

after(async () => {
  server.close();
  if (workDir && !process.env.KEEP_PACK_TEST) await rm(workDir, { recursive: true, force: true });
});

/**
 * `pnpm pack` each package into `tarballDir` and check what a consumer would get: no workspace: ranges left,
 * dist with declarations, no sources.
 * @returns {Promise<Record<string, string>>} package name → tarball path
 */
async function packAll(tarballDir) {
  /** @type {Record<string, string>} */
  const tarballs = {};
  for (const name of PACKAGES) {
    const known = new Set(await readdir(tarballDir));
    await run('pnpm', ['pack', '--pack-destination', tarballDir], { cwd: join(root, 'packages', name) });
    const added = (await readdir(tarballDir)).filter((file) => !known.has(file));
    assert.equal(added.length, 1, `pnpm pack of ${name} made one tarball`);
    const tarball = join(tarballDir, added[0]);
    tarballs[`@storefront/${name}`] = tarball;
    const { stdout: manifest } = await run('tar', ['-xzOf', tarball, 'package/package.json']);
    const packed = JSON.parse(manifest);
    const ranges = Object.values({ ...packed.dependencies, ...packed.peerDependencies });
    assert.ok(!ranges.some((range) => range.startsWith('workspace:')), `${name}: ${ranges.join(', ')}`);
    const { stdout: files } = await run('tar', ['-tzf', tarball]);
    assert.ok(files.includes('package/dist/index.js'), `${name} ships dist/index.js`);
    assert.ok(files.includes('package/dist/index.d.ts'), `${name} ships dist/index.d.ts`);
    assert.ok(!files.includes('package/src/'), `${name} ships no sources`);
  }
  return tarballs;
}

/** A fresh app depending on the tarballs and the peers, installed by npm from the npm registry. */
async function installApp(appDir, tarballs) {
  const fileDependencies = Object.fromEntries(
    Object.entries(tarballs).map(([name, tarball]) => [name, `file:${tarball}`]),
  );
  const manifest = {
    name: 'storefront-consumer',
    private: true,
    type: 'module',
    dependencies: { ...fileDependencies, ...APP_DEPENDENCIES },
    devDependencies: APP_DEV_DEPENDENCIES,
  };
  await writeFile(join(appDir, 'package.json'), JSON.stringify(manifest, null, 2));
  await cp(join(here, 'consumer'), appDir, { recursive: true });
  await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
    cwd: appDir,
    // Generous: an install from the registry on a loaded 2-core machine took minutes; a hang still ends.
    timeout: 600_000,
  });
  for (const name of Object.keys(tarballs)) {
    const installed = JSON.parse(await readFile(join(appDir, 'node_modules', name, 'package.json'), 'utf8'));
    assert.equal(installed.name, name);
  }
  // One copy of each workspace package: the packages' own @storefront dependencies resolved to the tarballs.
  for (const name of PACKAGES) {
    await assert.rejects(
      readdir(join(appDir, 'node_modules', '@storefront', name, 'node_modules', '@storefront')),
    );
  }
}

test('the packed packages install into a fresh app, render a ProductCard and call the API', {
  // 33 s on an idle machine; over 300 s at load 30. The limit only ends a hang.
  timeout: 900_000,
}, async () => {
  const tarballDir = join(workDir, 'tarballs');
  const appDir = join(workDir, 'app');
  await mkdir(tarballDir);
  await mkdir(appDir);

  const tarballs = await packAll(tarballDir);
  await installApp(appDir, tarballs);

  // tsc with the app's NodeNext resolution reads only the published dist/*.d.ts.
  await run(process.execPath, [tsc, '-p', appDir]).catch((error) => {
    throw new Error(`the consumer does not type-check against the published declarations:\n${error.stdout}`);
  });

  const address = server.address();
  assert.ok(address && typeof address === 'object');
  const { stdout } = await run(process.execPath, [join(appDir, 'build', 'main.js')], {
    cwd: appDir,
    env: { ...process.env, API_BASE: `http://127.0.0.1:${address.port}` },
  });
  const result = JSON.parse(stdout);

  assert.match(result.html, /<article[^>]*aria-labelledby=/);
  assert.match(result.html, /<h3[^>]*>.*Oslo armchair.*<\/h3>/s);
  assert.match(result.html, /href="\/en\/assortment\/furniture\/arm-chairs\/oslo-chair\/"/);
  assert.ok(result.html.includes('Deep seat in wool bouclé'), 'marketing text');
  assert.ok(result.html.includes('OSLO-CHAIR'), 'item number');
  assert.ok(result.html.includes('Best seller'), 'best-seller tag');
  assert.ok(result.html.includes('3999,20 kr'), 'price excluding VAT for a signed-in visitor');
  assert.ok(
    result.html.includes('width="400"') && result.html.includes('height="300"'),
    'image space reserved',
  );
  assert.equal(result.stock, 'In stock (10+)');

  // Fonts: the CSS entry is a plain stylesheet whose imports resolve in the installed app, and plain Node (a
  // server that bundles nothing) loads the packages' entries without meeting a .css import.
  const fontsCss = join(appDir, 'node_modules', '@storefront', 'ui', 'dist', 'fonts.css');
  const css = await readFile(fontsCss, 'utf8');
  const imports = [...css.matchAll(/@import "([^"]+)"/g)].map((match) => match[1]);
  assert.equal(imports.length, 3, 'three font weights');
  for (const specifier of imports) {
    await readFile(join(appDir, 'node_modules', specifier), 'utf8');
  }
  const exportsMap = JSON.parse(
    await readFile(join(appDir, 'node_modules', '@storefront', 'ui', 'package.json'), 'utf8'),
  ).exports;
  assert.equal(exportsMap['./fonts.css'].default, './dist/fonts.css');
  await run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "await import('@storefront/ui'); await import('@storefront/ui/tokens'); await import('@storefront/features');",
    ],
    { cwd: appDir },
  ).catch((error) => {
    throw new Error(`plain Node cannot import the packages:\n${error.stderr ?? error}`);
  });

  assert.deepEqual(result.suggestions, ['sofa', 'sofa table']);
  assert.equal(result.firstSuggestion, 'sofa');
  assert.deepEqual(result.missing, {
    ok: false,
    kind: 'failure',
    status: 404,
    message: 'Endpoint not found.',
  });
  assert.ok(result.storeKeys.length > 0, 'features makeStore builds the root state');

  const suggestionCall = requests.find((r) => r.url.startsWith('/api/search/suggestions'));
  assert.ok(suggestionCall, 'the suggestions call reached the server');
  assert.equal(suggestionCall.url, '/api/search/suggestions?query=sofa');
  assert.equal(suggestionCall.headers['content-language'], 'en');
  assert.equal(suggestionCall.headers.accept, 'application/json');
  assert.ok(
    requests.some((r) => r.method === 'GET' && r.url === '/api/customer'),
    'customer call',
  );
});
