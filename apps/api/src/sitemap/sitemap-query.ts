import type { Language, SitemapAlternate, SitemapUrl } from '@storefront/api-client';
import { LANGUAGES } from '@storefront/api-client';
import { FALLBACK_ROUTE_LANGUAGE } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import type { CategoryTree } from '../catalogue/category-tree';
import { type Database, queryRows } from '../db/database';

/**
 * The addresses of a language's sitemap, in one fixed order: indexable content pages, then categories, then
 * visible and active products (each by id). A page of the sitemap is a slice of that order, read with
 * LIMIT/OFFSET per kind, so no request holds more than one page of addresses however large the catalogue.
 */

/** The language the sitemaps name as `x-default`: the one the site's root address sends visitors to. */
export const DEFAULT_LANGUAGE: Language = FALLBACK_ROUTE_LANGUAGE;

/** How many addresses of each kind a language has. */
export interface SitemapCounts {
  content: number;
  categories: number;
  products: number;
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** Every language version plus x-default (the default language's version, when there is one). */
export function withAlternates(versions: ReadonlyMap<Language, string>): SitemapAlternate[] {
  const alternates: SitemapAlternate[] = LANGUAGES.flatMap((language) => {
    const path = versions.get(language);
    return path === undefined ? [] : [{ hreflang: language, path }];
  });
  const fallback = versions.get(DEFAULT_LANGUAGE);
  if (fallback !== undefined) alternates.push({ hreflang: 'x-default', path: fallback });
  return alternates;
}

/** Counts the addresses of a language by kind. */
export async function countSitemapUrls(
  db: Database,
  tree: CategoryTree,
  language: Language,
): Promise<SitemapCounts> {
  const [content, products] = await Promise.all([
    queryRows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM pages WHERE language = ${language} AND NOT disable_indexing`,
    ),
    queryRows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM products p
          JOIN product_translations t ON t.product_id = p.id AND t.language = ${language}
          WHERE p.visible AND p.active`,
    ),
  ]);
  return {
    content: Number(content[0]?.n ?? 0),
    categories: [...tree.byId.values()].filter((node) => node.texts[language] !== undefined).length,
    products: Number(products[0]?.n ?? 0),
  };
}

/** The latest change of anything a language's sitemaps list (ISO 8601). */
export async function latestChange(db: Database, language: Language): Promise<string> {
  const [row] = await queryRows<{ pages: Date | string | null; products: Date | string | null }>(
    db,
    sql`SELECT (SELECT max(updated_at) FROM pages WHERE language = ${language} AND NOT disable_indexing) AS pages,
               (SELECT max(published_at) FROM products WHERE visible AND active) AS products`,
  );
  const times = [row?.pages, row?.products].flatMap((value) => (value ? [new Date(value).getTime()] : []));
  return new Date(times.length > 0 ? Math.max(...times) : 0).toISOString();
}

interface VersionRow {
  id: number;
  path: string;
  lastmod: Date | string;
  alt_language: Language;
  alt_path: string;
}

/** Folds rows of (address, one language version) into sitemap addresses, keeping the rows' order. */
function fold(rows: VersionRow[]): SitemapUrl[] {
  const byId = new Map<number, { path: string; lastmod: string; versions: Map<Language, string> }>();
  for (const row of rows) {
    let entry = byId.get(row.id);
    if (!entry) {
      entry = { path: row.path, lastmod: iso(row.lastmod), versions: new Map() };
      byId.set(row.id, entry);
    }
    entry.versions.set(row.alt_language, row.alt_path);
  }
  return [...byId.values()].map((entry) => ({
    path: entry.path,
    lastmod: entry.lastmod,
    alternates: withAlternates(entry.versions),
  }));
}

async function contentSlice(db: Database, language: Language, offset: number, limit: number) {
  const rows = await queryRows<VersionRow>(
    db,
    sql`WITH slice AS (
          SELECT id, page_key, url, updated_at FROM pages
          WHERE language = ${language} AND NOT disable_indexing
          ORDER BY id LIMIT ${limit} OFFSET ${offset})
        SELECT s.id, s.url AS path, s.updated_at AS lastmod, o.language AS alt_language, o.url AS alt_path
        FROM slice s JOIN pages o ON o.page_key = s.page_key AND NOT o.disable_indexing
        ORDER BY s.id, o.language`,
  );
  return fold(rows);
}

async function productSlice(db: Database, language: Language, offset: number, limit: number) {
  const rows = await queryRows<VersionRow>(
    db,
    sql`WITH slice AS (
          SELECT p.id, p.published_at, t.url FROM products p
          JOIN product_translations t ON t.product_id = p.id AND t.language = ${language}
          WHERE p.visible AND p.active
          ORDER BY p.id LIMIT ${limit} OFFSET ${offset})
        SELECT s.id, s.url AS path, s.published_at AS lastmod, o.language AS alt_language, o.url AS alt_path
        FROM slice s JOIN product_translations o ON o.product_id = s.id
        ORDER BY s.id, o.language`,
  );
  return fold(rows);
}

/** A category's last change: the newest publication of a visible, active product in it or below it. */
async function categoryChanges(db: Database, tree: CategoryTree): Promise<Map<number, string>> {
  const rows = await queryRows<{ category_id: number; latest: Date | string }>(
    db,
    sql`SELECT category_id, max(published_at) AS latest FROM products WHERE visible AND active
        GROUP BY category_id`,
  );
  const latest = new Map<number, number>();
  for (const row of rows) {
    const time = new Date(row.latest).getTime();
    for (const node of tree.path(row.category_id)) {
      latest.set(node.id, Math.max(latest.get(node.id) ?? 0, time));
    }
  }
  return new Map([...latest].map(([id, time]) => [id, new Date(time).toISOString()]));
}

async function categorySlice(
  db: Database,
  tree: CategoryTree,
  language: Language,
  offset: number,
  limit: number,
): Promise<SitemapUrl[]> {
  const nodes = [...tree.byId.values()]
    .filter((node) => node.texts[language] !== undefined)
    .sort((a, b) => a.id - b.id)
    .slice(offset, offset + limit);
  if (nodes.length === 0) return [];
  const changes = await categoryChanges(db, tree);
  const fallback = await latestChange(db, language);
  return nodes.map((node) => ({
    path: node.texts[language].url,
    lastmod: changes.get(node.id) ?? fallback,
    alternates: withAlternates(
      new Map(LANGUAGES.flatMap((lang) => (node.texts[lang] ? [[lang, node.texts[lang].url] as const] : []))),
    ),
  }));
}

/** The part [offset, offset + limit) of a kind's addresses when the kind starts at `start` in the order. */
function window(start: number, count: number, offset: number, limit: number) {
  const from = Math.max(offset, start);
  const to = Math.min(offset + limit, start + count);
  return to > from ? { offset: from - start, limit: to - from } : undefined;
}

/** The addresses [offset, offset + limit) of a language's sitemap order. */
export async function sitemapUrls(
  db: Database,
  tree: CategoryTree,
  language: Language,
  counts: SitemapCounts,
  offset: number,
  limit: number,
): Promise<SitemapUrl[]> {
  const content = window(0, counts.content, offset, limit);
  const categories = window(counts.content, counts.categories, offset, limit);
  const products = window(counts.content + counts.categories, counts.products, offset, limit);
  const [a, b, c] = await Promise.all([
    content ? contentSlice(db, language, content.offset, content.limit) : [],
    categories ? categorySlice(db, tree, language, categories.offset, categories.limit) : [],
    products ? productSlice(db, language, products.offset, products.limit) : [],
  ]);
  return [...a, ...b, ...c];
}
