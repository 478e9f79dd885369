import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
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
/** The database whose connections run a database's named statements (`useForNamedStatements`). */
const namedStatementDatabases = new WeakMap<Database, Database>();

/**
 * Runs the named statements of `db` (`queryRows`' `prepareAs`) on `named` instead: on PostgreSQL a second
 * pool whose connections always use a statement's generic plan (`plan_cache_mode = force_generic_plan`, set
 * when each connection starts; create-database.ts). PostgreSQL's own choice plans the catalogue's listing
 * statement again on every call: the generic plan's estimated cost stays above the custom plans', so it never
 * switches, although the generic plan runs as fast or faster and planning is about a fifth of the statement's
 * CPU (decision 0009, stop 36). Only named statements go there: an unnamed one (every other query, and a text
 * past the name limit) keeps being planned with its values, which a query such as `code LIKE $1` needs to use
 * an index. A transaction (`db.transaction`'s handle) is not registered, so what it runs stays in it.
 */
export function useForNamedStatements(db: Database, named: Database): void {
  namedStatementDatabases.set(db, named);
}

/** The database that runs the named statements of `db`: its own unless `useForNamedStatements` gave another. */
export function namedStatementDatabase(db: Database): Database {
  return namedStatementDatabases.get(db) ?? db;
}

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

/**
 * A statement turned into its text and parameters once (`buildStatement`): a parameter may be a placeholder
 * (`sql.placeholder(name)`), filled by `queryBuilt` from the values of each run.
 */
export type BuiltStatement = Query;

/**
 * Builds a statement's text and parameters. Turning a large statement into text costs the API process about
 * a millisecond (Drizzle walks every chunk) and hashing a new text for its name more: a hot statement whose
 * text depends on a few choices only is built once per choice and kept, its values bound as placeholders.
 */
export function buildStatement(query: SQL): BuiltStatement {
  return dialect.sqlToQuery(query);
}

async function runNamed<T>(
  db: Database,
  built: BuiltStatement,
  values: Record<string, unknown>,
  stem: string,
): Promise<T[]> {
  const name = statementName(stem, built.sql);
  const target = name === undefined ? db : namedStatementDatabase(db);
  const prepared = target._.session.prepareQuery(built, undefined, name, false);
  const result = (await prepared.execute(values)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Runs a built statement with the values of its placeholders and returns its rows, as `queryRows` does
 * (named when `prepareAs` is given).
 */
export async function queryBuilt<T>(
  db: Database,
  built: BuiltStatement,
  values: Record<string, unknown>,
  prepareAs: string,
): Promise<T[]> {
  try {
    return await runNamed<T>(db, built, values, prepareAs);
  } catch (error) {
    if (!isStalePreparedStatement(error)) throw error;
    // Every connection may hold the stale statement under its old name: new names for all, prepared afresh.
    names.clear();
    generation += 1;
    return runNamed<T>(db, built, values, prepareAs);
  }
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
 * instead). PostgreSQL re-plans a prepared statement by itself when a table it reads changes (a migration); on
 * a database from createDatabase it runs the generic plan from the first run (`useForNamedStatements`),
 * elsewhere it plans with the bound values for its first five runs before it may switch to a generic one. Only
 * a change of a returned column's type makes it refuse the statement, which is then prepared again under a new
 * name.
 * PGlite runs in this process and has no named statements; it ignores the name.
 */
export async function queryRows<T>(db: Database, query: SQL, prepareAs?: string): Promise<T[]> {
  if (prepareAs === undefined) {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }
  return queryBuilt<T>(db, buildStatement(query), {}, prepareAs);
}
