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

/** The catalogue version and the stock versions, read together. */
export interface CatalogueVersions {
  /** Moves with every committed change of the catalogue apart from stock (0005, 0006). */
  catalogue: bigint;
  /** Moves with every committed transaction that changed stock, such as an order (0006). */
  stock: bigint;
  /**
   * Moves with every committed transaction that turned a product's stock from none to some or back (0010): what
   * the in-stock filter selects by. An order that leaves stock on the shelf moves `stock` only.
   */
  inStock: bigint;
}

/** The versions in one round trip (two primary-key rows). */
export async function readCatalogueVersions(db: Database): Promise<CatalogueVersions> {
  const rows = await queryRows<VersionColumns>(
    db,
    sql`SELECT (SELECT version FROM catalogue_version WHERE id = 1) AS catalogue,
               (SELECT version FROM stock_version WHERE id = 1) AS stock,
               (SELECT in_stock_version FROM stock_version WHERE id = 1) AS in_stock`,
  );
  return versionsOf(rows[0]);
}

type Version = string | number | bigint | null;

/** The version columns as a statement returns them (a bigint comes back as text or number, by driver). */
export interface VersionColumns {
  catalogue: Version;
  stock: Version;
  in_stock: Version;
}

/** The versions of a row that selected them as `catalogue`, `stock` and `in_stock`. */
export function versionsOf(row: VersionColumns | undefined): CatalogueVersions {
  if (row?.catalogue == null) throw new Error('catalogue_version has no row: migration 0005 has not run');
  if (row.stock == null) throw new Error('stock_version has no row: migration 0006 has not run');
  if (row.in_stock == null)
    throw new Error('stock_version has no in_stock_version: migration 0010 has not run');
  return { catalogue: BigInt(row.catalogue), stock: BigInt(row.stock), inStock: BigInt(row.in_stock) };
}
