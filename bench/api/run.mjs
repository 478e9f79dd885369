// API load benchmark: category listing with facets, full search and quick search on a large catalogue
// (100,000 products by default), and a mixed scenario (all three while guests place orders at a steady rate),
// against the built API on PGlite and on PostgreSQL. For every scenario: requests per second, p50/p95/p99
// latency under load, the median of 20 sequential requests, the CPU milliseconds each request cost the API and
// the database, the cache hit rate and the 1-minute load average. Computed answers (CATALOGUE_CACHE=off, the
// figures a shop taking orders mostly gets) are measured and printed first, then the cached ones. Ends with the
// table as Markdown, ready for bench/api/README.md, also written to bench/results/api-{products}.md.
// It reports; it fails (exit code 1) only when a request or an order failed, never on timing.
//
//   pnpm --filter @storefront/api build && pnpm --filter @storefront/bench bench:api
//   options: --products 100000 --duration 10 --mixed-duration 20 --orders-per-second 2 --connections 10
//            --only pglite|postgres --fresh (seed the kept database again)
//            --api http://127.0.0.1:4000 --label name   (measure an API that is already running instead)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from '../free-port.mjs';
import { cpuSince, cpuSnapshot } from './cpu.mjs';
import { buyableCodes, placeOrdersSteadily } from './orders.mjs';
import { startPostgres } from './postgres-cluster.mjs';
import { scenarios } from './scenarios.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const apiEntry = join(root, 'apps/api/dist/index.js');
const resultsDir = join(root, 'bench/results');

