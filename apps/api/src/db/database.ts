import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * A Drizzle database over either driver (PGlite or node-postgres). Code that only needs the common query
 * builder and `execute` takes this type, so the same queries run on both.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Runs a raw SQL query and returns its rows. Both drivers answer `execute` with an object holding `rows`;
 * the shared Drizzle type cannot say so, hence the one cast here.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
