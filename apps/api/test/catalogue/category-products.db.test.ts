import {
  apiErrorBodySchema,
  type CategoryProductsResponse,
  categoryProductsResponseSchema,
} from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCategoryTree } from '../../src/catalogue/category-tree';
import { queryRows } from '../../src/db/database';
import type { Visitor } from '../commerce/support/visitor';
import { signInDemoCustomer } from '../support/demo-customer';
import { useTestServer } from '../support/server-suite';

const server = useTestServer(300);
/** Prices, the price facet and the price filter are a signed-in customer's (spec §6): the listing is read as one. */
let customer: Visitor;

/** Every product with the attributes the filters look at, for brute-force counting in JavaScript. */
interface Row {
  id: number;
  code: string;
  category_id: number;
  main_category_id: number;
  brand: string;
  color_keys: string[];
  material_key: string;
  active: boolean;
  visible: boolean;
  in_stock_quantity: number;
  price: number;
  published_at: Date | string;
  name_en: string;
  model: string;
}
let rows: Row[];
let furnitureIds: Set<number>;

beforeAll(async () => {
  rows = await queryRows<Row>(
    server.database.db,
    sql`SELECT p.id, p.code, p.category_id, p.main_category_id, b.key AS brand, p.color_keys, p.material_key, p.active,
               p.visible, p.in_stock_quantity, p.price_ex_vat_ore AS price, p.published_at, t.name AS name_en, p.model
        FROM products p JOIN brands b ON b.id = p.brand_id
        JOIN product_translations t ON t.product_id = p.id AND t.language = 'en'`,
  );
  const tree = await loadCategoryTree(server.database.db);
  furnitureIds = new Set(tree.subtree(1));
  customer = await signInDemoCustomer(server.app);
});

/** Drivers differ in how they hand back timestamps (Date or text); compare as milliseconds. */
function time(row: Row): number {
  return new Date(row.published_at).getTime();
}

async function list(query: string, categoryId = 1, language = 'en'): Promise<CategoryProductsResponse> {
  const res = await customer.call('GET', `/api/categories/${categoryId}/products?${query}`, undefined, {
    'content-language': language,
  });
  expect(res.statusCode, res.body).toBe(200);
  return categoryProductsResponseSchema.parse(res.json());
}

type Selection = {
  Brand?: string[];
  Color?: string[];
  Material?: string[];
  Category?: string[];
  Active?: string[];
  price?: [number, number];
  inStock?: boolean;
};

/** Brute force: the products of furniture matching every selected filter except `except`. */
function matching(selection: Selection, except: string | null): Row[] {
  const active = selection.Active ?? ['True'];
  return rows.filter((row) => {
    if (!row.visible || !furnitureIds.has(row.category_id)) return false;
    if (selection.inStock && row.in_stock_quantity <= 0) return false;
    if (except !== 'Active' && !active.includes(row.active ? 'True' : 'False')) return false;
    if (except !== 'Brand' && selection.Brand && !selection.Brand.includes(row.brand)) return false;
    if (
      except !== 'Color' &&
      selection.Color &&
      !row.color_keys.some((key) => selection.Color?.includes(key))
    )
      return false;
    if (except !== 'Material' && selection.Material && !selection.Material.includes(row.material_key))
      return false;
    if (except !== 'Category' && selection.Category && !selection.Category.includes(String(row.category_id)))
      return false;
    if (except !== 'Price' && selection.price) {
      const [min, max] = selection.price;
      if (row.price < min * 100 || row.price > max * 100) return false;
    }
    return true;
  });
}

function expectedTerms(facet: string, products: Row[]): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const row of products) {
    if (facet === 'Brand') add(row.brand);
    if (facet === 'Color') row.color_keys.forEach(add);
    if (facet === 'Material') add(row.material_key);
    if (facet === 'Category') add(String(row.category_id));
    if (facet === 'Active') add(row.active ? 'True' : 'False');
  }
  return counts;
}

function toQuery(selection: Selection): string {
  const params = new URLSearchParams({ take: '24', includeFacets: 'true' });
  for (const key of ['Brand', 'Color', 'Material', 'Category'] as const) {
    const values = selection[key];
    if (values) params.set(`filter::${key}`, values.join(';'));
  }
  if (selection.Active) params.set('Active', selection.Active.join(';'));
  if (selection.price) params.set('filter::Price', `${selection.price[0]}-${selection.price[1]}`);
  if (selection.inStock) params.set('instock', 'true');
  return params.toString();
}