// `pnpm … bench:api -- --only postgres` hands the `--` on; it separates nothing here.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    'mixed-duration': { type: 'string', default: '20' },
    'orders-per-second': { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    api: { type: 'string' },
    label: { type: 'string', default: 'running API' },
  },
});
const products = Number(values.products);
const duration = Number(values.duration);
const mixedDuration = Number(values['mixed-duration']);
const ordersPerSecond = Number(values['orders-per-second']);
const connections = Number(values.connections);
const headers = { 'content-language': 'en' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load1 = () => loadavg()[0].toFixed(1);

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

/** CPU ticks of this process's ended children (the seed command and what it started), from /proc/self/stat. */
function childrenCpuMs() {
  const text = readFileSync('/proc/self/stat', 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/**
 * Seeds the database with the API's own seed command and its size option (`pnpm --filter @storefront/api seed
 * -- --products N`), timing it: wall clock, the seed process's CPU and (PostgreSQL) the database's CPU. A
 * database seeded already is left as it is.
 */
async function seed(env, target) {
  const started = Date.now();
  const cpuBefore = childrenCpuMs();
  const database = target.postmasterPid ? cpuSnapshot(target) : undefined;
  const output = [];
  const child = spawn('pnpm', ['--filter', '@storefront/api', 'seed', '--', '--products', String(products)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (chunk) => {
    output.push(chunk.toString());
    process.stdout.write(chunk);
  });
  const code = await new Promise((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`the seed command failed with code ${code}`);
  const text = output.join('');
  if (text.includes('seeded already')) return { seeded: false };
  const seconds = (Date.now() - started) / 1000;
  const seedCpu = (childrenCpuMs() - cpuBefore) / 1000;
  const databaseCpu = database ? cpuSince(database) / 1000 : 0;
  return {
    seeded: true,
    text: `${products} products seeded in ${seconds.toFixed(0)} s (CPU: seed command ${seedCpu.toFixed(0)} s${
      database ? `, PostgreSQL ${databaseCpu.toFixed(0)} s` : ''
    }; load average ${load1()} at the end)`,
  };
}

/** Starts the built API on a free port (the database migrated and seeded already). */
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
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Runs one scenario with autocannon for `seconds`, collecting every response time (the listing's apart, for the
 * mixed scenario's row) and counting the `x-catalogue-cache` answers (hit or miss).
 */
async function load(base, scenario, seconds) {
  const all = [];
  const listing = [];
  let next = 0;
  let failed = 0;
  const cache = { hit: 0, miss: 0 };
  // onResponse runs just before the 'response' event of the same answer: it hands over what was asked.
  let answered;
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    headers,
    requests: [
      {
        setupRequest: (request, context) => {
          const item = scenario.paths[next++ % scenario.paths.length];
          context.item = item;
          request.path = item.path;
          return request;
        },
        onResponse: (_status, _body, context, responseHeaders) => {
          answered = context.item;
          const status = responseHeaders?.['x-catalogue-cache'];
          if (status === 'hit' || status === 'miss') cache[status] += 1;
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode !== 200) failed += 1;
    all.push(responseTime);
    if (answered?.listing) listing.push(responseTime);
  });
  const result = await instance;
  const times = (scenario.paths.every((item) => !item.listing) ? all : listing).sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: all.length,
    failed: failed + result.errors + result.timeouts,
    cache,
  };
}

/**
 * One request at a time: the median of 20 sequential requests (cycling through the scenario's paths). On a
 * shared machine this is the figure that depends least on what else is running.
 */
async function sequential(base, scenario, count = 20) {
  const times = [];
  let failed = 0;
  const paths = scenario.paths.filter((item) => item.listing || scenario.paths.every((i) => !i.listing));
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${paths[i % paths.length].path}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) failed += 1;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), requests: count, failed };
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');

function row(context, name, measured, single, cpuMs, orders) {
  const { hit, miss } = measured.cache;
  const requests = measured.requests + single.requests + (orders ? 2 * (orders.placed + orders.failed) : 0);
  return {
    database: context.label,
    products: context.products,
    cache: context.cache,
    scenario: name,
    'req/s': Math.round(measured.rps),
    'p50 ms': ms(measured.p50),
    'p95 ms': ms(measured.p95),
    'p99 ms': ms(measured.p99),
    'single p50 ms': ms(single.p50),
    'CPU ms/req': Number.isFinite(cpuMs) ? (cpuMs / requests).toFixed(1) : '-',
    'hit rate': hit + miss > 0 ? `${Math.round((100 * hit) / (hit + miss))} %` : '-',
    orders: orders ? `${orders.placed} placed, ${orders.failed} failed` : '-',
    failed: measured.failed + single.failed + (orders?.failed ?? 0),
    load: load1(),
  };
}

/** Measures every scenario on one running API; `cpu` names the processes whose CPU the requests cost. */
async function measure(context, base, cpu) {
  const { list, mixed, categoryIds } = await scenarios(base, { headers, ordersPerSecond });
  // Warm the database's buffers, the query planner and (when on) the API's response cache before measuring:
  // with the cache on, every measured request of the first three scenarios is then answered from it.
  for (const item of [...list.flatMap((scenario) => scenario.paths), ...mixed.paths]) {
    await fetch(`${base}${item.path}`, { headers });
  }
  const rows = [];
  for (const scenario of list) {
    const before = cpu && cpuSnapshot(cpu);
    const single = await sequential(base, scenario);
    const measured = await load(base, scenario, duration);
    rows.push(row(context, scenario.name, measured, single, cpu ? cpuSince(before) : Number.NaN));
  }
  if (mixedDuration > 0) {
    const codes = await buyableCodes(base, categoryIds);
    const before = cpu && cpuSnapshot(cpu);
    const single = await sequential(base, mixed);
    const orders = placeOrdersSteadily(base, codes, ordersPerSecond);
    const measured = await load(base, mixed, mixedDuration);
    const report = await orders.stop();
    for (const [why, count] of report.reasons) console.log(`  order failed ${count}x: ${why}`);
    rows.push(row(context, mixed.name, measured, single, cpu ? cpuSince(before) : Number.NaN, report));
  }
  // Printed as soon as one API is done, so a long run still reports what it has.
  console.table(rows);
  return rows;
}

/**
 * Measures one database twice: the API without its catalogue response cache (CATALOGUE_CACHE=off: every answer
 * computed, the headline) and with it (on, the default).
 */
async function benchDatabase(label, env, postmasterPid) {
  const rows = [];
  console.log(
    `\n${label}: seeding ${products} products with the API's seed command (kept from earlier runs)`,
  );
  const seeded = await seed(env, { postmasterPid });
  if (seeded.seeded) {
    console.log(`  ${label}: ${seeded.text}`);
    notes.push(`${label}: ${seeded.text}.`);
  }
  for (const cache of ['off', 'on']) {
    console.log(`\n${label}: starting the API, response cache ${cache}`);
    const api = await startApi({ ...env, CATALOGUE_CACHE: cache });
    try {
      rows.push(...(await measure({ label, products, cache }, api.base, { apiPid: api.pid, postmasterPid })));
    } finally {
      await api.stop();
    }
  }
  return rows;
}

function markdown(rows) {
  const keys = Object.keys(rows[0]);
  const widths = keys.map((key) => Math.max(key.length, ...rows.map((item) => String(item[key]).length)));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  return [
    line(keys),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((item) => line(keys.map((k) => item[k]))),
  ].join('\n');
}

const notes = [];
let rows = [];
if (values.api) {
  console.log(
    `Measuring ${values.api} (${values.label}), ${connections} connections, ${duration} s per scenario`,
  );
  rows = await measure({ label: values.label, products: '?', cache: '?' }, values.api.replace(/\/$/, ''));
} else {
  if (!existsSync(apiEntry)) {
    console.error('apps/api is not built: run `pnpm --filter @storefront/api build` first.');
    process.exit(1);
  }
  const started = new Date().toISOString().slice(0, 16).replace('T', ' ');
  notes.unshift(
    `${started} UTC, ${products} products, ${connections} connections, ${duration} s per scenario, mixed ${mixedDuration} s at ${ordersPerSecond} orders/s; ${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} at the start.`,
  );
  console.log(notes[0]);
  mkdirSync(resultsDir, { recursive: true });
  if (values.only !== 'postgres') {
    const dataDir = join(resultsDir, `pglite-${products}`);
    if (values.fresh) rmSync(dataDir, { recursive: true, force: true });
    rows.push(...(await benchDatabase('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' })));
  }
  if (values.only !== 'pglite') {
    const cluster = await startPostgres({
      dir: join(resultsDir, `postgres-${products}`),
      port: await freePort(),
      fresh: values.fresh,
    });
    try {
      rows.push(...(await benchDatabase('PostgreSQL', { DATABASE_URL: cluster.url }, cluster.postmasterPid)));
    } finally {
      await cluster.stop();
    }
  }
}
// Computed answers first: they are what a shop that takes orders mostly serves.
rows.sort((a, b) => (a.cache === b.cache ? 0 : a.cache === 'off' ? -1 : 1));
const table = `${notes.join('\n')}\n\n${markdown(rows)}\n`;
console.log(`\n${table}`);
if (!values.api) writeFileSync(join(resultsDir, `api-${products}.md`), table);
const failed = rows.reduce((sum, item) => sum + item.failed, 0);
if (failed > 0) {
  console.error(`${failed} requests or orders failed`);
  process.exit(1);
}
