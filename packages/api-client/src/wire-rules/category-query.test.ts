import { describe, expect, it } from 'vitest';
import { type CategoryQuery, encodeCategoryQuery } from './category-query';
import { decodeCategoryQuery, splitFilterValue } from './decode-category-query';
import { parseRangeValue } from './range-value';

describe('encodeCategoryQuery', () => {
  it('writes the pairs of spec §7 in order, with the default page size', () => {
    expect(
      encodeCategoryQuery({
        skip: 24,
        includeFacets: true,
        inStock: true,
        sortOrder: 'sortOrderName',
        active: false,
        facets: { Color: ['black', 'oak'], Brand: [] },
        ranges: [{ key: 'Price', min: 100, max: 500 }],
        query: 'oak chair',
        selectedModel: 'Oslo',
        order: 'desc',
      }),
    ).toEqual([
      ['skip', '24'],
      ['take', '24'],
      ['includeFacets', 'true'],
      ['instock', 'true'],
      ['sortOrder', 'sortOrderName'],
      ['Active', 'True;False'],
      ['filter::Color', 'black;oak'],
      ['filter::Price', '100-500'],
      ['query', 'oak chair'],
      ['selectedModel', 'Oslo'],
      ['order', 'desc'],
    ]);
  });

  it('leaves out what is not set, and a false inStock', () => {
    expect(encodeCategoryQuery({ inStock: false, take: 12 })).toEqual([['take', '12']]);
    expect(encodeCategoryQuery({ active: true })).toContainEqual(['Active', 'True']);
  });
});

describe('decodeCategoryQuery', () => {
  it('reads a query string, the last of a repeated pair winning', () => {
    const decoded = decodeCategoryQuery(
      new URLSearchParams('take=12&take=36&filter::Color=red;blue&Active=True&utm_source=mail'),
    );
    expect(decoded.query).toEqual({
      take: 36,
      active: ['True'],
      facets: { Color: ['red', 'blue'] },
      ranges: [],
    });
    expect(decoded.params).toEqual({ take: '36', Active: 'True', utm_source: 'mail' });
    expect(decoded.invalid).toEqual({});
  });

  it("reads a server's query record, arrays for repeated keys", () => {
    const decoded = decodeCategoryQuery(
      { skip: ['0', '48'], instock: 'TRUE', 'filter::Price': '5000;1000', 'filter::Brand': ' Acme;;Acme ' },
      { rangeKeys: ['Price'] },
    );
    expect(decoded.query).toEqual({
      skip: 48,
      inStock: true,
      facets: { Brand: ['Acme'] },
      ranges: [{ key: 'Price', min: 1000, max: 5000 }],
    });
  });

  it('names the pairs whose value does not read, and keeps their text for the server to judge', () => {
    const decoded = decodeCategoryQuery(
      new URLSearchParams('skip=-1&take=ten&includeFacets=maybe&filter::Price=cheap&sortOrder='),
      { rangeKeys: ['Price'] },
    );
    expect(decoded.invalid).toEqual({
      skip: '-1',
      take: 'ten',
      includeFacets: 'maybe',
      'filter::Price': 'cheap',
    });
    expect(decoded.query).toEqual({ facets: {}, ranges: [] });
    expect(decoded.params).toEqual({ skip: '-1', take: 'ten', includeFacets: 'maybe' });
  });

  it('keeps a facet or pair called __proto__ as plain data', () => {
    const decoded = decodeCategoryQuery([
      ['filter::__proto__', 'x'],
      ['__proto__', 'y'],
    ]);
    expect(Object.getPrototypeOf(decoded.query.facets)).toBe(Object.prototype);
    expect(Object.entries(decoded.query.facets)).toEqual([['__proto__', ['x']]]);
    expect(Object.keys(decoded.params)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(decoded.params)).toBe(Object.prototype);
  });
});

describe('splitFilterValue and parseRangeValue', () => {
  it('split terms and read ranges as the server accepts them', () => {
    expect(splitFilterValue(' black;;grey;black')).toEqual(['black', 'grey']);
    expect(parseRangeValue('1000-5000')).toEqual({ min: 1000, max: 5000 });
    expect(parseRangeValue(' 10 , 20.5 ')).toEqual({ min: 10, max: 20.5 });
    expect(parseRangeValue('100-')).toBeUndefined();
    expect(parseRangeValue('-5-10')).toBeUndefined();
  });
});

// A small seeded generator keeps the property test dependency-free and its failures reproducible.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const WORDS = ['black', 'oak', 'Grey wool', 'æøå', 'a&b', 'x=y', '100%', 'Acme'];

function arbitraryQuery(next: () => number): CategoryQuery {
  const int = (max: number) => Math.floor(next() * (max + 1));
  const maybe = <T>(value: T): T | undefined => (next() < 0.5 ? value : undefined);
  const words = () => [
    ...new Set(Array.from({ length: 1 + int(3) }, () => WORDS[int(WORDS.length - 1)] ?? 'oak')),
  ];
  const facets: Record<string, string[]> = {};
  for (const key of ['Color', 'Brand', 'Material']) if (next() < 0.5) facets[key] = words();
  const low = int(10_000);
  const query: CategoryQuery = {
    skip: maybe(int(1000)),
    take: int(99) + 1,
    includeFacets: maybe(next() < 0.5),
    inStock: maybe(true),
    sortOrder: maybe('sortOrderPriceAsc'),
    active: maybe(next() < 0.5 ? ['True'] : ['True', 'False']),
    facets,
    ranges: next() < 0.5 ? [{ key: 'Price', min: low, max: low + int(10_000) }] : [],
    query: maybe(words().join(' ')),
    selectedModel: maybe('Oslo'),
    order: maybe(next() < 0.5 ? 'asc' : 'desc'),
  };
  return JSON.parse(JSON.stringify(query)) as CategoryQuery;
}

describe('the codec', () => {
  it('decodes what it encodes: the same query comes back, through a real query string', () => {
    const next = random(20);
    for (let run = 0; run < 500; run += 1) {
      const query = arbitraryQuery(next);
      const wire = new URLSearchParams(encodeCategoryQuery(query) as Array<[string, string]>).toString();
      const decoded = decodeCategoryQuery(new URLSearchParams(wire), { rangeKeys: ['Price'] });
      expect(decoded.invalid).toEqual({});
      expect(decoded.query).toEqual({ ...query, facets: query.facets ?? {}, ranges: query.ranges ?? [] });
    }
  });
});
