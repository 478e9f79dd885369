import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';

/**
 * The catalogue's current version (migration 0005): every committed transaction that wrote a table the public
 * catalogue answers read, other than a stock-only UPDATE (migration 0006), has moved it on. A bigint column,
 * so a JavaScript bigint.
 */
export async function readCatalogueVersion(db: Database): Promise<bigint> {
  return (await readCatalogueVersions(db)).catalogue;
}

/** The catalogue version and the stock version, read together. */
export interface CatalogueVersions {
  /** Moves with every committed change of the catalogue apart from stock (0005, 0006). */
  catalogue: bigint;
  /** Moves with every committed transaction that changed stock, such as an order (0006). */
  stock: bigint;
}

/** Both versions in one round trip (two primary-key rows). */
export async function readCatalogueVersions(db: Database): Promise<CatalogueVersions> {
  const rows = await queryRows<{ catalogue: string | number | null; stock: string | number | null }>(
    db,
    sql`SELECT (SELECT version FROM catalogue_version WHERE id = 1) AS catalogue,
               (SELECT version FROM stock_version WHERE id = 1) AS stock`,
  );
  const row = rows[0];
  if (row?.catalogue == null) throw new Error('catalogue_version has no row: migration 0005 has not run');
  if (row.stock == null) throw new Error('stock_version has no row: migration 0006 has not run');
  return { catalogue: BigInt(row.catalogue), stock: BigInt(row.stock) };
}
