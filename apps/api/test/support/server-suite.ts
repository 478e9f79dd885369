import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createServer } from '../../src/server';
import { openTestDatabase, openTestServer, type TestDatabase } from './test-database';

/** A test file's server over its seeded database; set before the file's first test. */
export interface ServerSuite {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
}

/**
 * Opens a server over a seeded test database before a file's tests and closes both after them. Call it at
 * the top of the file; read `suite.app` and `suite.database` inside tests and later hooks.
 */
export function useTestServer(products = 300): ServerSuite {
  const suite = {} as { app: FastifyInstance; database: TestDatabase };
  beforeAll(async () => {
    Object.assign(suite, await openTestServer(products));
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.database?.dispose();
  });
  return suite;
}

/** Two servers over one seeded database: one with the catalogue cache, one without. */
export interface CacheComparisonSuite {
  readonly database: TestDatabase;
  /** The server with the cache on (explicitly, whatever CATALOGUE_CACHE says). */
  readonly cached: FastifyInstance;
  /** A second server on the same database with the cache off: the reference answers. */
  readonly uncached: FastifyInstance;
}

/**
 * The set-up of the catalogue cache tests: each cached answer can be compared with the bytes the server
 * without the cache computes from the same database.
 */
export function useCacheComparison(products = 300): CacheComparisonSuite {
  const suite = {} as { database: TestDatabase; cached: FastifyInstance; uncached: FastifyInstance };
  beforeAll(async () => {
    suite.database = await openTestDatabase(products);
    const db = suite.database.db;
    suite.cached = await createServer({
      logLevel: 'silent',
      db,
      catalogueCache: { maxEntries: 100, maxBytes: 16 * 1024 * 1024 },
    });
    suite.uncached = await createServer({ logLevel: 'silent', db, catalogueCache: null });
  });
  afterAll(async () => {
    await suite.cached?.close();
    await suite.uncached?.close();
    await suite.database?.dispose();
  });
  return suite;
}
