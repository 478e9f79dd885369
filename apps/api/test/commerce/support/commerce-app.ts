import Fastify, { type FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { commercePlugin } from '../../../src/commerce';
import { createDatabase, type DatabaseHandle } from '../../../src/db/create-database';
import { registerApiConventions } from '../../../src/http/api-conventions';
import { createClusterDatabase } from '../../support/cluster-database';
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
    const created = await createClusterDatabase(clusterUrl, 'sf_commerce');
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
