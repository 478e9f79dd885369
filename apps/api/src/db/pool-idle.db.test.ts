import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createClusterDatabase } from '../../test/support/cluster-database';
import { createDatabase, type DatabaseHandle } from './create-database';
import { queryRows } from './database';

/*
 * A pooled PostgreSQL connection outlives node-postgres's default 10 s idle timeout, so what it prepared
 * (`queryRows`' named statements) is still there for the next request after a quiet spell. PGlite has no pool:
 * the test runs in the 'postgres' project only.
 */
const clusterUrl = inject('postgresUrl');

describe.runIf(clusterUrl)('the PostgreSQL pool after an idle spell', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createClusterDatabase(clusterUrl as string, 'sf_idle');
    drop = created.drop;
    handle = await createDatabase({ databaseUrl: created.url, poolSize: 1 });
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  const backend = () =>
    queryRows<{ pid: number }>(handle.db, sql`SELECT pg_backend_pid() AS pid`, 'idle_probe_pid').then(
      ([row]) => row?.pid,
    );

  it('keeps its connection and its named statements for longer than 10 s idle', async () => {
    const before = await backend();
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(await backend()).toBe(before);
    // Named too, so it runs on the connection of the named statements (`useForNamedStatements`).
    const prepared = await queryRows<{ name: string }>(
      handle.db,
      sql`SELECT name FROM pg_prepared_statements`,
      'idle_probe_prepared',
    );
    // The name is the stem and a hash of the text (`queryRows`).
    expect(prepared.some((row) => row.name.startsWith('idle_probe_pid'))).toBe(true);
  }, 30_000);
});
