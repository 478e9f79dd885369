import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../src/db/create-database';
import { seedDatabase } from '../../src/seed/seed-database';
import { createServer } from '../../src/server';

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
    const name = `sf_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: clusterUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(clusterUrl);
    url.pathname = `/${name}`;
    handle = await createDatabase({ databaseUrl: url.toString() });
    drop = async () => {
      const client = new pg.Client({ connectionString: clusterUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
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
