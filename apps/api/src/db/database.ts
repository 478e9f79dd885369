import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * A Drizzle database over either driver (PGlite or node-postgres). Code that only needs the common query
 * builder and `execute` takes this type, so the same queries run on both.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Turns SQL into text and parameters as `execute` does (the raw queries use no table casing). */
const dialect = new PgDialect();

/** Statement names by statement text: the text is hashed once per distinct statement. */
const names = new Map<string, string>();
/** Distinct statement texts named at most: past it a text runs unnamed, so a stray caller cannot grow the set. */
const MAX_NAMED_STATEMENTS = 256;
/** Part of every name; moves on when PostgreSQL refuses prepared statements after a change of result type. */
let generation = 0;

/** The name of a statement text: the caller's stem and a hash of the text, so one name never means two texts. */
function statementName(stem: string, text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `${stem}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}_${generation}`;
  names.set(text, name);
  return name;
}

/**
 * Whether PostgreSQL refused a prepared statement because a column it returns changed type since it was
 * prepared ("cached plan must not change result type", SQLSTATE 0A000): the statement stays unusable on that
 * connection. Drizzle wraps the driver's error in its own (`cause`).
 */
function isStalePreparedStatement(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return code(error) === '0A000' || code((error as { cause?: unknown } | null)?.cause) === '0A000';
}

async function runNamed<T>(db: Database, query: SQL, stem: string): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementName(stem, built.sql), false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Runs a raw SQL query and returns its rows. Both drivers answer `execute` with an object holding `rows`;
 * the shared Drizzle type cannot say so, hence the one cast here.
 *
 * With `prepareAs`, a hot read runs as a named (prepared) statement: node-postgres parses and plans it once
 * per pooled connection and then only binds and executes it. Planning cost about 1.5 ms per statement at
 * 100,000 products, as much as some of the statements take to run (decision 0009, stop 31). The name is the
 * stem and a hash of the text, so statements whose text varies (an optional clause) are each prepared once;
 * the text must keep every value a parameter (never a list of parameters whose length varies: bind an array
 * instead). PostgreSQL re-plans a prepared statement by itself when a table it reads changes (a migration),
 * and plans with the bound values for its first five runs before it may switch to a generic plan; only a change
 * of a returned column's type makes it refuse the statement, which is then prepared again under a new name.
 * PGlite runs in this process and has no named statements; it ignores the name.
 */
export async function queryRows<T>(db: Database, query: SQL, prepareAs?: string): Promise<T[]> {
  if (prepareAs === undefined) {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }
  try {
    return await runNamed<T>(db, query, prepareAs);
  } catch (error) {
    if (!isStalePreparedStatement(error)) throw error;
    // Every connection may hold the stale statement under its old name: new names for all, prepared afresh.
    names.clear();
    generation += 1;
    return runNamed<T>(db, query, prepareAs);
  }
}
