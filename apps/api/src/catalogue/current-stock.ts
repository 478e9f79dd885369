import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';
import { type CatalogueVersions, type VersionColumns, versionsOf } from './catalogue-version';

/** Stored stock figures of some products and variations, by code, as committed when read. */
export interface CurrentStock {
  /** products.in_stock_quantity by product code. */
  products: Map<string, number>;
  /** variations.stock_quantity and stock_available_at_vendor by variation code. */
  variations: Map<string, { stockQuantity: number; stockAvailableAtVendor: number }>;
}

/** The versions and the stock of some codes, read in one statement (one snapshot). */
export interface CatalogueState {
  versions: CatalogueVersions;
  stock: CurrentStock;
}

type Figures = Array<number | string | null>;

function figure(values: Figures, index: number): number | undefined {
  const value = values[index];
  return value === null || value === undefined ? undefined : Number(value);
}

/**
 * Reads the catalogue and stock versions and the stock of the products and variations of one answer (a page of
 * at most 50 cards) in one round trip, through the unique code indexes: the cost of a cached answer that shows
 * current stock. The codes go in as one JSON parameter and the figures come back as integer arrays in the
 * codes' order: on PGlite, returning a text column per row cost more than the lookups themselves (5 ms against
 * 2 ms for 24 products, measured).
 */
export async function readCatalogueState(
  db: Database,
  productCodes: readonly string[],
  variationCodes: readonly string[],
): Promise<CatalogueState> {
  const rows = await queryRows<
    VersionColumns & {
      products: Figures;
      variations: Figures;
      at_vendor: Figures;
    }
  >(
    db,
    sql`WITH pc AS (SELECT code, ord FROM jsonb_array_elements_text(${JSON.stringify(productCodes)}::jsonb)
                      WITH ORDINALITY AS c (code, ord)),
             vc AS (SELECT code, ord FROM jsonb_array_elements_text(${JSON.stringify(variationCodes)}::jsonb)
                      WITH ORDINALITY AS c (code, ord)),
             vs AS (SELECT vc.ord, v.stock_quantity, v.stock_available_at_vendor
                      FROM vc LEFT JOIN variations v ON v.code = vc.code)
        SELECT (SELECT version FROM catalogue_version WHERE id = 1) AS catalogue,
               (SELECT version FROM stock_version WHERE id = 1) AS stock,
               (SELECT in_stock_version FROM stock_version WHERE id = 1) AS in_stock,
               ARRAY(SELECT p.in_stock_quantity FROM pc LEFT JOIN products p ON p.code = pc.code ORDER BY pc.ord)
                 AS products,
               ARRAY(SELECT stock_quantity FROM vs ORDER BY ord) AS variations,
               ARRAY(SELECT stock_available_at_vendor FROM vs ORDER BY ord) AS at_vendor`,
  );
  const row = rows[0];
  if (!row) throw new Error('the catalogue state statement returned no row');
  const versions = versionsOf(row);
  const stock: CurrentStock = { products: new Map(), variations: new Map() };
  productCodes.forEach((code, index) => {
    const quantity = figure(row.products, index);
    if (quantity !== undefined) stock.products.set(code, quantity);
  });
  variationCodes.forEach((code, index) => {
    const stockQuantity = figure(row.variations, index);
    const stockAvailableAtVendor = figure(row.at_vendor, index);
    if (stockQuantity !== undefined && stockAvailableAtVendor !== undefined) {
      stock.variations.set(code, { stockQuantity, stockAvailableAtVendor });
    }
  });
  return { versions, stock };
}
