// The built shop started as `pnpm start` starts it (tooling/scripts/start.mjs), on free ports and a kept, seeded
// PGlite database, and the four pages the web benchmarks measure, found through its API.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../free-port.mjs';

export { freePort };

const root = fileURLToPath(new URL('../../', import.meta.url));

export async function waitFor(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the shop stopped (exit code ${child.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Seeds the kept database with the API's seed command once (a marker file records a finished seed): the shop's
 * own start-up would seed it too, but a slow first seed can outlast start.mjs's 120 s wait for the API.
 */
async function ensureSeeded(dataDir) {
  const marker = `${dataDir}.seeded`;
  if (existsSync(marker)) return;
  await rm(dataDir, { recursive: true, force: true });
  process.stderr.write(`seeding ${dataDir} (once)…\n`);
  const code = await new Promise((resolve) => {
    spawn('pnpm', ['--filter', '@storefront/api', 'seed'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }).once('exit', resolve);
  });
  if (code !== 0) throw new Error(`seeding ${dataDir} failed (exit code ${code})`);
  await writeFile(marker, new Date().toISOString());
}

/** Starts the shop as `pnpm start` does (tooling/scripts/start.mjs) on its own ports and database folder. */
export async function startShop() {
  const [webPort, apiPort] = [await freePort(), await freePort()];
  // A kept database: seeding a fresh one takes a minute or more, and the figures should not include it.
  const dataDir = join(root, 'bench', '.data', 'pglite');
  await ensureSeeded(dataDir);
  const child = spawn(process.execPath, ['tooling/scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://localhost:${webPort}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  };
  try {
    await waitFor(`${origin}/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function getJson(url, headers = {}) {
  const res = await fetch(url, {
    headers: { Accept: 'application/json', 'Content-Language': 'en', ...headers },
  });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res.json();
}

/** The four pages, found through the API so the bench follows the seeded catalogue. */
export async function findPages(origin) {
  const quick = await getJson(`${origin}/api/search/quick-search?query=sofa`);
  const product = quick.products?.[0]?.url;
  if (!product) throw new Error('the quick search for "sofa" found no product to measure');
  const category = product.replace(/[^/]+\/?$/, '');
  const settings = await getJson(`${origin}/api/site/global-settings`);
  const search = settings.staticPages?.find((p) => p.pageType === 'SearchPage')?.url ?? '/en/search';
  return [
    { name: 'start', path: '/en' },
    { name: 'category', path: category },
    { name: 'product', path: product },
    { name: 'search', path: `${search}?query=sofa` },
  ];
}
