// Old against new, computed answers: two (or more) builds of the API run side by side on one copy of the kept
// PostgreSQL cluster (bench/results/postgres-{products}, seeded by run.mjs), both with CATALOGUE_CACHE=off, and
// are measured in alternating rounds (A B, B A, A B, …), one request at a time, so both see the same load. For
// each build and scenario (category + facets, full search, quick search, the paths of run.mjs): the median over
// the rounds of the CPU milliseconds per request (API process, and API + PostgreSQL: the postmaster and all its
// backends, from /proc) and the median wall time of a request. Before measuring, every path is asked of every
// build twice (warming the buffers and each pooled connection's named statements) and the answers are compared
// byte for byte; a differing answer is reported and makes the exit code 1.
//
//   pnpm --filter @storefront/api build && mkdir -p apps/api/.old && cp -a apps/api/dist apps/api/.old/
//   (a copy inside apps/api, so its imports resolve; git ignores every dist folder), then change and build again
//   node bench/api/compare.mjs --build old=apps/api/.old/dist --build new=apps/api/dist
//   options: --products 100000 --rounds 8 --requests 24 (per scenario and round)
//            --stats (pg_stat_statements with planning tracked; its top statements printed per build)
//            --cpu-prof dir (each API writes a V8 CPU profile there when it stops)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../free-port.mjs';
import { cpuSince, cpuSnapshot } from './cpu.mjs';
import { startPostgres } from './postgres-cluster.mjs';
import { scenarios } from './scenarios.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
// node-postgres of the API (this package does not depend on it), for pg_stat_statements.
const pg = createRequire(join(root, 'apps/api/package.json'))('pg');
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    build: { type: 'string', multiple: true },
    products: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '8' },
    requests: { type: 'string', default: '24' },
    stats: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const builds = (values.build ?? []).map((item) => {
  const at = item.indexOf('=');
  const dir = item.slice(at + 1);
  return { label: item.slice(0, at), dir: isAbsolute(dir) ? dir : resolve(process.cwd(), dir) };
});
if (builds.length < 2 || builds.some((build) => !existsSync(join(build.dir, 'index.js')))) {
  console.error('give two builds or more: --build old=<dist folder> --build new=<dist folder>');
  process.exit(1);
}
const products = Number(values.products);
const rounds = Number(values.rounds);
const requests = Number(values.requests);
const headers = { 'content-language': 'en' };
const load1 = () => loadavg()[0].toFixed(1);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function startApi(build, databaseUrl) {
  const port = await freePort();
  const profile = values['cpu-prof'];
  if (profile) mkdirSync(profile, { recursive: true });
  const child = spawn(
    process.execPath,
    [
      ...(profile
        ? ['--cpu-prof', '--cpu-prof-dir', resolve(profile), '--cpu-prof-name', `${build.label}.cpuprofile`]
        : []),
      join(build.dir, 'index.js'),
    ],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        CATALOGUE_CACHE: 'off',
        API_PORT: String(port),
        LOG_LEVEL: 'warn',
        SEED_PRODUCTS: String(products),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null)
      throw new Error(`${build.label}: the API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 1200) throw new Error(`${build.label}: the API did not start`);
    await sleep(250);
  }
  return {
    ...build,
    base,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function body(base, path) {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, text: await response.text() };
}

const cluster = await startPostgres({
  dir: join(root, 'bench/results', `postgres-${products}`),
  port: await freePort(),
  settings: values.stats
    ? { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track_planning': 'on' }
    : {},
});
const apis = [];
let differing = 0;
try {
  for (const build of builds) apis.push(await startApi(build, cluster.url));
  const first = apis[0];
  const { list } = await scenarios(first.base, { headers, ordersPerSecond: 0 });
  const names = ['category', 'full search', 'quick search'];
  const paths = list.map((scenario) => scenario.paths.map((item) => item.path));
  console.log(
    `${builds.map((b) => b.label).join(', ')}: ${paths.map((p) => p.length).join(' + ')} paths; load ${load1()}`,
  );

  // Compared too, not measured: typos, stop words, other sorts and pages, facets off, in stock, inactive.
  const extra = [
    '/api/search?query=sofaa&take=24',
    '/api/search?query=so&take=24',
    '/api/search?query=the%20sofa&take=5&skip=5&sortOrder=sortOrderPriceAsc',
    '/api/search?query=oak&take=24&sortOrder=sortOrderName',
    '/api/search?query=lamp&includeFacets=false&instock=true',
    '/api/search?query=sofa&Active=False',
    '/api/search/quick-search?query=sofaa',
    '/api/search/quick-search?query=out',
    `${paths[0][0].replace(/&sortOrder=[^&]*/, '')}&sortOrder=sortOrderName`,
    `${paths[0][1]}&skip=48&includeFacets=false`,
  ];
  // Warm up and compare the answers byte for byte, twice (the second time past more custom plans).
  let compared = 0;
  for (let pass = 0; pass < 2; pass += 1) {
    for (const path of [...paths.flat(), ...extra]) {
      const answers = [];
      for (const api of apis) answers.push(await body(api.base, path));
      compared += 1;
      if (answers.some((answer) => answer.status !== 200 || answer.text !== answers[0].text)) {
        differing += 1;
        console.log(
          `  differs or failed: ${path} (${answers.map((a) => `${a.status} ${a.text.length} B`).join(' / ')})`,
        );
      }
    }
  }
  console.log(`answers compared: ${compared - differing} of ${compared} identical; load ${load1()}`);

  let stats;
  if (values.stats) {
    stats = new pg.Client({ connectionString: cluster.url });
    await stats.connect();
    await stats.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  }
  const results = new Map(
    apis.map((api) => [api.label, names.map(() => ({ cpu: [], apiCpu: [], wall: [] }))]),
  );
  const loads = [load1()];
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? apis : [...apis].reverse();
    for (const api of order) {
      if (stats && round === 0) await stats.query('SELECT pg_stat_statements_reset()');
      for (const [index, scenarioPaths] of paths.entries()) {
        const cell = results.get(api.label)[index];
        const before = cpuSnapshot({ apiPid: api.pid, postmasterPid: cluster.postmasterPid });
        const apiBefore = cpuSnapshot({ apiPid: api.pid });
        for (let i = 0; i < requests; i += 1) {
          const path = scenarioPaths[(round * requests + i) % scenarioPaths.length];
          const started = performance.now();
          const answer = await body(api.base, path);
          cell.wall.push(performance.now() - started);
          if (answer.status !== 200) differing += 1;
        }
        cell.cpu.push(cpuSince(before) / requests);
        cell.apiCpu.push(cpuSince(apiBefore) / requests);
      }
      if (stats && round === 0) {
        const { rows } = await stats.query(
          `SELECT calls, plans, round(total_plan_time::numeric / greatest(plans, 1), 2) AS plan_ms,
                  round(total_exec_time::numeric / calls, 2) AS exec_ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 70) AS query
           FROM pg_stat_statements WHERE calls > 0 ORDER BY total_exec_time + total_plan_time DESC LIMIT 8`,
        );
        console.log(`${api.label}, round 1: pg_stat_statements (top 8 by planning + execution)`);
        console.table(rows);
      }
    }
    loads.push(load1());
    console.log(`round ${round + 1} of ${rounds} done, load ${load1()}`);
  }
  await stats?.end();

  const table = [];
  for (const [index, name] of names.entries()) {
    for (const api of apis) {
      const cell = results.get(api.label)[index];
      table.push({
        scenario: name,
        build: api.label,
        'CPU ms/req (API+PG)': median(cell.cpu).toFixed(1),
        'rounds min-max': `${Math.min(...cell.cpu).toFixed(1)}-${Math.max(...cell.cpu).toFixed(1)}`,
        'API CPU ms/req': median(cell.apiCpu).toFixed(1),
        'single p50 ms': median(cell.wall).toFixed(1),
      });
    }
  }
  console.table(table);
  console.log(
    `${rounds} rounds of ${requests} requests per scenario and build; load average per round: ${loads.join(' ')}`,
  );
} finally {
  for (const api of apis) await api.stop();
  await cluster.stop();
}
if (differing > 0) {
  console.error(`${differing} answers differed or failed`);
  process.exit(1);
}
