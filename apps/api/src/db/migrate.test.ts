import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './create-database';
import { queryRows } from './database';
import { migrate, readMigrations } from './migrate';

describe('migrations', () => {
  it('create every table on an empty PGlite database and are not applied twice', async () => {
    const handle = await createDatabase({});
    try {
      expect(handle.appliedMigrations).toEqual(readMigrations().map((m) => m.tag));
      const tables = await queryRows<{ table_name: string }>(
        handle.db,
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      );
      const names = tables.map((t) => t.table_name);
      for (const name of [
        'products',
        'product_translations',
        'pages',
        'customers',
        'orders',
        'favorite_items',
      ]) {
        expect(names).toContain(name);
      }
      const [vector] = await queryRows<{ v: string }>(
        handle.db,
        sql`SELECT to_tsvector('norwegian', 'Sofaer og stoler')::text AS v`,
      );
      expect(vector?.v).toContain('sofa');
      expect(await migrate(handle.db)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
