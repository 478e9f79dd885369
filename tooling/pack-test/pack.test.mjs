// Proves the four published packages work outside this repository, as another company's site gets them:
// `pnpm pack` each one (which rewrites workspace:* to real versions), lint the tarballs (publint, Are the Types
// Wrong), install them with npm into a fresh folder in the OS temp directory (third-party dependencies from the
// npm registry) that holds three consumers:
// - the folder itself: type-checked against the published declarations (NodeNext, and node10 for every
//   subpath), run with plain Node (renders a ProductCard, calls the API client);
// - `client/`: a client-only Vite + React 19 app built from the READMEs' examples;
// - `ssr/`: a React Router 7 framework-mode app with server rendering, built, started, and asked for a page.
// Then it measures the first load of single imports against budgets and fails when one is over.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

const run = promisify(execFile);
const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..', '..');
const require = createRequire(import.meta.url);
const PACKAGES = ['api-client', 'domain', 'ui', 'features'];
// React Router pinned to the version the shop runs (later minors need Node 22; @react-router/* pin their
// react-router peer exactly, so a range would install two copies).
const ROUTER = '7.18.4';
// The peers of ui and features, in the ranges they declare.
const PEERS = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  '@emotion/react': '^11.14.0',
  'react-redux': '^9.2.0',
  '@reduxjs/toolkit': '^2.9.0',
  'react-router': ROUTER,
};
const TYPES = { '@types/react': '^19.2.0', '@types/react-dom': '^19.2.0', '@types/node': '^20.19.0' };
const VITE = '^7.3.8';

/**
 * First-load budgets for single imports: gzip of everything the import pulls into the page beyond React
 * (react, react-dom and their JSX runtimes are external), minified by esbuild, static imports only (what a
 * dynamic `import()` loads later is not first load). `forbid` lists modules that must not be there at all.
 * Entries without a budget are measured and reported only.
 */
