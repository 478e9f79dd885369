import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { queryRows } from '../db/database';
import {
  brands,
  categories,
  categoryTranslations,
  colors,
  materials,
  navigationItems,
  pages,
  productImages,
  productRelations,
  products,
  productTranslations,
  promotions,
  redirects,
  roles,
  searchTerms,
  siteContent,
  translations,
  variations,
} from '../db/schema';
import { bulkInsert, suspendForeignKeys, suspendIndexes } from './bulk-insert';
import { generateContent } from './content';
import { generateFixedCatalogue, generateProduct, type ProductRows, productCode } from './generate-catalogue';
import { UI_TEXTS } from './ui-texts';

/** Default catalogue size of `pnpm start` and the seed script. */
export const DEFAULT_PRODUCT_COUNT = 3000;

/** What to seed. */
export interface SeedOptions {
  products: number;
  /** Products per insert batch. */
  batchSize?: number;
  /** Called after each batch with the number of products written so far. */
  onProgress?: (written: number) => void;
}

/** What seeding did. */
export interface SeedReport {
  products: number;
  variations: number;
  milliseconds: number;
}

/** Products generated between two turns of the event loop while a batch is being written. */
const GENERATION_SLICE = 50;

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Serial columns were written with explicit ids; move their sequences past the highest id. */
async function resetSequence(db: Database, table: string): Promise<void> {
  await db.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
    ),
  );
}

/** True when the catalogue has been seeded already. */
export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ seeded: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM site_content) AS seeded`,
  );
  return row?.seeded === true;
}

/**
 * Fills an empty, migrated database with the deterministic shop: catalogue, content, navigation, settings,
 * translations and roles. Everything runs in one transaction, so a failed seed leaves an empty database and
 * the next start tries again.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  const total = Math.max(0, Math.floor(options.products));
  const batchSize = options.batchSize ?? 1000;
  const fixed = generateFixedCatalogue();
  let variationCount = 0;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await txDb
      .insert(roles)
      .values([
        { key: 'PrivateCustomer', name: 'Private customer', canManageUsers: false },
        { key: 'OrganizationPurchaser', name: 'Organisation purchaser', canManageUsers: false },
        { key: 'OrganizationAdministrator', name: 'Organisation administrator', canManageUsers: true },
      ])
      .onConflictDoNothing();
    await txDb.insert(brands).values(fixed.rows.brands);
    await txDb.insert(colors).values(fixed.rows.colors);
    await txDb.insert(materials).values(fixed.rows.materials);
    await txDb.insert(promotions).values(fixed.rows.promotions);
    await txDb.insert(categories).values(fixed.rows.categories);
    await txDb.insert(categoryTranslations).values(fixed.rows.categoryTranslations);

    const loaded = [
      'products',
      'product_translations',
      'product_search',
      'variations',
      'product_images',
      'product_relations',
    ];
    const restoreIndexes = await suspendIndexes(txDb, loaded);
    const restoreForeignKeys = await suspendForeignKeys(txDb, loaded);
    const relations: ProductRows['relations'] = [];
    const writeBatch = async (batch: ProductRows[]): Promise<void> => {
      await bulkInsert(
        txDb,
        products,
        batch.map((rows) => rows.product),
      );
      await bulkInsert(
        txDb,
        productTranslations,
        batch.flatMap((rows) => rows.translations),
      );
      await bulkInsert(
        txDb,
        variations,
        batch.flatMap((rows) => rows.variations),
      );
      await bulkInsert(
        txDb,
        productImages,
        batch.flatMap((rows) => rows.images),
      );
    };
    // The next batch is generated while the database writes the previous one (on PostgreSQL they are two
    // processes, so the two cores work at once): generation yields to the event loop every few products, which
    // lets each finished statement send the next.
    let writing: Promise<void> = Promise.resolve();
    for (let start = 0; start < total; start += batchSize) {
      const batch: ProductRows[] = [];
      for (let index = start; index < Math.min(total, start + batchSize); index += 1) {
        batch.push(generateProduct(index, total, fixed));
        if (index % GENERATION_SLICE === GENERATION_SLICE - 1) await yieldToEventLoop();
      }
      for (const rows of batch) {
        relations.push(...rows.relations);
        variationCount += rows.variations.length;
      }
      await writing;
      if (start > 0) options.onProgress?.(start);
      writing = writeBatch(batch);
      // Awaited at the next batch; until then a failure must not count as an unhandled rejection.
      writing.catch(() => undefined);
    }
    await writing;
    if (total > 0) options.onProgress?.(total);
    // Relations point forwards and backwards, so they go in once every product exists.
    await bulkInsert(txDb, productRelations, relations);
    await restoreIndexes();
    await restoreForeignKeys();

    // The start page features the first best sellers that are active and priced.
    const featured: string[] = [];
    for (let index = 0; index < total && featured.length < 8; index += 1) {
      const { product } = generateProduct(index, total, fixed);
      if (product.bestSeller && product.active && !product.hidePrice) featured.push(productCode(index));
    }
    const content = generateContent(fixed.leaves, featured);
    await bulkInsert(txDb, pages, content.pages);
    await txDb.insert(redirects).values(content.redirects);
    await bulkInsert(txDb, navigationItems, content.navigationItems);
    await txDb.insert(siteContent).values(content.siteContent);
    await bulkInsert(txDb, searchTerms, content.searchTerms);
    await bulkInsert(
      txDb,
      translations,
      UI_TEXTS.flatMap(([key, no, en]) => [
        { language: 'no', key, value: no },
        { language: 'en', key, value: en },
      ]),
    );
    for (const table of [
      'categories',
      'brands',
      'promotions',
      'products',
      'variations',
      'pages',
      'navigation_items',
    ]) {
      await resetSequence(txDb, table);
    }
  });
  // VACUUM sets the visibility map, so listings read products_listing_idx with index-only scans (without it
  // every row costs a heap visit); ANALYZE gives the planner the new row counts.
  await db.execute(sql`VACUUM (ANALYZE) products`);
  await db.execute(sql`VACUUM (ANALYZE) product_search`);
  await db.execute(sql`ANALYZE`);
  return { products: total, variations: variationCount, milliseconds: Date.now() - started };
}
