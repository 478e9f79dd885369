import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { productTranslations } from './catalogue';
import { tsvector } from './types';

/*
 * Tables the catalogue's read path keeps up to date by itself. They were created by hand-written migrations
 * (0004 to 0006) because drizzle-kit cannot express their triggers; they are declared here so the schema is the
 * whole database and `drizzle-kit generate` compares against it. The triggers that fill them stay in SQL: the
 * application never writes these tables.
 */

/**
 * One narrow row per product and language for full and quick search (migration 0004): the search document,
 * the name (typo matching) and the listing columns copied from `products`, so a search reads one GIN index and
 * one narrow heap instead of the wide translation rows joined to products.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id').notNull(),
    language: text('language').notNull(),
    search: tsvector('search').notNull(),
    name: text('name').notNull(),
    visible: boolean('visible').notNull(),
    active: boolean('active').notNull(),
    categoryId: integer('category_id').notNull(),
    mainCategoryId: integer('main_category_id').notNull(),
    brandId: integer('brand_id').notNull(),
    materialKey: text('material_key').notNull(),
    model: text('model'),
    inStockQuantity: integer('in_stock_quantity').notNull(),
    priceExVatOre: integer('price_ex_vat_ore').notNull(),
    priceIncVatOre: integer('price_inc_vat_ore').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    colorKeys: text('color_keys').array().notNull(),
    /** products.color_mask (migration 0009). */
    colorMask: bigint('color_mask', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'product_search_pk', columns: [t.productId, t.language] }),
    // A deleted translation (or product, which cascades to its translations) takes its search row along.
    foreignKey({
      name: 'product_search_translation_fk',
      columns: [t.productId, t.language],
      foreignColumns: [productTranslations.productId, productTranslations.language],
    }).onDelete('cascade'),
    index('product_search_no_gin').using('gin', t.search).where(sql`${t.language} = 'no'`),
    index('product_search_en_gin').using('gin', t.search).where(sql`${t.language} = 'en'`),
    index('product_search_name_no_trgm')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .where(sql`${t.language} = 'no'`),
    index('product_search_name_en_trgm')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .where(sql`${t.language} = 'en'`),
  ],
);

/** The catalogue version (migration 0005): one row, moved on by the commit of every catalogue change. */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('catalogue_version_id_check', sql`${t.id} = 1`)],
);

/** Open transactions that changed the catalogue (migration 0005); a deferred trigger bumps the version at commit. */
export const catalogueChanges = pgTable('catalogue_changes', {
  txid: bigint('txid', { mode: 'number' }).primaryKey(),
});

/**
 * The stock versions (migration 0006): one row. `version` is moved on by the commit of every stock-only change;
 * `in_stock_version` (migration 0010) only by one that turned a product's stock from none to some or back, the
 * only stock change that can alter an answer selected by the in-stock filter.
 */
export const stockVersion = pgTable(
  'stock_version',
  {
    id: smallint('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
    inStockVersion: bigint('in_stock_version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('stock_version_id_check', sql`${t.id} = 1`)],
);

/**
 * Open transactions that changed stock (migration 0006); a deferred trigger bumps the stock version at commit, and
 * the in-stock version too when the transaction turned a product's stock from none to some or back (0010).
 */
export const stockChanges = pgTable('stock_changes', {
  txid: bigint('txid', { mode: 'number' }).primaryKey(),
  inStockChanged: boolean('in_stock_changed').notNull().default(false),
});
