import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { createDatabase } from '../db/create-database';
import { DEFAULT_PRODUCT_COUNT, isSeeded, seedDatabase } from './seed-database';

/*
 * `pnpm --filter @storefront/api seed -- --products 100000 [--reset]`: seeds the database named by
 * DATABASE_URL / DATA_DIR. --reset empties the shop's tables first so the size can change.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      products: { type: 'string', default: String(DEFAULT_PRODUCT_COUNT) },
      reset: { type: 'boolean', default: false },
    },
  });
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`--products must be a whole number of products, got '${values.products}'`);
  }
  const config = readConfig();
  const handle = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (values.reset) {
      const { resetShopTables } = await import('./reset');
      await resetShopTables(handle.db);
    } else if (await isSeeded(handle.db)) {
      console.log('The database is seeded already; pass --reset to seed it again.');
      return;
    }
    const report = await seedDatabase(handle.db, {
      products: count,
      onProgress: (written) => {
        if (written % 10_000 === 0 || written === count) console.log(`  ${written} / ${count} products`);
      },
    });
    console.log(
      `Seeded ${report.products} products (${report.variations} variations) on ${handle.kind} in ${(report.milliseconds / 1000).toFixed(1)} s`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