const BUDGETS = [
  {
    name: 'CartIcon (@storefront/ui/icons)',
    code: "export { CartIcon } from '@storefront/ui/icons';",
    maxGzip: 2048,
  },
  {
    name: 'createApiClient',
    code: "export { createApiClient } from '@storefront/api-client';",
    maxGzip: 4096,
  },
  {
    name: 'createLazyApiClient',
    code: "export { createLazyApiClient } from '@storefront/api-client';",
    maxGzip: 4096,
  },
  {
    name: 'filter codec (@storefront/domain)',
    code: "export { parseFilterUrl, serializeFilterUrl } from '@storefront/domain';",
    maxGzip: 2048,
  },
  {
    name: 'ThemeToggle (@storefront/features)',
    code: "export { ThemeToggle } from '@storefront/features';",
    forbid: [
      { what: 'Zod', pattern: /node_modules\/zod\// },
      { what: 'listing code', pattern: /@storefront\/features\/dist\/(listing|search)\// },
      { what: 'checkout code', pattern: /@storefront\/features\/dist\/checkout\// },
    ],
  },
  // Measured and reported only.
  {
    name: 'makeStore (@storefront/features/store)',
    code: "export { makeStore } from '@storefront/features/store';",
  },
  { name: 'ProductCard (@storefront/ui)', code: "export { ProductCard } from '@storefront/ui';" },
];
const REACT = ['react', 'react/*', 'react-dom', 'react-dom/*', 'scheduler'];

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

/** Runs a command, and on failure throws with what it printed. */
async function check(what, file, args, options) {
  try {
    return await run(file, args, { maxBuffer: 64 * 1024 * 1024, ...options });
  } catch (error) {
    throw new Error(`${what} failed:\n${error.stdout ?? ''}\n${error.stderr ?? error}`);
  }
}

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
    assert.ok(packed.repository?.url, `${name} names its repository`);
    const { stdout: files } = await run('tar', ['-tzf', tarball]);
    assert.ok(files.includes('package/dist/index.js'), `${name} ships dist/index.js`);
    assert.ok(files.includes('package/dist/index.d.ts'), `${name} ships dist/index.d.ts`);
    assert.ok(files.includes('package/LICENSE'), `${name} ships its LICENSE`);
    assert.ok(files.includes('package/README.md'), `${name} ships its README`);
    assert.ok(!files.includes('package/src/'), `${name} ships no sources`);
    // Every export but the CSS has declarations and a module, and the @storefront/source condition (the
    // repository's own builds compile from src) comes first, so it never shadows what consumers get.
    for (const [subpath, target] of Object.entries(packed.exports)) {
      if (typeof target === 'string') continue;
      assert.equal(
        Object.keys(target)[0],
        '@storefront/source',
        `${name} ${subpath}: source condition first`,
      );
      if (subpath.endsWith('.css')) continue;
      for (const key of ['types', 'import']) {
        assert.ok(
          files.includes(`package/${target[key].slice(2)}`),
          `${name} ${subpath}: ${target[key]} shipped`,
        );
      }
    }
  }
  return tarballs;
}

/** publint and Are the Types Wrong on every tarball; ESM-only is by design (the READMEs say so). */
async function lintTarballs(tarballs) {
  const tool = (name) => join(here, 'node_modules', '.bin', name);
  const report = [];
  for (const [name, tarball] of Object.entries(tarballs)) {
    const { stdout: publint } = await check(`publint ${name}`, tool('publint'), ['run', tarball]);
    const attwArgs = [tarball, '--ignore-rules', 'cjs-resolves-to-esm', '--format', 'ascii', '--no-emoji'];
    // A stylesheet has no types to find; every other entry is checked under node10, node16 and bundler.
    if (name === '@storefront/ui') attwArgs.push('--exclude-entrypoints', './fonts.css');
    const { stdout: attw } = await check(`attw ${name}`, tool('attw'), attwArgs);
    const attwSummary = attw.includes('No problems found') ? 'no problems found' : attw.trim().split('\n')[0];
    report.push(`${name}: publint: ${publint.trim().split('\n').at(-1)}; attw: ${attwSummary}`);
  }
  return report;
}

/** The temporary app folder: npm workspaces for the two web apps, each with its own dependencies. */
async function installApps(appDir, tarballs) {
  const storefront = Object.fromEntries(
    Object.entries(tarballs).map(([name, file]) => [name, `file:${file}`]),
  );
  const write = (path, manifest) => writeFile(join(appDir, path), JSON.stringify(manifest, null, 2));
  await cp(join(here, 'consumer'), appDir, { recursive: true });
  await cp(join(here, 'client'), join(appDir, 'client'), { recursive: true });
  await cp(join(here, 'ssr'), join(appDir, 'ssr'), { recursive: true });
  await cp(join(here, 'node10'), join(appDir, 'node10'), { recursive: true });
  await cp(
    join(here, 'consumer', 'src', 'product-fixture.ts'),
    join(appDir, 'ssr', 'app', 'product-fixture.ts'),
  );
  await write('package.json', {
    name: 'storefront-consumer',
    private: true,
    type: 'module',
    workspaces: ['client', 'ssr'],
    dependencies: { ...storefront, ...PEERS },
    devDependencies: { ...TYPES, esbuild: '^0.27.0' },
  });
  await write('client/package.json', {
    name: 'client-app',
    private: true,
    type: 'module',
    dependencies: { ...storefront, ...PEERS },
    devDependencies: { ...TYPES, vite: VITE, '@vitejs/plugin-react': '^5.2.0' },
  });
  await write('ssr/package.json', {
    name: 'ssr-app',
    private: true,
    type: 'module',
    dependencies: {
      ...storefront,
      ...PEERS,
      '@react-router/node': ROUTER,
      '@react-router/serve': ROUTER,
      isbot: '^5.1.0',
    },
    devDependencies: { ...TYPES, vite: VITE, '@react-router/dev': ROUTER },
  });
  await check('npm install', 'npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: appDir,
    // Generous: an install from the registry on a loaded 2-core machine took minutes; a hang still ends.
    timeout: 600_000,
  });
  for (const name of Object.keys(tarballs)) {
    const installed = JSON.parse(await readFile(join(appDir, 'node_modules', name, 'package.json'), 'utf8'));
    assert.equal(installed.name, name);
  }
  // One copy of each package: the packages' own @storefront dependencies and the apps' resolved to the tarballs.
  for (const dir of [...PACKAGES.map((name) => join('node_modules', '@storefront', name)), 'client', 'ssr']) {
    await assert.rejects(readdir(join(appDir, dir, 'node_modules', '@storefront')), `one copy (${dir})`);
  }
}

/** A file importing the types of every subpath export, type-checked with moduleResolution node10. */
async function writeNode10Check(appDir) {
  const lines = [];
  for (const name of PACKAGES) {
    const manifest = JSON.parse(
      await readFile(join(appDir, 'node_modules', '@storefront', name, 'package.json'), 'utf8'),
    );
    for (const subpath of Object.keys(manifest.exports)) {
      if (subpath.endsWith('.css') || subpath.endsWith('.json')) continue;
      lines.push(`@storefront/${name}${subpath.slice(1)}`);
    }
  }
  const source = lines.map((specifier, i) => `import type * as M${i} from '${specifier}';`).join('\n');
  const uses = lines.map((_, i) => `keyof typeof M${i}`).join(' | ');
  await mkdir(join(appDir, 'node10', 'src'), { recursive: true });
  await writeFile(join(appDir, 'node10', 'src', 'subpaths.ts'), `${source}\nexport type Any = ${uses};\n`);
  return lines.length;
}

