import { type ChildProcess, spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type CategoryProductsResponse, categoryProductsResponseSchema } from '@storefront/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../../src/commerce/auth/login-throttle';
import { createClusterDatabase } from '../support/cluster-database';
import { orderBody } from './support/order-body';
import { startTemporaryCluster, type TemporaryCluster } from './support/postgres-cluster';

/*
 * Two API processes behind one load balancer, on one PostgreSQL database: the way a shop scales out. Each
 * process has its own catalogue response cache, yet an order placed through one is in the very next answer
 * of the other (the cache is keyed by the catalogue version read from the database on every request, and the
 * stock of the answer's products is read from it on every response); sign-in
 * failures count across both (the attempt log is a table); a session made by one is valid on the other.
 * Nothing that decides an answer lives in one process's memory.
 */

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
const entry = fileURLToPath(new URL('../../src/index.ts', import.meta.url));
const LISTING = '/api/categories/1/products?take=24&sortOrder=sortOrderLatest';
const DEMO_CUSTOMER = { email: 'private@storefront.example', password: 'storefront-demo' };

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the real API entry (`src/index.ts`, as `pnpm start` runs it) and waits until it answers. */
async function startApi(databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=@storefront/source', '--import', 'tsx', entry], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      CATALOGUE_CACHE: 'on',
      SEED_PRODUCTS: '200',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`API process exited early with ${code}`))),
  );
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        // Not listening yet: migrating or seeding.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  await Promise.race([ready, exited]);
  child.removeAllListeners('exit');
  return { child, base };
}

function stop(child: ChildProcess | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A browser against one process: keeps the session cookie it is given, and can carry it to another process. */
class Client {
  cookie: string | undefined;

  async call(
    base: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; headers: Headers; text: string }> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-language': 'en',
        'content-type': 'application/json',
        ...(this.cookie ? { cookie: `sf_session=${this.cookie}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const match = /^sf_session=([^;]*)/.exec(line);
      if (match) this.cookie = match[1] || undefined;
    }
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  login(base: string, email: string, password: string) {
    return this.call(base, 'POST', '/api/customer/login', undefined, {
      authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
    });
  }
}

describe('two API processes on one PostgreSQL database', () => {
  let cluster: TemporaryCluster;
  let database: { url: string; drop(): Promise<void> };
  let one: { child: ChildProcess; base: string };
  let two: { child: ChildProcess; base: string };

  beforeAll(async () => {
    cluster = await startTemporaryCluster();
    database = await createClusterDatabase(cluster.url);
    // The first process migrates and seeds; the second finds the database ready, as a scaled-out replica does.
    one = await startApi(database.url);
    two = await startApi(database.url);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([stop(one?.child), stop(two?.child)]);
    await database?.drop();
    await cluster?.stop();
  });

  const listing = async (base: string) => {
    const answer = await new Client().call(base, 'GET', LISTING);
    expect(answer.status, answer.text).toBe(200);
    return {
      cache: answer.headers.get('x-catalogue-cache'),
      text: answer.text,
      data: categoryProductsResponseSchema.parse(JSON.parse(answer.text)) as CategoryProductsResponse,
    };
  };

  it('shows an order placed through one process in the very next listing of the other', async () => {
    // Both processes hold the listing in their own cache.
    await listing(one.base);
    await listing(two.base);
    expect((await listing(one.base)).cache).toBe('hit');
    const before = await listing(two.base);
    expect(before.cache).toBe('hit');

    const card = before.data.data.result.find((item) => {
      const variation = item.variations[0];
      return variation?.isBuyable && variation.stock.stockQuantity >= 2;
    });
    const variation = card?.variations[0];
    if (!card || !variation) throw new Error('no buyable product on the first page');

    const buyer = new Client();
    expect((await buyer.login(one.base, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
    const added = await buyer.call(one.base, 'POST', '/api/cart', { code: variation.code, quantity: 1 });
    expect(added.status, added.text).toBe(200);
    const placed = await buyer.call(one.base, 'POST', '/api/order/', orderBody(), {
      'idempotency-key': 'two-processes-1',
    });
    expect(placed.status, placed.text).toBe(201);

    for (const base of [two.base, one.base]) {
      const after = await listing(base);
      // An order changes stock only: each process keeps its cached answer and shows the stock read at once.
      expect(after.cache).toBe('hit');
      const changed = after.data.data.result
        .find((item) => item.code === card.code)
        ?.variations.find((item) => item.code === variation.code);
      expect(changed?.stock.stockQuantity).toBe(variation.stock.stockQuantity - 1);
    }
    // Each process serves the same bytes.
    expect((await listing(one.base)).text).toBe((await listing(two.base)).text);
  });

  it('counts failed sign-ins across both processes and locks the account on either', async () => {
    const attacker = new Client();
    const email = 'two-processes-victim@example.com';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const base = i % 2 === 0 ? one.base : two.base;
      expect((await attacker.login(base, email, `wrong-${i}`)).status).toBe(401);
    }
    for (const base of [one.base, two.base]) {
      const locked = await attacker.login(base, email, 'wrong-again');
      expect(locked.status, locked.text).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('keeps a session made by one process valid on the other, and a sign-out on one ends it on both', async () => {
    const customer = new Client();
    expect((await customer.login(one.base, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
    const onTwo = await customer.call(two.base, 'GET', '/api/customer');
    expect(onTwo.status, onTwo.text).toBe(200);
    expect(JSON.parse(onTwo.text)).toMatchObject({ email: DEMO_CUSTOMER.email });

    const cookie = customer.cookie;
    expect((await customer.call(two.base, 'POST', '/api/customer/logout')).status).toBe(204);
    // The old cookie, replayed against the other process, is nobody's session any more (204: no customer).
    const replay = new Client();
    replay.cookie = cookie;
    const after = await replay.call(one.base, 'GET', '/api/customer');
    expect(after.status, after.text).toBe(204);
    expect(after.text).toBe('');
  });
});
