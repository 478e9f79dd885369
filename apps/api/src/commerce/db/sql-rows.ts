import type { SQL } from 'drizzle-orm';

/** Anything that runs SQL: the database or a transaction of either driver. */
export interface SqlExecutor {
  execute(query: SQL): PromiseLike<unknown>;
}

/** Runs a query and returns its rows (both drivers answer `{ rows }`). */
export async function rows<T>(executor: SqlExecutor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as { rows: T[] };
  return result.rows;
}

/** Runs a query and returns its first row, if any. */
export async function firstRow<T>(executor: SqlExecutor, query: SQL): Promise<T | undefined> {
  return (await rows<T>(executor, query))[0];
}
