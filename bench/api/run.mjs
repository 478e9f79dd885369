// API load benchmark: category listing with facets, full search and quick search on a large catalogue
// (100,000 products by default), against the built API on PGlite and on a temporary PostgreSQL cluster.
// Prints requests per second and p50/p95/p99 latency under load per scenario, the median of 20 sequential
// requests (a figure that depends less on a busy machine) and the 1-minute load average at the time.
// It reports; it never fails on timing.
//
//   pnpm --filter @storefront/api build && pnpm --filter @storefront/bench bench:api
// Each database is measured with the API's catalogue response cache on (every path warmed once, so the load
// is served from the cache) and off (every request computed), one row per scenario and mode.
//   options: --products 100000 --duration 10 --connections 10 --only pglite|postgres
//            --api http://127.0.0.1:4000 --label PGlite   (measure an API that is already running instead)
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../../', import.meta.url));
const apiEntry = join(root, 'apps/api/dist/index.js');
const resultsDir = join(root, 'bench/results');

// `pnpm … bench:api -- --only postgres` hands the `--` on; it separates nothing here.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    api: { type: 'string' },
    label: { type: 'string', default: 'running API' },
  },
});
const products = Number(values.products);
const duration = Number(values.duration);
const connections = Number(values.connections);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForHealth(base, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`the API did not answer within ${timeoutMs / 1000} s`);
}

