import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from './config';
import { createDatabase, type DatabaseHandle } from './db/create-database';
import { isSeeded, seedDatabase } from './seed/seed-database';

/**
 * Opens the configured database, applies migrations and, on first start, seeds the shop (logging how long
 * seeding took).
 */
export async function startDatabase(
  config: Pick<ApiConfig, 'databaseUrl' | 'dataDir' | 'seedProducts'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<DatabaseHandle> {
  const opened = Date.now();
  const handle = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  log.info(
    {
      database: handle.kind,
      where: handle.kind === 'pglite' ? config.dataDir : 'DATABASE_URL',
      migrations: handle.appliedMigrations,
      ms: Date.now() - opened,
    },
    'database open',
  );
  try {
    if (!(await isSeeded(handle.db))) {
      log.info({ products: config.seedProducts }, 'empty database: seeding the shop');
      const report = await seedDatabase(handle.db, { products: config.seedProducts });
      log.info(
        { products: report.products, variations: report.variations, ms: report.milliseconds },
        `seeded ${report.products} products in ${(report.milliseconds / 1000).toFixed(1)} s`,
      );
    } else if (handle.appliedMigrations.length > 0) {
      // New indexes on a seeded catalogue: the listing's index-only scans need the visibility map that VACUUM
      // sets (the seed does it for fresh data), and the planner needs fresh statistics.
      await handle.db.execute(sql`VACUUM (ANALYZE) products`);
      await handle.db.execute(sql`VACUUM (ANALYZE) product_search`);
      await handle.db.execute(sql`ANALYZE`);
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
