import type { Language } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';

/** A category with its texts in both languages. */
export interface CategoryNode {
  id: number;
  parentId: number | null;
  level: number;
  position: number;
  itemsPerLoad: number;
  imageSrc: string | null;
  texts: Record<
    Language,
    { name: string; url: string; pageHeading: string; pageIntroText: string; metaDescription: string }
  >;
  children: number[];
}

/** The whole category tree, small enough (dozens of rows) to hold in memory. */
export interface CategoryTree {
  byId: Map<number, CategoryNode>;
  roots: number[];
  /** The category and all below it. */
  subtree(id: number): number[];
  /** Ancestors from the top down to and including the category. */
  path(id: number): CategoryNode[];
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  level: number;
  position: number;
  items_per_load: number;
  image_src: string | null;
  language: Language;
  name: string;
  url: string;
  page_heading: string;
  page_intro_text: string;
  meta_description: string;
}

/** Reads the category tree. */
export async function loadCategoryTree(db: Database): Promise<CategoryTree> {
  const rows = await queryRows<CategoryRow>(
    db,
    sql`SELECT c.id, c.parent_id, c.level, c.position, c.items_per_load, c.image_src,
               t.language, t.name, t.url, t.page_heading, t.page_intro_text, t.meta_description
        FROM categories c JOIN category_translations t ON t.category_id = c.id
        ORDER BY c.level, c.position, c.id`,
  );
  const byId = new Map<number, CategoryNode>();
  for (const row of rows) {
    let node = byId.get(row.id);
    if (!node) {
      node = {
        id: row.id,
        parentId: row.parent_id,
        level: row.level,
        position: row.position,
        itemsPerLoad: row.items_per_load,
        imageSrc: row.image_src,
        texts: {} as CategoryNode['texts'],
        children: [],
      };
      byId.set(row.id, node);
    }
    node.texts[row.language] = {
      name: row.name,
      url: row.url,
      pageHeading: row.page_heading,
      pageIntroText: row.page_intro_text,
      metaDescription: row.meta_description,
    };
  }
  const roots: number[] = [];
  for (const node of [...byId.values()].sort((a, b) => a.position - b.position)) {
    if (node.parentId === null) roots.push(node.id);
    else byId.get(node.parentId)?.children.push(node.id);
  }
  const subtree = (id: number): number[] => {
    const node = byId.get(id);
    return node ? [id, ...node.children.flatMap(subtree)] : [];
  };
  const path = (id: number): CategoryNode[] => {
    const out: CategoryNode[] = [];
    let node = byId.get(id);
    while (node) {
      out.unshift(node);
      node = node.parentId === null ? undefined : byId.get(node.parentId);
    }
    return out;
  };
  return { byId, roots, subtree, path };
}
