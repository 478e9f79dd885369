import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createClusterDatabase } from '../../test/support/cluster-database';
import { type Database, queryRows } from './database';

/*
 * Named statements (`queryRows`' `prepareAs`): on PostgreSQL one pooled connection (pool of 1), so every run
 * below reuses the statement that connection prepared; on PGlite the name is ignored. More than five runs each,
 * so PostgreSQL has had the chance to switch to its generic plan.
 */
let db: Database;
let kind: 'postgres' | 'pglite';
let close: () => Promise<void>;

beforeAll(async () => {
  const clusterUrl = inject('postgresUrl');
  if (clusterUrl) {
    const created = await createClusterDatabase(clusterUrl, 'sf_prepared');
    const pool = new pg.Pool({ connectionString: created.url, max: 1 });
    db = drizzlePg(pool) as unknown as Database;
    kind = 'postgres';
    close = async () => {
      await pool.end();
      await created.drop();
    };
  } else {
    const client = await PGlite.create();
    db = drizzlePglite(client) as unknown as Database;
    kind = 'pglite';
    close = () => client.close();
  }
  await db.execute(sql`CREATE TABLE items (id int PRIMARY KEY, language text NOT NULL, name text NOT NULL)`);
  await db.execute(sql`INSERT INTO items SELECT g, CASE WHEN g % 2 = 0 THEN 'en' ELSE 'no' END, 'item ' || g
    FROM generate_series(1, 50) g`);
});

afterAll(() => close());

const named = (ids: number[]) =>
  queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM items WHERE id = ANY(${sql.param(ids)}::int[]) ORDER BY id`,
    'items_by_id',
  );

/** The named statements the (only) connection holds, by statement text. */
async function preparedTexts(): Promise<string[]> {
  const rows = await queryRows<{ statement: string }>(db, sql`SELECT statement FROM pg_prepared_statements`);
  return rows.map((row) => row.statement);
}

describe('queryRows with prepareAs', () => {
  it('answers with the values bound on every run, for any number of ids', async () => {
    for (let run = 1; run <= 8; run += 1) {
      const ids = Array.from({ length: run }, (_, index) => index * 3 + run);
      expect(await named(ids)).toEqual(ids.map((id) => ({ id, name: `item ${id}` })));
    }
    expect(await named([])).toEqual([]);
    if (kind === 'postgres') {
      // One prepared statement for all those runs: the id list is one array parameter.
      expect((await preparedTexts()).filter((text) => text.includes('FROM items'))).toHaveLength(1);
    }
  });

  it('gives two texts under one stem two names, so neither replaces the other', async () => {
    const byLanguage = (language: 'en' | 'no', limit: number) =>
      queryRows<{ id: number }>(
        db,
        language === 'en'
          ? sql`SELECT id FROM items WHERE language = 'en' ORDER BY id LIMIT ${limit}`
          : sql`SELECT id FROM items WHERE language = 'no' ORDER BY id LIMIT ${limit}`,
        'items_by_language',
      );
    for (let run = 0; run < 7; run += 1) {
      expect(await byLanguage('en', 2)).toEqual([{ id: 2 }, { id: 4 }]);
      expect(await byLanguage('no', 3)).toEqual([{ id: 1 }, { id: 3 }, { id: 5 }]);
    }
  });

  it('still answers correctly on the same connection after the data and the table change (a migration)', async () => {
    for (let run = 0; run < 6; run += 1) await named([2, 4]);
    await db.execute(sql`UPDATE items SET name = 'renamed' WHERE id = 4`);
    expect(await named([2, 4])).toEqual([
      { id: 2, name: 'item 2' },
      { id: 4, name: 'renamed' },
    ]);
    // A migration: a new column before the ones read, an index the plan may now use, a row added.
    await db.execute(sql`ALTER TABLE items ADD COLUMN note text, ADD COLUMN price int NOT NULL DEFAULT 0`);
    await db.execute(sql`CREATE INDEX items_name_idx ON items (name, id)`);
    await db.execute(sql`INSERT INTO items (id, language, name, note) VALUES (51, 'no', 'item 51', 'new')`);
    await db.execute(sql`ANALYZE items`);
    expect(await named([4, 51, 99])).toEqual([
      { id: 4, name: 'renamed' },
      { id: 51, name: 'item 51' },
    ]);
    // A column the statement reads changes type: PostgreSQL re-plans, the answer follows the new type.
    await db.execute(sql`ALTER TABLE items ALTER COLUMN name TYPE varchar(40)`);
    expect(await named([51])).toEqual([{ id: 51, name: 'item 51' }]);
  });
});
