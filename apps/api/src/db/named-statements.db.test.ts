import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createClusterDatabase } from '../../test/support/cluster-database';
import { createDatabase, type DatabaseHandle } from './create-database';
import { queryRows } from './database';

/*
 * The named statements of a database opened by createDatabase (`queryRows`' `prepareAs`) run on connections
 * that always use the generic plan: planned once per connection, never again with each call's values (on
 * PostgreSQL's own choice the listing statement was planned on every call). Every other query keeps the
 * default. On PGlite names are ignored and the same queries answer the same.
 */
let handle: DatabaseHandle;
let drop: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const clusterUrl = inject('postgresUrl');
  if (clusterUrl) {
    const created = await createClusterDatabase(clusterUrl, 'sf_named');
    drop = created.drop;
    handle = await createDatabase({ databaseUrl: created.url, poolSize: 1 });
  } else {
    handle = await createDatabase({});
  }
  await handle.db.execute(sql`CREATE TABLE items (id int PRIMARY KEY, skewed int NOT NULL)`);
  // One value on almost every row: the kind of data on which PostgreSQL prefers a plan made for the value.
  await handle.db.execute(
    sql`INSERT INTO items SELECT g, CASE WHEN g % 1000 = 0 THEN g ELSE 0 END FROM generate_series(1, 20000) g`,
  );
  await handle.db.execute(sql`CREATE INDEX items_skewed_idx ON items (skewed)`);
  await handle.db.execute(sql`ANALYZE items`);
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await drop();
});

const count = (value: number) =>
  queryRows<{ n: number }>(
    handle.db,
    sql`SELECT count(*)::int AS n FROM items WHERE skewed = ${value}`,
    'items_skewed_count',
  ).then(([row]) => row?.n);

describe('named statements of createDatabase', () => {
  it('answer with each run’s values, on the generic plan from the first run on PostgreSQL', async () => {
    for (let run = 0; run < 8; run += 1) {
      expect(await count(0)).toBe(19_980);
      expect(await count(5000)).toBe(1);
      expect(await count(7)).toBe(0);
    }
    if (handle.kind !== 'postgres') return;
    // Read on the named statements' own connection (pool of one), so the statement above is in its list.
    const [statement] = await queryRows<{ generic_plans: number; custom_plans: number }>(
      handle.db,
      sql`SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements
          WHERE name LIKE 'items_skewed_count%'`,
      'items_prepared_plans',
    );
    expect(statement).toEqual({ generic_plans: 24, custom_plans: 0 });
  });

  it('leave every other query on PostgreSQL’s default plan choice', async () => {
    const mode = (prepareAs?: string) =>
      queryRows<{ plan_cache_mode: string }>(handle.db, sql`SHOW plan_cache_mode`, prepareAs).then(
        ([row]) => row?.plan_cache_mode,
      );
    if (handle.kind !== 'postgres') {
      expect(await mode()).toBe(await mode('plan_mode'));
      return;
    }
    expect(await mode()).toBe('auto');
    expect(await mode('plan_mode')).toBe('force_generic_plan');
    // A transaction's queries stay in the transaction, named or not.
    await handle.db.transaction(async (tx) => {
      expect(
        await queryRows<{ plan_cache_mode: string }>(tx, sql`SHOW plan_cache_mode`, 'plan_mode_in_tx').then(
          ([row]) => row?.plan_cache_mode,
        ),
      ).toBe('auto');
    });
  });
});
