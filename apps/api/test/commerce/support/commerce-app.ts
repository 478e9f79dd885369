import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { commercePlugin } from '../../../src/commerce';
import { createDatabase, type DatabaseHandle } from '../../../src/db/create-database';
import { registerApiConventions } from '../../../src/http/api-conventions';
import { insertCatalogueFixture } from './catalogue-fixture';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Address of the temporary PostgreSQL cluster of the 'postgres' test project. */
    postgresUrl: string;
  }
}

/** A commerce server on a fresh database with the fixture catalogue. */
/** The proxy secret of the test servers; the Visitor sends it as the shop's web server would. */
export const TEST_PROXY_SECRET = 'test-proxy-secret-0123456789';

export interface TestCommerce {
  app: FastifyInstance;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/** Creates a new, empty database on a PostgreSQL cluster and answers its address and how to drop it. */
export async function createClusterDatabase(
  clusterUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sf_commerce_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: clusterUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Builds the commerce plugin on a fresh migrated database: a new database on the project's PostgreSQL cluster
 * in the 'postgres' test project (files named *.db.test.ts), else in-memory PGlite, unless told otherwise.
 */
export async function startCommerce(
  options: {
    databaseUrl?: string;
    dataDir?: string;
    fixture?: boolean;
    poolSize?: number;
    devOutbox?: boolean;
  } = {},
): Promise<TestCommerce> {
  let drop: () => Promise<void> = async () => undefined;
  let databaseUrl = options.databaseUrl;
  const clusterUrl = options.dataDir || databaseUrl ? undefined : inject('postgresUrl');
  if (clusterUrl) {
    const created = await createClusterDatabase(clusterUrl);
    databaseUrl = created.url;
    drop = created.drop;
  }
  const handle = await createDatabase({ databaseUrl, dataDir: options.dataDir, poolSize: options.poolSize });
  const app = Fastify({ logger: { level: 'silent' } });
  registerApiConventions(app);
  await app.register(commercePlugin, {
    db: handle.db,
    proxySecret: TEST_PROXY_SECRET,
    seedDemoAccounts: false,
    devOutbox: options.devOutbox ?? false,
  });
  await app.ready();
  if (options.fixture !== false) await insertCatalogueFixture(handle.db);
  return {
    app,
    handle,
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
