import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector } from './types';

/*
 * Money is stored as integer öre (1 SEK = 100 öre) so sums in SQL and in JavaScript are exact; the API turns
 * öre into the wire's Amount ({ amount in SEK, formattedString }). Prices excluding and including VAT (25%) are
 * both stored because the shop shows either, depending on the priceInclVAT setting, and sorts/filters by them.
 */

/** Per-language text search configuration for a row's language ('no' -> norwegian, else english). */
function searchConfig(language: PgColumn): SQL {
  return sql`(case when ${language} = 'no' then 'norwegian'::regconfig else 'english'::regconfig end)`;
}

/** The category tree (three levels: e.g. furniture > seating > arm chairs). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    /** 1 = top level. */
    level: integer('level').notNull(),
    position: integer('position').notNull().default(0),
    /** Stable machine code, e.g. 'furniture.seating.arm-chairs'. */
    code: text('code').notNull(),
    iconName: text('icon_name'),
    imageSrc: text('image_src'),
    /** Product type drawn by the image generator for products in this category (leaf categories). */
    productKind: text('product_kind'),
    itemsPerLoad: integer('items_per_load').notNull().default(24),
  },
  (t) => [uniqueIndex('categories_code_uq').on(t.code), index('categories_parent_idx').on(t.parentId)],
);

/** Names, slugs and full addresses of a category per language. */
export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Path only, with leading and trailing slash: '/en/assortment/furniture/arm-chairs/'. */
    url: text('url').notNull(),
    pageHeading: text('page_heading').notNull(),
    pageIntroText: text('page_intro_text').notNull(),
    metaDescription: text('meta_description').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.language] }),
    uniqueIndex('category_translations_url_uq').on(t.url),
    index('category_translations_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Manufacturers. */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('brands_key_uq').on(t.key)],
);

/** Colours a variation can have, with display names per language and the hex used by the image generator. */
export const colors = pgTable(
  'colors',
  {
    key: text('key').primaryKey(),
    hex: text('hex').notNull(),
    /** { no: 'Grå', en: 'Grey' } */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /**
     * The colour's bit in `products.color_mask` (0-62), set by the database at insert (trigger of migration
     * 0009: one more than the highest bit given so far) and never changed or freed afterwards (a colour with a
     * bit cannot be deleted); null for the colours past the 63rd, which the listing filters and counts through
     * `color_keys` instead.
     */
    bit: smallint('bit'),
  },
  (t) => [uniqueIndex('colors_bit_uq').on(t.bit), check('colors_bit_check', sql`${t.bit} BETWEEN 0 AND 62`)],
);

/** Materials (a facet). */
export const materials = pgTable('materials', {
  key: text('key').primaryKey(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
});

/** Campaign promotions attached to products. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    couponCode: text('coupon_code'),
    /** Whole percent off the regular price, 0 when the promotion is an amount. */
    discountPercentage: integer('discount_percentage').notNull().default(0),
    /** Fixed amount off ex VAT, in öre; 0 when the promotion is a percentage. */
    discountAmountOre: integer('discount_amount_ore').notNull().default(0),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('promotions_coupon_uq').on(t.couponCode)],
);

