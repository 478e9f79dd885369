import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';

/** Colour key → its bit in `products.color_mask` (migration 0009), for the colours that have one. */
export type ColorBits = ReadonlyMap<string, number>;

const loaded = new WeakMap<Database, Promise<ColorBits>>();

/**
 * The colours' bits, read once per database handle and kept. Keeping them is safe because the database never
 * changes or reuses a bit (migration 0009): every pair read stays true, and a colour added later is simply not
 * in the map, which the listing answers through `color_keys` (see colorPlan). An empty answer (a database not
 * seeded yet) and a failed read are not kept, so the next listing reads again.
 */
export function colorBits(db: Database): Promise<ColorBits> {
  let pending = loaded.get(db);
  if (!pending) {
    pending = queryRows<{ key: string; bit: number }>(
      db,
      sql`SELECT key, bit FROM colors WHERE bit IS NOT NULL`,
    ).then(
      (rows) => {
        const bits = new Map(rows.map((row) => [row.key, Number(row.bit)]));
        if (bits.size === 0) loaded.delete(db);
        return bits;
      },
      (error: unknown) => {
        loaded.delete(db);
        throw error;
      },
    );
    loaded.set(db, pending);
  }
  return pending;
}
