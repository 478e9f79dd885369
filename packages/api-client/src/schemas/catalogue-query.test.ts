import { describe, expect, it } from 'vitest';
import { CATALOGUE_MAX_TAKE, catalogueQuerySchema, priceRangeFilterSchema } from './catalogue-query';

describe('catalogueQuerySchema', () => {
  it('applies the defaults of an empty query string', () => {
    expect(catalogueQuerySchema.parse({})).toEqual({
      skip: 0,
      includeFacets: true,
      instock: false,
      query: '',
      priceInclVAT: false,
    });
  });

  it('reads numbers, booleans (any case) and sorters from query-string text', () => {
    const parsed = catalogueQuerySchema.parse({
      skip: '48',
      take: '24',
      includeFacets: 'FALSE',
      instock: 'True',
      sortOrder: 'sortOrderPriceAsc',
      order: 'desc',
      query: '  grey sofa ',
      Active: 'True;False',
    });
    expect(parsed).toMatchObject({
      skip: 48,
      take: 24,
      includeFacets: false,
      instock: true,
      sortOrder: 'sortOrderPriceAsc',
      order: 'desc',
      query: 'grey sofa',
      Active: 'True;False',
    });
  });

  it.each([
    [{ skip: '-1' }, 'skip', 'skip must be a whole number from 0'],
    [{ take: '0' }, 'take', `take must be a whole number from 1 to ${CATALOGUE_MAX_TAKE}`],
    [
      { take: String(CATALOGUE_MAX_TAKE + 1) },
      'take',
      `take must be a whole number from 1 to ${CATALOGUE_MAX_TAKE}`,
    ],
    [{ take: 'abc' }, 'take', `take must be a whole number from 1 to ${CATALOGUE_MAX_TAKE}`],
    [{ includeFacets: 'yes' }, 'includeFacets', 'includeFacets must be true or false'],
    [{ order: 'sideways' }, 'order', 'order must be asc or desc'],
    [{ query: 'x'.repeat(201) }, 'query', 'query must be at most 200 characters'],
  ])('names the pair of a bad value %j', (input, pair, message) => {
    const result = catalogueQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([pair]);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('rejects an unknown sorter with the list of sorters', () => {
    const result = catalogueQuerySchema.safeParse({ sortOrder: 'cheapest' });
    expect(result.error?.issues[0]?.message).toContain('sortOrderLatest');
  });
});

describe('priceRangeFilterSchema', () => {
  it('parses min-max in either order and with other separators', () => {
    expect(priceRangeFilterSchema.parse('1000-5000')).toEqual({ min: 1000, max: 5000 });
    expect(priceRangeFilterSchema.parse('5000;1000.5')).toEqual({ min: 1000.5, max: 5000 });
    expect(priceRangeFilterSchema.parse(' 10 , 20 ')).toEqual({ min: 10, max: 20 });
  });

  it('rejects text that is not a range', () => {
    expect(priceRangeFilterSchema.safeParse('cheap').success).toBe(false);
    expect(priceRangeFilterSchema.safeParse('100-').success).toBe(false);
    expect(priceRangeFilterSchema.safeParse('-5-10').success).toBe(false);
  });
});