describe('GET api/categories/{id}/products', () => {
  it('answers { isSuccess, data } with product cards, facets and sorters', async () => {
    const body = await list('take=24');
    expect(body.isSuccess).toBe(true);
    expect(body.data.result).toHaveLength(24);
    expect(body.data.sorters.find((sorter) => sorter.selected)?.key).toBe('sortOrderLatest');
    expect(body.data.facets.map((facet) => facet.key)).toEqual([
      'Category',
      'Brand',
      'Color',
      'Material',
      'Active',
      'Price',
    ]);
    expect(body.data.result.every((card) => card.active)).toBe(true);
  });

  it('defaults take to the category page size (24)', async () => {
    expect((await list('')).data.result).toHaveLength(24);
  });

  it('counts facets like a brute-force count over the seeded products, for several filter combinations', async () => {
    const first = await list('take=1');
    const brand =
      first.data.facets.find((facet) => facet.key === 'Brand')?.terms.map((term) => term.key) ?? [];
    const color =
      first.data.facets.find((facet) => facet.key === 'Color')?.terms.map((term) => term.key) ?? [];
    const material =
      first.data.facets.find((facet) => facet.key === 'Material')?.terms.map((term) => term.key) ?? [];
    const category =
      first.data.facets.find((facet) => facet.key === 'Category')?.terms.map((term) => term.key) ?? [];
    const range = first.data.facets.find((facet) => facet.key === 'Price')?.ranges;
    if (!range) throw new Error('no price range');
    const selections: Selection[] = [
      {},
      { Brand: brand.slice(0, 2) },
      { Brand: brand.slice(0, 3), Color: color.slice(0, 2) },
      { Material: material.slice(0, 1), inStock: true, Active: ['True', 'False'] },
      { Color: color.slice(1, 3), price: [range.min, Math.round((range.min + range.max) / 2)] },
      { Category: category.slice(0, 2), Brand: brand.slice(1, 4), Active: ['False'] },
      { Brand: ['no-such-brand'], Color: color.slice(0, 1) },
    ];
    for (const selection of selections) {
      const body = await list(toQuery(selection));
      const label = JSON.stringify(selection);
      expect(body.data.numberOfHits, label).toBe(matching(selection, null).length);
      for (const facet of body.data.facets) {
        if (facet.key === 'Price') {
          const prices = matching(selection, 'Price').map((row) => row.price);
          expect(facet.ranges, label).toEqual({
            min: Math.floor(Math.min(...prices) / 100),
            max: Math.ceil(Math.max(...prices) / 100),
          });
          continue;
        }
        const expected = expectedTerms(facet.key, matching(selection, facet.key));
        const selected =
          (selection[facet.key as keyof Selection] as string[] | undefined) ??
          (facet.key === 'Active' ? ['True'] : []);
        for (const key of selected) if (!expected.has(key)) expected.set(key, 0);
        expect(new Map(facet.terms.map((term) => [term.key, term.count])), `${label} ${facet.key}`).toEqual(
          expected,
        );
        for (const term of facet.terms) expect(term.selected).toBe(selected.includes(term.key));
      }
    }
  });

  it('pages through every sorter without duplicates or gaps, in the sorter order', async () => {
    const total = matching({}, null).length;
    for (const sortOrder of ['sortOrderLatest', 'sortOrderPriceAsc', 'sortOrderPriceDesc', 'sortOrderName']) {
      const codes: string[] = [];
      for (let skip = 0; skip < total + 7; skip += 7) {
        const body = await list(`skip=${skip}&take=7&includeFacets=false&sortOrder=${sortOrder}`);
        expect(body.data.numberOfHits).toBe(total);
        expect(body.data.facets).toEqual([]);
        codes.push(...body.data.result.map((card) => card.code));
      }
      expect(new Set(codes).size, sortOrder).toBe(codes.length);
      const byCode = new Map(rows.map((row) => [row.code, row]));
      const expected = matching({}, null)
        .sort((a, b) => {
          switch (sortOrder) {
            case 'sortOrderPriceAsc':
              return a.price - b.price || a.id - b.id;
            case 'sortOrderPriceDesc':
              return b.price - a.price || b.id - a.id;
            case 'sortOrderName':
              return 0;
            default:
              return time(b) - time(a) || b.id - a.id;
          }
        })
        .map((row) => row.code);
      if (sortOrder === 'sortOrderName') {
        // Collation differs between servers; the order must still be by name with ties in id order.
        expect([...codes].sort()).toEqual([...expected].sort());
        const names = codes.map((code) => byCode.get(code)?.name_en ?? '');
        for (let i = 1; i < names.length; i += 1) {
          const [a, b] = [names[i - 1] as string, names[i] as string];
          if (a === b) expect(Number(codes[i - 1])).toBeLessThan(Number(codes[i]));
        }
      } else {
        expect(codes, sortOrder).toEqual(expected);
      }
    }
  });

  it('reverses the sorter with order=asc', async () => {
    const body = await list('take=100&includeFacets=false&sortOrder=sortOrderLatest&order=asc');
    const times = body.data.result.map((card) => {
      const row = rows.find((candidate) => candidate.code === card.code);
      return row ? time(row) : 0;
    });
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('filters by the selected model (series)', async () => {
    const model = rows.find((row) => furnitureIds.has(row.category_id) && row.active)?.model as string;
    const body = await list(`take=100&includeFacets=false&selectedModel=${model}`);
    const expected = matching({}, null).filter((row) => row.model === model);
    expect(body.data.numberOfHits).toBe(expected.length);
    expect(body.data.result.map((card) => card.code).sort()).toEqual(expected.map((row) => row.code).sort());
  });

  it('filters by the in-stock toggle and by price range', async () => {
    const inStock = await list('take=100&instock=true&includeFacets=false');
    expect(inStock.data.result.every((card) => card.inStockQuantity > 0)).toBe(true);
    const cheap = await list('take=100&filter::Price=0-2000&includeFacets=false');
    expect(cheap.data.numberOfHits).toBe(matching({ price: [0, 2000] }, null).length);
  });

  it('answers the same hits with facets off as on, for several filters at once (rows failing one are dropped)', async () => {
    const first = await list('take=1');
    const terms = (key: string) =>
      first.data.facets.find((facet) => facet.key === key)?.terms.map((term) => term.key) ?? [];
    const range = first.data.facets.find((facet) => facet.key === 'Price')?.ranges;
    if (!range) throw new Error('no price range');
    const selections: Selection[] = [
      { Brand: terms('Brand').slice(0, 3), Color: terms('Color').slice(0, 3) },
      {
        Brand: terms('Brand').slice(1, 5),
        Color: terms('Color').slice(0, 4),
        price: [range.min, Math.round((range.min + range.max) / 2)],
        inStock: true,
      },
      { Material: terms('Material').slice(0, 2), Category: terms('Category').slice(0, 3), Active: ['False'] },
    ];
    // The selections must find something, or the comparison proves nothing.
    expect(selections.filter((selection) => matching(selection, null).length > 24).length).toBeGreaterThan(0);
    for (const selection of selections) {
      const label = JSON.stringify(selection);
      const expected = matching(selection, null)
        .sort((a, b) => time(b) - time(a) || b.id - a.id)
        .slice(0, 30)
        .map((row) => row.code);
      for (const includeFacets of ['true', 'false']) {
        const params = new URLSearchParams(toQuery(selection));
        params.set('take', '30');
        params.set('includeFacets', includeFacets);
        const body = await list(params.toString());
        expect(body.data.numberOfHits, `${label} ${includeFacets}`).toBe(matching(selection, null).length);
        expect(
          body.data.result.map((card) => card.code),
          `${label} ${includeFacets}`,
        ).toEqual(expected);
      }
    }
  });

  it('hides prices of hidePrice products and shows stock on cards', async () => {
    const body = await list('take=100&Active=True;False&includeFacets=false', 1);
    for (const card of body.data.result) {
      if (card.hidePrice) expect(card.price).toBeNull();
      else expect(card.price?.priceIncVat.amount).toBeCloseTo((card.price?.priceExVat.amount ?? 0) * 1.25, 1);
    }
  });

  it('answers texts in the Content-Language', async () => {
    const no = await list('take=1', 1, 'no');
    expect(no.data.facets.find((facet) => facet.key === 'Brand')?.name).toBe('Merke');
    expect(no.data.result[0]?.url.startsWith('/no/sortiment/')).toBe(true);
  });

  it('answers 400 naming the field for bad query pairs', async () => {
    const cases: Array<[string, string]> = [
      ['skip=-1', 'skip'],
      ['take=0', 'take'],
      ['take=101', 'take'],
      ['take=abc', 'take'],
      ['sortOrder=cheapest', 'sortOrder'],
      ['order=sideways', 'order'],
      ['instock=maybe', 'instock'],
      ['includeFacets=yes', 'includeFacets'],
      ['filter::Flavour=sweet', 'filter::Flavour'],
      ['filter::Price=cheap', 'filter::Price'],
      ['Active=Maybe', 'Active'],
    ];
    for (const [query, field] of cases) {
      const res = await customer.call('GET', `/api/categories/1/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(apiErrorBodySchema.parse(res.json()).fields, query).toHaveProperty([field]);
    }
    const badId = await server.app.inject({ url: '/api/categories/abc/products' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toHaveProperty('id');
  });

  it('ignores tracking parameters and answers 404 for an unknown category', async () => {
    const tracked = await list('take=5&utm_source=mail&gclid=abc');
    expect(tracked.data.result).toHaveLength(5);
    const res = await server.app.inject({ url: '/api/categories/99999/products' });
    expect(res.statusCode).toBe(404);
    expect(apiErrorBodySchema.parse(res.json()).error).toBe('NOT_FOUND');
  });
});