/**
 * Products (language-neutral data). Listing columns that are really properties of the variations (lowest
 * price, total stock, colours) are kept here as well, maintained by whoever writes variations, so that
 * category listings, facets and sorting read one row per product.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Top-level category of categoryId, the 'MainCategory' facet. */
    mainCategoryId: integer('main_category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    materialKey: text('material_key')
      .notNull()
      .references(() => materials.key),
    promotionId: integer('promotion_id').references(() => promotions.id),
    /** Series (model) key, e.g. 'oslo'; the listing's `selectedModel` filter. */
    model: text('model'),
    productType: text('product_type').notNull().default('ProductPage'),
    /** Drawing used by the image generator: 'sofa', 'chair', 'arm-chair', 'table', 'lamp', ... */
    productKind: text('product_kind').notNull(),
    active: boolean('active').notNull().default(true),
    visible: boolean('visible').notNull().default(true),
    hidePrice: boolean('hide_price').notNull().default(false),
    bestSeller: boolean('best_seller').notNull().default(false),
    newProduct: boolean('new_product').notNull().default(false),
    recommended: boolean('recommended').notNull().default(false),
    elNumber: text('el_number'),
    alternativeProductNumber: text('alternative_product_number'),
    /** Listing price: the lowest variation price (öre). */
    priceExVatOre: integer('price_ex_vat_ore').notNull(),
    priceIncVatOre: integer('price_inc_vat_ore').notNull(),
    regularPriceExVatOre: integer('regular_price_ex_vat_ore').notNull(),
    regularPriceIncVatOre: integer('regular_price_inc_vat_ore').notNull(),
    /** Sum of the variations' stock. */
    inStockQuantity: integer('in_stock_quantity').notNull().default(0),
    /** Colour keys of the variations (the 'Color' facet). */
    colorKeys: text('color_keys').array().notNull(),
    /**
     * color_keys as a bit set (migration 0009): bit `colors.bit` for each key whose colour has a bit, and the
     * sign bit (bit 63) when a key has none. Set by a trigger on every insert and on every update of
     * color_keys, so writers leave it out; the listing filters and counts colours on it.
     */
    colorMask: bigint('color_mask', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Publication time; the default sorter 'sortOrderLatest' shows the newest first. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('products_code_uq').on(t.code),
    index('products_category_idx').on(t.categoryId, t.publishedAt, t.id),
    index('products_main_category_idx').on(t.mainCategoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_published_idx').on(t.publishedAt, t.id),
    index('products_price_idx').on(t.priceExVatOre, t.id),
    index('products_color_keys_gin').using('gin', t.colorKeys),
    index('products_el_number_idx').on(t.elNumber),
    index('products_model_idx').on(t.model),
    index('products_alt_number_idx').on(t.alternativeProductNumber),
    // Also products_listing_idx: category_id INCLUDE (the listing's columns), written by hand in migration 0003
    // (and again in 0009 with color_mask) because the schema builder cannot express INCLUDE.
  ],
);

/** Per-language product texts, address and search document. */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Path only: '/en/assortment/furniture/arm-chairs/oslo-arm-chair-p1042/'. */
    url: text('url').notNull(),
    marketingText: text('marketing_text').notNull(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    note: text('note'),
    usp: jsonb('usp').$type<string[]>().notNull(),
    specifications: jsonb('specifications').$type<Array<{ name: string; value: string }>>().notNull(),
    /** Words that should find the product but are not shown (brand, category names, colours, material). */
    keywords: text('keywords').notNull().default(''),
    /** Weighted search document: name (A), keywords (B), marketing text and description (C). */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector(${searchConfig(productTranslations.language)}, coalesce(${productTranslations.name}, '')), 'A') || setweight(to_tsvector(${searchConfig(productTranslations.language)}, coalesce(${productTranslations.keywords}, '')), 'B') || setweight(to_tsvector(${searchConfig(productTranslations.language)}, coalesce(${productTranslations.marketingText}, '') || ' ' || coalesce(${productTranslations.description}, '')), 'C')`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    uniqueIndex('product_translations_url_uq').on(t.url),
    // One search and one trigram index per language (migration 0003): every search names its language.
    index('product_translations_search_no_gin').using('gin', t.search).where(sql`${t.language} = 'no'`),
    index('product_translations_search_en_gin').using('gin', t.search).where(sql`${t.language} = 'en'`),
    index('product_translations_name_no_trgm')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .where(sql`${t.language} = 'no'`),
    index('product_translations_name_en_trgm')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .where(sql`${t.language} = 'en'`),
    index('product_translations_language_name_idx').on(t.language, t.name),
  ],
);

/** Colour variations of a product, each its own article with price and stock. */
export const variations = pgTable(
  'variations',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    colorKey: text('color_key')
      .notNull()
      .references(() => colors.key),
    priceExVatOre: integer('price_ex_vat_ore').notNull(),
    priceIncVatOre: integer('price_inc_vat_ore').notNull(),
    regularPriceExVatOre: integer('regular_price_ex_vat_ore').notNull(),
    regularPriceIncVatOre: integer('regular_price_inc_vat_ore').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    stockAvailableAtVendor: integer('stock_available_at_vendor').notNull().default(0),
    salesStart: timestamp('sales_start', { withTimezone: true }),
    maxQuantity: integer('max_quantity').notNull().default(999),
    isBuyable: boolean('is_buyable').notNull().default(true),
    isGift: boolean('is_gift').notNull().default(false),
  },
  (t) => [
    uniqueIndex('variations_code_uq').on(t.code),
    index('variations_product_idx').on(t.productId),
    index('variations_code_prefix_idx').using('btree', sql`${t.code} text_pattern_ops`),
  ],
);

/** Product and variation images (generated SVGs with fixed sizes). */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null for images of the product as a whole. */
    variationId: integer('variation_id').references(() => variations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    src: text('src').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/** Related ('related') and similar ('similar') products. */
export const productRelations = pgTable(
  'product_relations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: integer('related_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'related' | 'similar'>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.kind, t.relatedProductId] })],
);