/** The bundled modules, short: the storefront's one by one, other packages as a count of modules. */
function summarize(inputs) {
  const counts = new Map();
  for (const input of inputs) {
    const match = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)/);
    const key = !match ? input : match[1].startsWith('@storefront/') ? `${match[1]}/${match[2]}` : match[1];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => (count > 1 ? `${key} (${count} modules)` : key)).join(', ');
}

/** Keeps what `import()` loads out of the bundle: it is not part of the first load. */
const loadedLater = {
  name: 'loaded-later',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * Bundles `code` with esbuild from the installed packages (minified, React external, dynamic imports left out)
 * and measures the gzip of the result: what the import adds to a page's first load.
 */
async function firstLoad(appDir, esbuild, budget) {
  const result = await esbuild.build({
    stdin: { contents: budget.code, resolveDir: appDir, loader: 'js' },
    absWorkingDir: appDir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    metafile: true,
    write: false,
    outdir: join(appDir, 'budgets'),
    external: REACT,
    plugins: [loadedLater],
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const [output] = result.outputFiles;
  assert.ok(output && result.outputFiles.length === 1, 'one output file');
  const inputs = Object.values(result.metafile.outputs).flatMap((file) => Object.keys(file.inputs));
  return { gzip: gzipSync(output.contents, { level: 9 }).length, inputs };
}

/** The path of an installed command, looked up from `dir` upwards as npm does (workspaces keep some below). */
async function bin(dir, name) {
  for (const base of [dir, join(dir, '..')]) {
    const path = join(base, 'node_modules', '.bin', name);
    if (
      await readFile(path).then(
        () => true,
        () => false,
      )
    )
      return path;
  }
  throw new Error(`${name} is not installed in ${dir}`);
}

/** A port nothing listens on now. */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = probe.address();
  assert.ok(address && typeof address === 'object');
  await new Promise((resolve) => probe.close(() => resolve(undefined)));
  return address.port;
}

/** Starts the built SSR app with react-router-serve and waits until it answers. */
async function startSsrApp(appDir) {
  const port = await freePort();
  const serve = await bin(join(appDir, 'ssr'), 'react-router-serve');
  const child = spawn(serve, [join('build', 'server', 'index.js')], {
    cwd: join(appDir, 'ssr'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited = false;
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  child.on('exit', () => {
    exited = true;
  });
  const address = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`the SSR app exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the SSR app did not answer within 60 s:\n${output}`);
    try {
      await fetch(`${address}/favicon.ico`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { address, output: () => output, stop: () => child.kill() };
}

test('the packed packages install into a Node consumer, a Vite client app and a React Router SSR app', {
  // 80 s alone on this 2-core machine, 206 s inside the turbo run beside other tasks (mostly npm install);
  // the limit only ends a hang.
  timeout: 900_000,
}, async (t) => {
  const tarballDir = join(workDir, 'tarballs');
  const appDir = join(workDir, 'app');
  await mkdir(tarballDir);
  await mkdir(appDir);

  const tarballs = await packAll(tarballDir);
  // The linters read only the tarballs, so they run while npm installs.
  const [lintReport] = await Promise.all([lintTarballs(tarballs), installApps(appDir, tarballs)]);
  for (const line of lintReport) t.diagnostic(line);

  const tsc = require.resolve('typescript/bin/tsc');
  const subpaths = await writeNode10Check(appDir);
  await Promise.all([
    // NodeNext resolution reads only the published dist/*.d.ts.
    check('tsc (NodeNext consumer)', process.execPath, [tsc, '-p', appDir]),
    // The READMEs' examples compile in a bundler-resolution app with Emotion's JSX.
    check('tsc (client app, README examples)', process.execPath, [tsc, '-p', join(appDir, 'client')]),
    // Every subpath's types resolve under node10 too (typesVersions).
    check('tsc (node10, every subpath)', process.execPath, [tsc, '-p', join(appDir, 'node10')]),
  ]);
  t.diagnostic(`types: NodeNext consumer, README examples and ${subpaths} subpaths under node10 check`);

  await Promise.all([
    check('vite build (client app)', await bin(join(appDir, 'client'), 'vite'), ['build'], {
      cwd: join(appDir, 'client'),
    }),
    check('react-router build (SSR app)', await bin(join(appDir, 'ssr'), 'react-router'), ['build'], {
      cwd: join(appDir, 'ssr'),
    }),
  ]);
  const clientAssets = await readdir(join(appDir, 'client', 'dist', 'assets'));
  assert.ok(
    clientAssets.some((file) => file.endsWith('.woff2')),
    'the client build took the font files',
  );

  // The SSR app: React Router's server imports the packages' dist with Node's loader (Vite keeps them external).
  const ssr = await startSsrApp(appDir);
  try {
    const response = await fetch(`${ssr.address}/`);
    const page = await response.text();
    assert.equal(response.status, 200, `${page}\n${ssr.output()}`);
    assert.match(page, /<h1>Pack test shop<\/h1>/);
    assert.match(page, /<article[^>]*aria-labelledby=/, 'ProductCard rendered on the server');
    assert.match(page, /Oslo armchair/);
    assert.ok(page.includes('3999,20 kr'), 'price excluding VAT for a signed-in visitor');
    assert.match(
      page,
      /<button[^>]*aria-pressed="true"[^>]*aria-label="Dark theme"/,
      'ThemeToggle in the dark theme',
    );
    assert.match(
      page,
      /<style[^>]*data-emotion/,
      "the theme provider's styles rendered by Emotion on the server",
    );
    assert.match(page, /hanken-grotesk|\.css"/, 'the font stylesheet is linked');
  } finally {
    ssr.stop();
  }

  // The Node consumer: types, server rendering without a bundler, the API client.
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  const { stdout } = await check('the Node consumer', process.execPath, [join(appDir, 'build', 'main.js')], {
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
  // server that bundles nothing) loads every JavaScript entry without meeting a .css import.
  const fontsCss = join(appDir, 'node_modules', '@storefront', 'ui', 'dist', 'fonts.css');
  const css = await readFile(fontsCss, 'utf8');
  const imports = [...css.matchAll(/@import "([^"]+)"/g)].map((match) => match[1]);
  assert.equal(imports.length, 3, 'three font weights');
  for (const specifier of imports) {
    await readFile(join(appDir, 'node_modules', specifier), 'utf8');
  }
  const entries = [];
  for (const name of PACKAGES) {
    const { exports } = JSON.parse(
      await readFile(join(appDir, 'node_modules', '@storefront', name, 'package.json'), 'utf8'),
    );
    for (const subpath of Object.keys(exports)) {
      if (!/\.(css|json)$/.test(subpath) && subpath !== './fonts')
        entries.push(`@storefront/${name}${subpath.slice(1)}`);
    }
  }
  const importAll = `
    const entries = ${JSON.stringify(entries)};
    const modules = {};
    for (const entry of entries) modules[entry] = Object.keys(await import(entry));
    process.stdout.write(JSON.stringify(modules));`;
  const { stdout: loaded } = await check(
    'plain Node importing every entry',
    process.execPath,
    ['--input-type=module', '-e', importAll],
    { cwd: appDir },
  );
  const exported = JSON.parse(loaded);
  // The root is a convenience entry: every name it exports comes from a per-feature entry, none of its own.
  const featureNames = new Set(
    Object.entries(exported)
      .filter(([entry]) => entry.startsWith('@storefront/features/'))
      .flatMap(([, names]) => names),
  );
  const rootNames = exported['@storefront/features'].filter((key) => key !== 'FEATURES_PACKAGE');
  assert.deepEqual(
    rootNames.filter((name) => !featureNames.has(name)),
    [],
    'features root exports only names of the per-feature entries',
  );
  assert.ok(!exported['@storefront/domain'].includes('addToMockCart'), 'no mock helpers in domain');
  assert.ok(!exported['@storefront/domain'].includes('MOCK_TOTAL_VAT'), 'no mock constants in domain');
  t.diagnostic(`plain Node imports ${entries.length} JavaScript entries`);

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

  // Budgets: each single import measured alone against the installed packages.
  const esbuild = await import(
    pathToFileURL(createRequire(join(appDir, 'package.json')).resolve('esbuild')).href
  );
  const broken = [];
  for (const budget of BUDGETS) {
    const { gzip, inputs } = await firstLoad(appDir, esbuild, budget);
    const limit = budget.maxGzip ? ` (budget ${budget.maxGzip} B)` : '';
    t.diagnostic(`first load of ${budget.name}: ${gzip} B gzip beyond React${limit}`);
    if (budget.maxGzip && gzip > budget.maxGzip) {
      broken.push(
        `${budget.name}: ${gzip} B gzip, budget ${budget.maxGzip} B; it bundles ${summarize(inputs)}`,
      );
    }
    for (const { what, pattern } of budget.forbid ?? []) {
      const found = inputs.filter((input) => pattern.test(input));
      if (found.length > 0) broken.push(`${budget.name} pulls in ${what}:\n  ${found.join('\n  ')}`);
    }
  }
  if (broken.length > 0) assert.fail(`first-load budgets broken:\n${broken.join('\n')}`);
});
