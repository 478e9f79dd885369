import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { colorCondition, colorCounts, colorPlan } from './color-facet';

const dialect = new PgDialect();
const text = (query: ReturnType<typeof sql>) => dialect.sqlToQuery(query);

/** Three colours with bits, and a shop whose 63 bits are all taken (a 64th colour has none). */
const THREE = new Map(['black', 'white', 'grey'].map((key, bit) => [key, bit]));
const SEVENTY = new Map(Array.from({ length: 63 }, (_, bit) => [`c${bit}`, bit]));

describe('colorPlan', () => {
  it('keeps the known bits in bit order and marks every other bit, the sign bit included, as other', () => {
    const plan = colorPlan(THREE);
    expect(plan.known.map(({ key }) => key)).toEqual(['black', 'white', 'grey']);
    expect(plan.otherBits).toBe(BigInt.asIntN(64, ~0b111n));
    expect(colorPlan(SEVENTY).otherBits).toBe(-(2n ** 63n));
  });
});

describe('colorCondition', () => {
  it('tests only the mask when every selected colour has a known bit, the mask bound (one text for any choice)', () => {
    const query = text(colorCondition(colorPlan(THREE), ['white', 'grey']));
    expect(query.sql).toBe(`(p.color_mask & $1::bigint) <> 0`);
    expect(query.params).toEqual(['6']);
    expect(text(colorCondition(colorPlan(THREE), ['black'])).sql).toBe(query.sql);
  });

  it('reads color_keys for a colour without a known bit, only on rows with an unknown bit', () => {
    const query = text(colorCondition(colorPlan(SEVENTY), ['c3', 'c65']));
    expect(query.sql).toBe(
      `((p.color_mask & $1::bigint) <> 0 OR ((p.color_mask & '-9223372036854775808'::bigint) <> 0 AND p.color_keys && $2::text[]))`,
    );
    expect(query.params).toEqual(['8', ['c65']]);
  });
});

describe('colorCounts', () => {
  it('sums the known colours over the mask groups and unnests color_keys only behind a gate on other bits', () => {
    const { ctes, parts } = colorCounts(colorPlan(THREE), sql`s.fails = 0`);
    expect(ctes.map((cte) => text(cte).sql.replace(/\s+/g, ' '))).toEqual([
      'colored AS ( SELECT s.color_mask, count(*)::int AS n FROM scope s WHERE s.fails = 0 GROUP BY s.color_mask )',
    ]);
    const [known, others] = parts.map((part) => text(part));
    expect(known?.sql).toContain(`ON (g.color_mask & v.bit) <> 0`);
    expect(known?.params).toEqual(['black', 'white', 'grey']);
    expect(others?.sql).toContain(
      `EXISTS (SELECT 1 FROM colored g WHERE (g.color_mask & '-8'::bigint) <> 0)`,
    );
    expect(others?.sql).toContain('unnest(s.other_colors)');
  });

  it('counts through color_keys alone when no colour has a bit', () => {
    const { parts } = colorCounts(colorPlan(new Map()), sql`s.fails = 0`);
    expect(parts).toHaveLength(1);
    expect(text(parts[0] as ReturnType<typeof sql>).sql).not.toContain('<> ALL');
  });
});
