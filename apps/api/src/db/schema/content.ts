import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector } from './types';

/**
 * Content pages (every page type except category and product pages, whose addresses live with the catalogue).
 * Language versions of one page share `pageKey`, which gives the alternative-language links.
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    pageKey: text('page_key').notNull(),
    language: text('language').notNull(),
    pageType: text('page_type').notNull(),
    /** Path only, e.g. '/en/' or '/en/inspiration/scandinavian-living/'. */
    url: text('url').notNull(),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
    disableIndexing: boolean('disable_indexing').notNull().default(false),
    /** Listed in search results and the site structure. */
    searchable: boolean('searchable').notNull().default(true),
    /** Page-type specific data: hero, contentArea blocks, openGraph fields, body text... */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Plain text of the page used for search. */
    bodyText: text('body_text').notNull().default(''),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector((case when ${pages.language} = 'no' then 'norwegian'::regconfig else 'english'::regconfig end), coalesce(${pages.title}, '')), 'A') || setweight(to_tsvector((case when ${pages.language} = 'no' then 'norwegian'::regconfig else 'english'::regconfig end), coalesce(${pages.bodyText}, '')), 'C')`,
      ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pages_url_uq').on(t.url),
    uniqueIndex('pages_key_language_uq').on(t.pageKey, t.language),
    index('pages_search_gin').using('gin', t.search),
    index('pages_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** Moved addresses: GET api/content/page answers 301 with the new address. */
export const redirects = pgTable('redirects', {
  fromUrl: text('from_url').primaryKey(),
  toUrl: text('to_url').notNull(),
  permanent: boolean('permanent').notNull().default(true),
});

/** Main navigation tree (three levels below the top entries) per language. */
export const navigationItems = pgTable(
  'navigation_items',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    url: text('url').notNull(),
    /** Page type the entry leads to (CategoryBase, Catalog, StandardPage...). */
    type: text('type').notNull(),
    iconName: text('icon_name'),
    imageSrc: text('image_src'),
    /** How the children render in the mega menu: 'icons' or 'images'. */
    renderOption: text('render_option'),
  },
  (t) => [index('navigation_items_language_idx').on(t.language, t.parentId, t.position)],
);

/**
 * Singleton content documents per language: 'header' (links), 'footer', 'global' (support contacts),
 * 'globalSettings'. Stored as JSON because editors change them as a whole.
 */
export const siteContent = pgTable(
  'site_content',
  {
    language: text('language').notNull(),
    key: text('key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.language, t.key] })],
);

/** Interface texts per language ('header.search.placeholder' -> 'Search...'). */
export const translations = pgTable(
  'translations',
  {
    language: text('language').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.key] })],
);

/** Search suggestions: popular queries per language, matched by trigram. */
export const searchTerms = pgTable(
  'search_terms',
  {
    language: text('language').notNull(),
    term: text('term').notNull(),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.term] }),
    index('search_terms_trgm').using('gin', sql`${t.term} gin_trgm_ops`),
  ],
);

/**
 * Outgoing mail kept for development and e2e (DEV_OUTBOX=1): password reset links are read from here instead of
 * a mailbox.
 */
export const devOutbox = pgTable('dev_outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  link: text('link'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
