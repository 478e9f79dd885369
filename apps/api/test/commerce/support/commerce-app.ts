import Fastify, { type FastifyInstance } from 'fastify';
import { commercePlugin } from '../../../src/commerce';
import { createDatabase, type DatabaseHandle } from '../../../src/db/create-database';
import { insertCatalogueFixture } from './catalogue-fixture';

/** A commerce server on a fresh database with the fixture catalogue. */
export interface TestCommerce {
  app: FastifyInstance;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/** Builds the commerce plugin on a migrated database (in-memory PGlite unless a URL or folder is given). */
export async function startCommerce(
  options: { databaseUrl?: string; dataDir?: string; fixture?: boolean; poolSize?: number } = {},
): Promise<TestCommerce> {
  const handle = await createDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    poolSize: options.poolSize,
  });
  const app = Fastify({ logger: { level: 'silent' } });
  await app.register(commercePlugin, { db: handle.db, seedDemoAccounts: false });
  await app.ready();
  if (options.fixture !== false) await insertCatalogueFixture(handle.db);
  return {
    app,
    handle,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
