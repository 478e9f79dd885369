import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClusterDatabase } from '../support/cluster-database';
import { ARTICLES } from './support/catalogue-fixture';
import { HttpVisitor } from './support/http-visitor';
import { orderBody } from './support/order-body';
import { startTemporaryCluster, type TemporaryCluster } from './support/postgres-cluster';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
const serveScript = fileURLToPath(new URL('./support/serve-commerce.ts', import.meta.url));

/** Starts the commerce server as its own process and answers it with its base address. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=@storefront/source', '--import', 'tsx', serveScript],
      {
        cwd: apiRoot,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\d+)/.exec(output);
      if (match) resolve({ child, base: `http://127.0.0.1:${match[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/**
 * The promise behind a 201: the order is on disk before the answer leaves, so `kill -9` right after the
 * answer loses nothing; carts and sessions are rows too, so they outlive the process.
 */
function durabilitySuite(name: string, database: () => Record<string, string>) {
  describe(`durability on ${name}`, () => {
    it('keeps an acknowledged order, a cart and a signed-in session across kill -9 and restart', async () => {
      let server = await startServer(database());
      try {
        const buyer = new HttpVisitor(server.base);
        const browser = new HttpVisitor(server.base);
        const member = new HttpVisitor(server.base);
        expect(
          (
            await member.call('POST', '/api/customer/register', {
              firstName: 'Kari',
              lastName: 'Nordmann',
              email: 'kari@example.com',
              phoneNumber: '',
              password: 'survives restarts',
            })
          ).status,
        ).toBe(201);
        await browser.call('POST', '/api/cart', { code: ARTICLES.chairGrey, quantity: 3 });
        await buyer.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 2 });
        const placed = await buyer.call('POST', '/api/order/', orderBody(), {
          'idempotency-key': 'durable-order-1',
        });
        // Killed the moment the answer is in: no graceful shutdown, no chance to flush later.
        await killHard(server.child);
        expect(placed.status).toBe(201);
        const { orderNumber } = placed.json as { orderNumber: string };

        server = await startServer(database());
        const again = (v: HttpVisitor) => Object.assign(new HttpVisitor(server.base), { cookie: v.cookie });
        const order = await again(buyer).call('GET', `/api/order/${orderNumber}`);
        expect(order.status).toBe(200);
        expect(order.json).toMatchObject({ orderNumber, numberOfItems: 2 });
        const cart = await again(browser).call('GET', '/api/cart');
        expect(cart.json).toMatchObject({ numberOfItems: 3 });
        const me = await again(member).call('GET', '/api/customer');
        expect(me.status).toBe(200);
        expect(me.json).toMatchObject({ email: 'kari@example.com' });
        // The same key after the restart still answers the same order.
        const replay = await again(buyer).call('POST', '/api/order/', orderBody(), {
          'idempotency-key': 'durable-order-1',
        });
        expect(replay.json).toEqual(placed.json);
      } finally {
        await killHard(server.child);
      }
      // Two process starts (PGlite initialises its folder on the first) on a shared 2-core machine.
    }, 240_000);
  });
}

let dataDir: string;
let cluster: TemporaryCluster | undefined;
let clusterDatabase: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'storefront-commerce-pglite-'));
  cluster = await startTemporaryCluster();
  clusterDatabase = await createClusterDatabase(cluster.url);
});
afterAll(async () => {
  await clusterDatabase?.drop();
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

durabilitySuite('PGlite', () => ({ DATA_DIR: dataDir, DATABASE_URL: '' }));
durabilitySuite('PostgreSQL', () => ({ DATABASE_URL: clusterDatabase!.url, DATA_DIR: '' }));
