import type {
  Footer,
  GlobalContent,
  GlobalSettings,
  Header,
  Language,
  NavigationNode,
  SiteStructure,
  SiteStructureNode,
  Translations,
} from '@storefront/api-client';
import { responseSchemas } from '@storefront/api-client/validation';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CatalogueLookups } from '../catalogue/lookups';
import { type Database, queryRows } from '../db/database';
import { ApiError } from '../http/api-error';
import { contentLanguage } from '../http/language';
import { revalidateByContent } from '../http/revalidate-by-content';
import { routeResponses } from '../http/route-responses';
import { BANNER_IMAGE_SIZE } from '../seed/image-urls';

/** Reads one singleton content document ('header', 'footer', 'global', 'globalSettings') of a language. */
export async function siteDocument<T>(db: Database, language: Language, key: string): Promise<T> {
  const [row] = await queryRows<{ data: T }>(
    db,
    sql`SELECT data FROM site_content WHERE language = ${language} AND key = ${key}`,
  );
  if (!row) throw new ApiError(500, 'INTERNAL_ERROR', `Content '${key}' for '${language}' is missing`);
  return row.data;
}

interface NavigationRow {
  id: number;
  parent_id: number | null;
  title: string;
  url: string;
  type: string;
  icon_name: string | null;
  image_src: string | null;
  render_option: 'icons' | 'images' | null;
}

/** The main navigation tree of a language. */
async function mainNavigation(db: Database, language: Language): Promise<NavigationNode[]> {
  const rows = await queryRows<NavigationRow>(
    db,
    sql`SELECT id, parent_id, title, url, type, icon_name, image_src, render_option FROM navigation_items
        WHERE language = ${language} ORDER BY position, id`,
  );
  const nodes = new Map<number, NavigationNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: `nav-${row.id}`,
      url: row.url,
      title: row.title,
      type: row.type,
      iconName: row.icon_name,
      navigationImage: row.image_src
        ? { src: row.image_src, alt: row.title, title: row.title, ...BANNER_IMAGE_SIZE }
        : null,
      renderOption: row.render_option,
      children: [],
    });
  }
  const roots: NavigationNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as NavigationNode;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The page tree of a language from its home, with the category tree under the assortment page. */
async function siteStructure(
  db: Database,
  language: Language,
  catalogue: CatalogueLookups,
): Promise<SiteStructure> {
  const rows = await queryRows<{
    id: number;
    parent_id: number | null;
    page_key: string;
    title: string;
    url: string;
    page_type: string;
  }>(
    db,
    sql`SELECT id, parent_id, page_key, title, url, page_type FROM pages WHERE language = ${language} ORDER BY position, id`,
  );
  const nodes = new Map<number, SiteStructureNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: `page-${row.id}`,
      url: row.url,
      title: row.title,
      pageType: row.page_type,
      children: [],
    });
  }
  let home: SiteStructureNode | undefined;
  for (const row of rows) {
    const node = nodes.get(row.id) as SiteStructureNode;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.children.push(node);
    else if (row.page_key === 'home') home = node;
    if (row.page_key === 'assortment') {
      const categoryNode = (id: number): SiteStructureNode => {
        const category = catalogue.tree.byId.get(id);
        if (!category) throw new Error(`category ${id} vanished`);
        return {
          id: `category-${id}`,
          url: category.texts[language].url,
          title: category.texts[language].name,
          pageType: 'CategoryPage',
          children: category.children.map(categoryNode),
        };
      };
      node.children.push(...catalogue.tree.roots.map(categoryNode));
    }
  }
  if (!home) throw new ApiError(500, 'INTERNAL_ERROR', `No home page for '${language}'`);
  return home;
}

/** What the content routes read from. */
export interface ContentRoutesOptions {
  db: Database;
  lookups: () => Promise<CatalogueLookups>;
}

/** A content document route's schema: its answer, or 400 for unsafe input (the input guard). */
const answering = (answer: z.ZodType) => ({ tags: ['content'], response: routeResponses({ 200: answer }) });

/** A site document route's options: its schema, and revalidation by its bytes (a browser keeps the answer). */
const siteDocumentRoute = (answer: z.ZodType) => ({ schema: answering(answer), onSend: revalidateByContent });

/**
 * api/site/global-settings, api/site/translations, api/content/header|footer|global|get-site-structure:
 * documents of the `Content-Language` language.
 */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, { db, lookups }) => {
  app.get('/api/site/global-settings', siteDocumentRoute(responseSchemas.globalSettings), async (request) =>
    siteDocument<GlobalSettings>(db, contentLanguage(request), 'globalSettings'),
  );
  app.get(
    '/api/site/translations',
    siteDocumentRoute(responseSchemas.translations),
    async (request): Promise<Translations> => {
      const rows = await queryRows<{ key: string; value: string }>(
        db,
        sql`SELECT key, value FROM translations WHERE language = ${contentLanguage(request)} ORDER BY key`,
      );
      return Object.fromEntries(rows.map((row) => [row.key, row.value]));
    },
  );
  app.get(
    '/api/content/header',
    siteDocumentRoute(responseSchemas.header),
    async (request): Promise<Header> => {
      const language = contentLanguage(request);
      const [document, navigation] = await Promise.all([
        siteDocument<Omit<Header, 'mainNavigation'>>(db, language, 'header'),
        mainNavigation(db, language),
      ]);
      return { links: document.links, mainNavigation: navigation, root: document.root };
    },
  );
  app.get('/api/content/footer', siteDocumentRoute(responseSchemas.footer), async (request) =>
    siteDocument<Footer>(db, contentLanguage(request), 'footer'),
  );
  app.get('/api/content/global', siteDocumentRoute(responseSchemas.globalContent), async (request) =>
    siteDocument<GlobalContent>(db, contentLanguage(request), 'global'),
  );
  app.get(
    '/api/content/get-site-structure',
    { schema: answering(responseSchemas.siteStructure) },
    async (request) => siteStructure(db, contentLanguage(request), await lookups()),
  );
};
