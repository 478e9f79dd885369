import { type SQL, sql } from 'drizzle-orm';
import type { ColorBits } from './color-bits';

/*
 * The Color filter and the Color counts of a listing, on the bit set `color_mask` (migration 0009) rather than
 * on the text array `color_keys`: at 100,000 products `color_keys && <text[]>` on every scope row and the unnest
 * of the arrays for the counts were about half of a category listing statement (decision 0009, stop 31).
 *
 * Which colours go through the bit set is decided here, from the bits the process knows (color-bits.ts). A key
 * the process knows a bit for is tested and counted on that bit alone: the database sets bit b exactly on the
 * products whose color_keys hold the one key that bit b was ever given to. Every other key (a colour past the
 * 63rd, which has no bit and sets the sign bit; or a colour added after the process read the bits) lies behind
 * a bit outside the known ones, `otherBits`, so a product with such a key always has `color_mask & otherBits
 * <> 0`: only those products are looked at through color_keys. In a shop whose colours all have known bits
 * no product has one, and the array is neither tested nor unnested.
 */

/** The bits the listing uses, split from the rest. */
export interface ColorPlan {
  /** Colours with a known bit, in bit order. */
  known: ReadonlyArray<{ key: string; bit: number }>;
  /** Every bit of the mask (the sign bit included) that is not a known colour's. */
  otherBits: bigint;
}

export function colorPlan(bits: ColorBits): ColorPlan {
  const known = [...bits]
    .filter(([, bit]) => Number.isInteger(bit) && bit >= 0 && bit <= 62)
    .map(([key, bit]) => ({ key, bit }))
    .sort((a, b) => a.bit - b.bit);
  const knownMask = known.reduce((mask, { bit }) => mask | (1n << BigInt(bit)), 0n);
  return { known, otherBits: BigInt.asIntN(64, ~knownMask) };
}

/** A bigint constant (the masks are computed here from integer bits, never from input). */
function int8(value: bigint): SQL {
  return sql.raw(`'${BigInt.asIntN(64, value)}'::bigint`);
}

function maskOf(plan: ColorPlan, keys: readonly string[]): bigint {
  return plan.known
    .filter(({ key }) => keys.includes(key))
    .reduce((mask, { bit }) => mask | (1n << BigInt(bit)), 0n);
}

/**
 * A colour selection split as the condition tests it: the bits of the colours the plan knows (0 when none) and
 * the other keys. Which of the two is present decides the condition's text (`colorConditionOf`).
 */
export function colorSelection(
  plan: ColorPlan,
  values: readonly string[],
): { mask: string; others: string[] } {
  const knownKeys = new Set(plan.known.map(({ key }) => key));
  return {
    mask: BigInt.asIntN(64, maskOf(plan, values)).toString(),
    others: [...new Set(values)].filter((value) => !knownKeys.has(value)),
  };
}

/** The selected colours' condition on a products (or product_search) row `p`: any of `values`. */
export function colorCondition(plan: ColorPlan, values: readonly string[]): SQL {
  const { mask, others } = colorSelection(plan, values);
  return colorConditionOf(
    plan,
    { mask: mask !== '0', others: others.length > 0 },
    { mask: sql.param(mask), others: sql.param(others) },
  );
}

/**
 * The colour condition of a selection that has known bits (`tests.mask`), other keys (`tests.others`) or
 * both, the mask and the other keys bound as given (values, or placeholders of a statement built once).
 */
export function colorConditionOf(
  plan: ColorPlan,
  tests: { mask: boolean; others: boolean },
  bound: { mask: unknown; others: unknown },
): SQL {
  const parts: SQL[] = [];
  // The selection is bound (the mask as a parameter, other keys as one array), so a listing statement's text
  // does not depend on which colours are chosen and runs as one named statement (listing-search.ts).
  if (tests.mask) parts.push(sql`(p.color_mask & ${bound.mask}::bigint) <> 0`);
  if (tests.others) {
    parts.push(
      sql`((p.color_mask & ${int8(plan.otherBits)}) <> 0 AND p.color_keys && ${bound.others}::text[])`,
    );
  }
  return parts.length === 1 ? (parts[0] as SQL) : sql`(${sql.join(parts, sql` OR `)})`;
}

/**
 * The scope's colour columns, from the row `p` of its inner scan: the mask, and the keys only of the rows that
 * have a colour outside the known bits (null on every other row, so the materialised scope stays narrow).
 */
export function colorScopeColumns(plan: ColorPlan): SQL {
  return sql`p.color_mask, CASE WHEN (p.color_mask & ${int8(plan.otherBits)}) <> 0 THEN p.color_keys END AS other_colors`;
}

/**
 * The Color counts over the scope `s`, for the rows `counts` (a condition on `s`): a CTE `colored` that groups
 * those rows by their mask (a few hundred distinct masks however many rows: 12 colours, one to four per product),
 * and the result rows ('Color', key, count) of the known colours, summed over the masks that have their bit, and,
 * through color_keys, of the others (that arm runs only when some mask has a bit outside the known ones).
 */
export function colorCounts(plan: ColorPlan, counts: SQL): { ctes: SQL[]; parts: SQL[] } {
  const cte = sql`colored AS (
      SELECT s.color_mask, count(*)::int AS n FROM scope s WHERE ${counts} GROUP BY s.color_mask
    )`;
  const parts: SQL[] = [];
  if (plan.known.length > 0) {
    parts.push(sql`SELECT 'Color', v.key, sum(g.n)::int FROM colored g
        JOIN (VALUES ${sql.join(
          plan.known.map(({ key, bit }) => sql`(${key}::text, ${int8(1n << BigInt(bit))})`),
          sql`, `,
        )}) v(key, bit) ON (g.color_mask & v.bit) <> 0
        GROUP BY v.key`);
  }
  const exclude =
    plan.known.length > 0
      ? sql`WHERE color_key <> ALL(ARRAY[${sql.join(
          plan.known.map(({ key }) => sql`${key}`),
          sql`, `,
        )}]::text[])`
      : sql``;
  parts.push(sql`SELECT 'Color', color_key, count(*)::int
      FROM (SELECT unnest(s.other_colors) AS color_key FROM scope s
            WHERE EXISTS (SELECT 1 FROM colored g WHERE (g.color_mask & ${int8(plan.otherBits)}) <> 0)
              AND s.other_colors IS NOT NULL AND ${counts}) c
      ${exclude} GROUP BY color_key`);
  return { ctes: [cte], parts };
}
