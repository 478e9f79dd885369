import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';

/** Stored stock figures of some products and variations, by code, as committed when read. */
export interface CurrentStock {
  /** products.in_stock_quantity by product code. */
  products: Map<string, number>;
  /** variations.stock_quantity and stock_available_at_vendor by variation code. */
  variations: Map<string, { stockQuantity: number; stockAvailableAtVendor: number }>;
}

function textArray(codes: readonly string[]) {
  return sql`ARRAY[${sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Reads the stock of the products and variations of one answer (a page of at most 50 cards) in one query
 * through the unique code indexes: the cost of showing current stock on a cached answer.
 */
export async function readCurrentStock(
  db: Database,
  productCodes: readonly string[],
  variationCodes: readonly string[],
): Promise<CurrentStock> {
  const stock: CurrentStock = { products: new Map(), variations: new Map() };
  if (productCodes.length === 0 && variationCodes.length === 0) return stock;
  const rows = await queryRows<{ kind: 'p' | 'v'; code: string; quantity: number; at_vendor: number }>(
    db,
    sql`SELECT 'p' AS kind, code, in_stock_quantity AS quantity, 0 AS at_vendor FROM products
          WHERE code = ANY(${textArray(productCodes)})
        UNION ALL
        SELECT 'v', code, stock_quantity, stock_available_at_vendor FROM variations
          WHERE code = ANY(${textArray(variationCodes)})`,
  );
  for (const row of rows) {
    if (row.kind === 'p') stock.products.set(row.code, Number(row.quantity));
    else
      stock.variations.set(row.code, {
        stockQuantity: Number(row.quantity),
        stockAvailableAtVendor: Number(row.at_vendor),
      });
  }
  return stock;
}
