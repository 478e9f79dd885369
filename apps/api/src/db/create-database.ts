import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { type Database, useForNamedStatements } from './database';
import { migrate } from './migrate';
import * as schema from './schema';

/** Where the data lives: a PostgreSQL server, a PGlite folder, or (tests) PGlite in memory. */
export interface DatabaseConfig {
  /** postgres:// address; takes precedence over dataDir. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined means an in-memory PGlite database. */
  dataDir?: string | undefined;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * PGlite only: start from this data folder tarball (from `DatabaseHandle.dumpDataDir`) instead of an empty
   * cluster. The test suite seeds one database per run and gives every test file its own copy.
   */
  loadDataDir?: Blob | undefined;
}

/**
 * How long a pooled PostgreSQL connection may stay idle before it is closed. node-postgres closes it after 10 s
 * by default, and the named statements it prepared (quick search, cards, lookups: `queryRows`' `prepareAs`) go
 * with it, so a shop with a request every few seconds would open a connection and plan again on most requests.
 * Five minutes keeps them over a quiet spell. Each of the two pools (the named statements have their own)
 * never holds more than `poolSize` connections.
 */
export const POOL_IDLE_TIMEOUT_MS = 300_000;

/**
 * The startup options of the connections that run named statements: always the generic plan, planned once per
 * connection (database.ts, `useForNamedStatements`).
 */
export const NAMED_STATEMENT_OPTIONS = '-c plan_cache_mode=force_generic_plan';

/** An open, migrated database and how to close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Migration tags applied by this open (empty when the database was up to date). */
  appliedMigrations: string[];
  /** PGlite only: the data folder as an uncompressed tarball, for `DatabaseConfig.loadDataDir`. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Opens the database named by the configuration and brings its schema up to date. PGlite is opened with
 * relaxedDurability off (its default, set explicitly because durability matters here): every commit is
 * flushed to the data folder before the query resolves.
 */
export async function createDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const poolOf = (options?: string) => {
      const pool = new pg.Pool({
        connectionString: config.databaseUrl,
        max: config.poolSize ?? 10,
        idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
        ...(options ? { options } : {}),
      });
      // An idle client whose server went away (restart, failover, shutdown) is dropped by the pool and a new one
      // is opened on the next query; without a listener that event would end the whole process.
      pool.on('error', () => undefined);
      return pool;
    };
    const pool = poolOf();
    // The named statements' own pool (see `useForNamedStatements`); it opens a connection only when one runs.
    const namedPool = poolOf(NAMED_STATEMENT_OPTIONS);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    useForNamedStatements(db, drizzlePg(namedPool, { schema }) as unknown as Database);
    const close = async () => {
      await Promise.all([pool.end(), namedPool.end()]);
    };
    try {
      const appliedMigrations = await migrate(db);
      return { db, kind: 'postgres', appliedMigrations, close };
    } catch (error) {
      await close();
      throw error;
    }
  }
  let unlock: () => void = () => undefined;
  if (config.dataDir) {
    mkdirSync(config.dataDir, { recursive: true });
    unlock = lockDataDir(config.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: config.dataDir,
      relaxedDurability: false,
      extensions: { pg_trgm },
      ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const close = async () => {
    try {
      await client.close();
    } finally {
      unlock();
    }
  };
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  try {
    const appliedMigrations = await migrate(db);
    return { db, kind: 'pglite', appliedMigrations, dumpDataDir: () => client.dumpDataDir('none'), close };
  } catch (error) {
    await close();
    throw error;
  }
}
