import type { CartLineVariation } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import { variationDisplay } from '../cart/variation-display';
import { rows, type SqlExecutor } from '../db/sql-rows';

const LANGUAGES = ['no', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * What an order line stores about its variation at placement: the display name and colour in every language,
 * so an order reads in the language it is looked at in (issue 23) and still shows what was bought after the
 * catalogue renames a colour or a product (issue 22).
 */
export type VariationSnapshot = CartLineVariation & {
  byLanguage?: Partial<Record<Language, CartLineVariation>>;
};

interface SnapshotRow {
  code: string;
  color_key: string;
  color_names: Record<string, string> | null;
  names: Record<string, string> | null;
}

/** The snapshots of these article codes, by code, from today's catalogue (call it inside the placing transaction). */
export async function variationSnapshots(
  db: SqlExecutor,
  codes: readonly string[],
): Promise<Map<string, Record<Language, CartLineVariation>>> {
  if (codes.length === 0) return new Map();
  const found = await rows<SnapshotRow>(
    db,
    sql`SELECT v.code, v.color_key, col.names AS color_names,
          (SELECT jsonb_object_agg(pt.language, pt.name) FROM product_translations pt WHERE pt.product_id = v.product_id) AS names
        FROM variations v LEFT JOIN colors col ON col.key = v.color_key
        WHERE v.code IN (SELECT jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
  );
  return new Map(
    found.map((row) => [
      row.code,
      {
        no: variationDisplay(
          row.names?.no ?? row.names?.en ?? row.code,
          row.color_key,
          row.color_names,
          'no',
        ),
        en: variationDisplay(
          row.names?.en ?? row.names?.no ?? row.code,
          row.color_key,
          row.color_names,
          'en',
        ),
      },
    ]),
  );
}

/** The line's variation as a snapshot: the one it was placed with, plus every language's version. */
export function snapshotOf(
  placed: CartLineVariation,
  byLanguage: Record<Language, CartLineVariation> | undefined,
): VariationSnapshot {
  return byLanguage ? { ...placed, byLanguage } : placed;
}

/** The stored variation in the answer's language (as placed when that language was not stored). */
export function variationIn(
  snapshot: VariationSnapshot | null,
  language: Language,
): CartLineVariation | null {
  if (!snapshot) return null;
  const chosen = snapshot.byLanguage?.[language];
  return chosen ?? { name: snapshot.name, color: snapshot.color };
}