/** Starts the built API on a free port; it migrates and (first time) seeds the catalogue before listening. */
async function startApi(env) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [apiEntry], {
    env: {
      ...process.env,
      ...env,
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: String(products),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child, 60 * 60 * 1000);
  console.log(`  API ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    base,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** A throw-away PostgreSQL cluster (Debian's postgresql), run as `postgres` when we are root. */
async function startPostgres() {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  const bin = version && join(base, version, 'bin');
  if (!bin || !existsSync(join(bin, 'initdb'))) {
    throw new Error("PostgreSQL binaries not found under /usr/lib/postgresql: install Debian's postgresql");
  }
  const asRoot = process.getuid?.() === 0;
  const as = (command, args) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-pg-'));
  if (asRoot) {
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres'])),
      Number(execFileSync('id', ['-g', 'postgres'])),
    );
    chmodSync(dir, 0o700);
  }
  const data = join(dir, 'data');
  const [initCommand, initArgs] = as(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  execFileSync(initCommand, initArgs, { stdio: 'pipe' });
  const port = await freePort();
  const [command, args] = as(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'shared_buffers=256MB',
    '-c',
    'work_mem=16MB',
    '-c',
    'max_connections=100',
  ]);
  const child = spawn(command, args, { stdio: 'ignore' });
  const [readyCommand, readyArgs] = as(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]);
  for (let i = 0; ; i += 1) {
    try {
      execFileSync(readyCommand, readyArgs, { stdio: 'ignore' });
      break;
    } catch {
      if (i > 120 || child.exitCode !== null) throw new Error('PostgreSQL did not start');
      await sleep(250);
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        // runuser does not pass signals on; SIGINT to the postmaster is a fast shutdown.
        process.kill(Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The request paths of each scenario, built from the live catalogue so every request hits real data. */
async function scenarios(base) {
  const headers = { 'content-language': 'en' };
  const header = await (await fetch(`${base}/api/content/header`, { headers })).json();
  const mids = header.mainNavigation.flatMap((top) => top.children).map((node) => node.url);
  const categories = [];
  for (const url of mids.slice(0, 12)) {
    const page = await (
      await fetch(`${base}/api/content/page`, {
        headers: { ...headers, 'context-url': `http://bench${url}` },
      })
    ).json();
    const listing = await (
      await fetch(`${base}/api/categories/${page.categoryId}/products?take=1`, { headers })
    ).json();
    const facet = (key) => listing.data.facets.find((item) => item.key === key);
    const brands = facet('Brand')?.terms ?? [];
    const colors = facet('Color')?.terms ?? [];
    const range = facet('Price')?.ranges ?? { min: 0, max: 100000 };
    // The target page: facets on, two `filter::` facets with two terms each and a price range (the middle half).
    const low = Math.round(range.min + (range.max - range.min) / 4);
    const high = Math.round(range.max - (range.max - range.min) / 4);
    const middle = Math.round((range.min + range.max) / 2);
    const path = `/api/categories/${page.categoryId}/products?take=24&includeFacets=true`;
    // Four filter combinations per category (48 paths): different brands, colours, price ranges, sorters,
    // in-stock and a second page, so the cached run does not live off a handful of answers.
    categories.push(
      `${path}&sortOrder=sortOrderLatest&filter::Brand=${brands[0]?.key};${brands[1]?.key}&filter::Color=${colors[0]?.key};${colors[1]?.key}&filter::Price=${low}-${high}`,
      `${path}&sortOrder=sortOrderPriceAsc&filter::Brand=${brands[2]?.key}&filter::Color=${colors[2]?.key};${colors[3]?.key}&filter::Price=${low}-${high}&instock=true`,
      `${path}&sortOrder=sortOrderPriceDesc&filter::Brand=${brands[1]?.key};${brands[3]?.key}&filter::Color=${colors[1]?.key}&filter::Price=${Math.round(range.min)}-${middle}`,
      `${path}&sortOrder=sortOrderLatest&skip=24&filter::Brand=${brands[0]?.key};${brands[4]?.key}&filter::Color=${colors[4]?.key};${colors[5]?.key}&filter::Price=${middle}-${Math.round(range.max)}&instock=true`,
    );
  }
  const words = [
    'sofa',
    'oak chair',
    'lamp',
    'wool rug',
    'oslo',
    'table',
    'velvet',
    'bergen shelf',
    'recliner',
    'garden',
  ];
  return [
    { name: 'category + facets (2 filters, price)', paths: categories },
    {
      name: 'full search',
      paths: words.map((word) => `/api/search?query=${encodeURIComponent(word)}&take=24`),
    },
    {
      name: 'quick search',
      paths: words.map((word) => `/api/search/quick-search?query=${encodeURIComponent(word)}`),
    },
  ];
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs one scenario with autocannon, collecting every response time to compute p50/p95/p99. */
async function load(base, scenario) {
  const times = [];
  let next = 0;
  let errors = 0;
  const instance = autocannon({
    url: base,
    connections,
    duration,
    headers: { 'content-language': 'en' },
    requests: [
      {
        setupRequest: (request) => {
          request.path = scenario.paths[next++ % scenario.paths.length];
          return request;
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode !== 200) errors += 1;
    times.push(responseTime);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': percentile(times, 50).toFixed(1),
    'p95 ms': percentile(times, 95).toFixed(1),
    'p99 ms': percentile(times, 99).toFixed(1),
    requests: times.length,
    'non-200 or timeout': errors + result.errors,
  };
}

/**
 * One request at a time: the median of 20 sequential requests (cycling through the scenario's paths). On a
 * shared machine this is the figure that depends least on what else is running.
 */
async function sequential(base, scenario, count = 20) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${scenario.paths[i % scenario.paths.length]}`, {
      headers: { 'content-language': 'en' },
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50).toFixed(1);
}

async function measure(label, base, suffix = '') {
  const list = await scenarios(base);
  // Warm the database's buffers, the query planner and (when on) the API's response cache before measuring:
  // with the cache on, every measured request is then answered from it (the rows marked "cached").
  for (const scenario of list) {
    for (const path of scenario.paths) {
      await fetch(`${base}${path}`, { headers: { 'content-language': 'en' } });
    }
  }
  const rows = [];
  for (const scenario of list) {
    const single = await sequential(base, scenario);
    rows.push({
      database: label,
      ...(await load(base, { ...scenario, name: `${scenario.name}${suffix}` })),
      'single p50 ms': single,
      load: loadavg()[0].toFixed(1),
    });
  }
  // Printed as soon as one database is done, so a long run still reports what it has.
  console.table(rows);
  return rows;
}

/**
 * Measures one database twice: the API with its catalogue response cache (CATALOGUE_CACHE on, the default)
 * and the API without it (CATALOGUE_CACHE=off), so the table shows both what a shopper gets on a repeated
 * page and what computing an answer costs.
 */
async function benchDatabase(label, env) {
  const rows = [];
  for (const [cache, suffix] of [
    ['on', ' (cached)'],
    ['off', ' (uncached)'],
  ]) {
    console.log(
      `\n${label}: starting the API, response cache ${cache} (${products} products; the first run seeds them)`,
    );
    const api = await startApi({ ...env, CATALOGUE_CACHE: cache });
    try {
      rows.push(...(await measure(label, api.base, suffix)));
    } finally {
      await api.stop();
    }
  }
  return rows;
}

if (values.api) {
  console.log(
    `Measuring ${values.api} (${values.label}), ${connections} connections, ${duration} s per scenario`,
  );
  await measure(values.label, values.api.replace(/\/$/, ''));
  process.exit(0);
}
if (!existsSync(apiEntry)) {
  console.error('apps/api is not built: run `pnpm --filter @storefront/api build` first.');
  process.exit(1);
}
console.log(
  `API load benchmark: ${products} products, ${connections} connections, ${duration} s per scenario (machine: ${
    cpus().length
  } cores, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')})`,
);
const rows = [];
if (values.only !== 'postgres') {
  mkdirSync(resultsDir, { recursive: true });
  rows.push(
    ...(await benchDatabase('PGlite', {
      DATA_DIR: join(resultsDir, `pglite-${products}`),
      DATABASE_URL: '',
    })),
  );
}
if (values.only !== 'pglite') {
  const cluster = await startPostgres();
  try {
    rows.push(...(await benchDatabase('PostgreSQL', { DATABASE_URL: cluster.url })));
  } finally {
    await cluster.stop();
  }
}
console.log('\nAll databases:');
console.table(rows);
