import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../src/db/create-database';
import { seedDatabase } from '../../src/seed/seed-database';
import { createServer } from '../../src/server';
import { createClusterDatabase } from './cluster-database';

/** A seeded database for one test file, on PGlite (in memory) or on the project's PostgreSQL cluster. */
export interface TestDatabase extends DatabaseHandle {
  /** Drops everything this file created. */
  dispose(): Promise<void>;
}

/**
 * Opens a fresh, migrated and seeded database. In the 'postgres' test project (which provides
 * `postgresUrl`) it is a new database on the temporary cluster; otherwise an in-memory PGlite database,
 * copied from the run's seeded template (pglite-global-setup.ts) when it has the size asked for.
 */
export async function openTestDatabase(products = 300): Promise<TestDatabase> {
  const clusterUrl = inject('postgresUrl');
  let handle: DatabaseHandle;
  let drop: () => Promise<void> = async () => undefined;
  if (clusterUrl) {
    const created = await createClusterDatabase(clusterUrl);
    handle = await createDatabase({ databaseUrl: created.url });
    drop = created.drop;
  } else {
    const template = inject('pgliteTemplate') as { file: string; products: number } | undefined;
    if (template?.products === products) {
      handle = await createDatabase({ loadDataDir: new Blob([readFileSync(template.file)]) });
      return { ...handle, dispose: () => handle.close() };
    }
    handle = await createDatabase({});
  }
  await seedDatabase(handle.db, { products });
  return {
    ...handle,
    async dispose() {
      await handle.close();
      await drop();
    },
  };
}

/** A server over a test database, for inject()-based route tests. */
export async function openTestServer(
  products = 300,
): Promise<{ app: FastifyInstance; database: TestDatabase }> {
  const database = await openTestDatabase(products);
  const app = await createServer({ logLevel: 'silent', db: database.db });
  return { app, database };
}
