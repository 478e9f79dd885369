import type { Language } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';
import { type CategoryTree, loadCategoryTree } from './category-tree';

/** Display names of brands, colours and materials, plus the category tree. */
export interface CatalogueLookups {
  tree: CategoryTree;
  brandNames: Map<string, string>;
  colorNames: Map<string, Record<Language, string>>;
  materialNames: Map<string, Record<Language, string>>;
}

/** Reads the small lookup tables. */
export async function loadLookups(db: Database): Promise<CatalogueLookups> {
  const [tree, brands, colors, materials] = await Promise.all([
    loadCategoryTree(db),
    queryRows<{ key: string; name: string }>(db, sql`SELECT key, name FROM brands`),
    queryRows<{ key: string; names: Record<Language, string> }>(db, sql`SELECT key, names FROM colors`),
    queryRows<{ key: string; names: Record<Language, string> }>(db, sql`SELECT key, names FROM materials`),
  ]);
  return {
    tree,
    brandNames: new Map(brands.map((row) => [row.key, row.name])),
    colorNames: new Map(colors.map((row) => [row.key, row.names])),
    materialNames: new Map(materials.map((row) => [row.key, row.names])),
  };
}

/**
 * Loads the lookups once per server and keeps them: they change only with a new seed, which means a
 * restart. A failed load is retried on the next request.
 */
export function cachedLookups(db: Database): () => Promise<CatalogueLookups> {
  let pending: Promise<CatalogueLookups> | undefined;
  return () => {
    pending ??= loadLookups(db).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
