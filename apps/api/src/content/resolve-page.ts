import type {
  AlternativeLink,
  Block,
  BreadcrumbItem,
  Hero,
  Language,
  Order,
  Page,
  ProductCard,
} from '@storefront/api-client';
import { LANGUAGES } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import type { CatalogueLookups } from '../catalogue/lookups';
import { loadProductCards } from '../catalogue/product-cards';
import { loadProductDetail } from '../catalogue/product-detail';
import { type Database, queryRows } from '../db/database';
import type { StoredBlock, StoredPageData } from '../seed/content';

/** The outcome of resolving an address. */
export type PageResolution =
  | { kind: 'page'; page: Page }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

/** The other form of a path: with the trailing slash removed, or added. */
function otherForm(path: string): string {
  if (path === '/') return path;
  return path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
}

const HOME_TEXT: Record<Language, string> = { no: 'Hjem', en: 'Home' };

interface PageRow {
  id: number;
  page_key: string;
  language: Language;
  page_type: string;
  url: string;
  parent_id: number | null;
  title: string;
  meta_description: string;
  disable_indexing: boolean;
  data: StoredPageData;
}

/**
 * Finds the order an order confirmation address names (`?orderNumber=`), if the asker may see it, else null.
 * Orders belong to the commerce routes: the page route answers this with their order route (page-route.ts).
 */
export type OrderLookup = (orderNumber: string, language: Language) => Promise<Order | null>;

/** Context shared by the builders of one answer. */
interface Build {
  db: Database;
  catalogue: CatalogueLookups;
  origin: string;
  language: Language;
  findOrder: OrderLookup | undefined;
}

function absolute(build: Build, path: string): string {
  return new URL(path, build.origin).toString();
}

async function resolveBlocks(build: Build, blocks: StoredBlock[]): Promise<Block[]> {
  const codes = blocks.flatMap((block) =>
    block.blockType === 'ProductListingBlock' ? block.productCodes : [],
  );
  const cards = new Map<string, ProductCard>();
  if (codes.length > 0) {
    const rows = await queryRows<{ id: number; code: string }>(
      build.db,
      sql`SELECT id, code FROM products WHERE code IN (${sql.join(
        codes.map((code) => sql`${code}`),
        sql`, `,
      )})`,
    );
    const loaded = await loadProductCards(
      build.db,
      rows.map((row) => row.id),
      build.language,
      build.catalogue.tree,
      false,
    );
    for (const card of loaded) cards.set(card.code, card);
  }
  return blocks.map((block): Block => {
    if (block.blockType !== 'ProductListingBlock') return block;
    return {
      blockId: block.blockId,
      blockType: 'ProductListingBlock',
      heading: block.heading,
      products: block.productCodes.flatMap((code) => {
        const card = cards.get(code);
        return card ? [card] : [];
      }),
    };
  });
}

async function homeCrumb(build: Build): Promise<BreadcrumbItem> {
  const [home] = await queryRows<{ id: number; url: string; title: string }>(
    build.db,
    sql`SELECT id, url, title FROM pages WHERE page_key = 'home' AND language = ${build.language}`,
  );
  return {
    id: home ? `page-${home.id}` : 'home',
    text: home?.title ?? HOME_TEXT[build.language],
    href: home?.url ?? `/${build.language}/`,
  };
}

async function contentPage(build: Build, row: PageRow, search: URLSearchParams): Promise<Page> {
  const [ancestors, versions, contentArea] = await Promise.all([
    queryRows<{ id: number; title: string; url: string; depth: number }>(
      build.db,
      sql`WITH RECURSIVE chain AS (
            SELECT id, parent_id, title, url, 0 AS depth FROM pages WHERE id = ${row.id}
            UNION ALL
            SELECT p.id, p.parent_id, p.title, p.url, c.depth + 1 FROM pages p JOIN chain c ON p.id = c.parent_id
            WHERE c.depth < 10
          )
          SELECT id, title, url, depth FROM chain ORDER BY depth DESC`,
    ),
    queryRows<{ language: Language; url: string }>(
      build.db,
      sql`SELECT language, url FROM pages WHERE page_key = ${row.page_key} ORDER BY language`,
    ),
    resolveBlocks(build, row.data.contentArea ?? []),
  ]);
  const breadcrumb = ancestors.map((item) => ({ id: `page-${item.id}`, text: item.title, href: item.url }));
  const hero: Hero | null = row.data.hero ?? null;
  const common = {
    pageId: `page-${row.id}`,
    url: row.url,
    pageTitle: row.title,
    breadcrumb,
    metaDescription: row.meta_description || null,
    canonicalLink: absolute(build, row.url),
    alternativeLinks: versions.map((version) => ({
      language: version.language,
      href: absolute(build, version.url),
    })),
    openGraph: {
      title: row.title,
      description: row.meta_description,
      image: hero?.image ? absolute(build, hero.image.src) : null,
      type: 'website',
      url: absolute(build, row.url),
    },
    disableIndexing: row.disable_indexing,
    contentArea,
    hero,
  };
  if (row.page_type === 'OrderConfirmationPage') {
    const orderNumber = search.get('orderNumber');
    const order = orderNumber && build.findOrder ? await build.findOrder(orderNumber, build.language) : null;
    return { ...common, pageType: 'OrderConfirmationPage', order };
  }
  return {
    ...common,
    pageType: row.page_type as Exclude<
      Page['pageType'],
      'OrderConfirmationPage' | 'CategoryBase' | 'CategoryPage' | 'ProductBase' | 'ProductPage'
    >,
  };
}

function categoryAlternatives(build: Build, categoryId: number): AlternativeLink[] {
  const node = build.catalogue.tree.byId.get(categoryId);
  return node
    ? LANGUAGES.map((language) => ({ language, href: absolute(build, node.texts[language].url) }))
    : [];
}

async function assortmentCrumbs(build: Build, categoryId: number): Promise<BreadcrumbItem[]> {
  const [assortment] = await queryRows<{ id: number; url: string; title: string }>(
    build.db,
    sql`SELECT id, url, title FROM pages WHERE page_key = 'assortment' AND language = ${build.language}`,
  );
  return [
    await homeCrumb(build),
    ...(assortment ? [{ id: `page-${assortment.id}`, text: assortment.title, href: assortment.url }] : []),
    ...build.catalogue.tree.path(categoryId).map((node) => ({
      id: `category-${node.id}`,
      text: node.texts[build.language].name,
      href: node.texts[build.language].url,
    })),
  ];
}

async function categoryPage(build: Build, categoryId: number): Promise<Page> {
  const node = build.catalogue.tree.byId.get(categoryId);
  if (!node) throw new Error(`category ${categoryId} vanished`);
  const texts = node.texts[build.language];
  const image = node.imageSrc ? absolute(build, node.imageSrc) : null;
  return {
    pageType: 'CategoryPage',
    pageId: `category-${node.id}`,
    url: texts.url,
    pageTitle: texts.name,
    breadcrumb: await assortmentCrumbs(build, node.id),
    metaDescription: texts.metaDescription,
    canonicalLink: absolute(build, texts.url),
    alternativeLinks: categoryAlternatives(build, node.id),
    openGraph: {
      title: texts.name,
      description: texts.metaDescription,
      image,
      type: 'website',
      url: absolute(build, texts.url),
    },
    disableIndexing: false,
    contentArea: [],
    hero: null,
    categoryId: String(node.id),
    subCategories: node.children.flatMap((id) => {
      const child = build.catalogue.tree.byId.get(id);
      return child
        ? [
            {
              id: String(child.id),
              title: child.texts[build.language].name,
              url: child.texts[build.language].url,
            },
          ]
        : [];
    }),
    itemsPerLoad: node.itemsPerLoad,
    pageHeading: texts.pageHeading,
    pageIntroText: texts.pageIntroText,
  };
}

async function productPage(build: Build, productId: number, inclVat: boolean): Promise<Page | undefined> {
  const detail = await loadProductDetail(build.db, productId, build.language, build.catalogue.tree, inclVat);
  if (!detail) return undefined;
  const { product, loaded } = detail;
  const versions = await queryRows<{ language: Language; url: string }>(
    build.db,
    sql`SELECT language, url FROM product_translations WHERE product_id = ${productId} ORDER BY language`,
  );
  return {
    pageType: 'ProductPage',
    pageId: `product-${product.code}`,
    url: product.url,
    pageTitle: product.name,
    breadcrumb: [
      ...(await assortmentCrumbs(build, loaded.row.category_id)),
      { id: `product-${product.code}`, text: product.name, href: product.url },
    ],
    metaDescription: loaded.row.marketing_text,
    canonicalLink: absolute(build, product.url),
    alternativeLinks: versions.map((version) => ({
      language: version.language,
      href: absolute(build, version.url),
    })),
    openGraph: {
      title: product.name,
      description: loaded.row.marketing_text,
      image: absolute(build, product.image.src),
      type: 'product',
      url: absolute(build, product.url),
    },
    disableIndexing: !product.active,
    contentArea: [],
    hero: null,
    product,
  };
}

/**
 * Resolves the address in Context-Url: a moved address answers a redirect; then content pages, category
 * pages and product pages in that order; an old product address (renamed slug, same product code) redirects
 * to the current one; anything else is not found. The language is the address's first segment.
 */
export async function resolvePage(
  db: Database,
  catalogue: CatalogueLookups,
  address: URL,
  options: { inclVat: boolean; findOrder?: OrderLookup | undefined },
): Promise<PageResolution> {
  const { inclVat } = options;
  const path = decodeURIComponent(address.pathname).replace(/\/{2,}/g, '/');
  const forms = [path, otherForm(path)];
  const [redirect] = await queryRows<{ to_url: string }>(
    db,
    sql`SELECT to_url FROM redirects WHERE from_url IN (${forms[0]}, ${forms[1]}) LIMIT 1`,
  );
  if (redirect) return { kind: 'redirect', location: redirect.to_url };
  const segment = path.split('/')[1] ?? '';
  if (path === '/') return { kind: 'redirect', location: '/en/' };
  if (!(LANGUAGES as readonly string[]).includes(segment)) return { kind: 'not-found' };
  const language = segment as Language;
  const build: Build = { db, catalogue, origin: address.origin, language, findOrder: options.findOrder };

  const [pageRow] = await queryRows<PageRow>(
    db,
    sql`SELECT id, page_key, language, page_type, url, parent_id, title, meta_description, disable_indexing, data
        FROM pages WHERE url IN (${forms[0]}, ${forms[1]}) LIMIT 1`,
  );
  if (pageRow) return { kind: 'page', page: await contentPage(build, pageRow, address.searchParams) };

  const [categoryRow] = await queryRows<{ category_id: number }>(
    db,
    sql`SELECT category_id FROM category_translations WHERE url IN (${forms[0]}, ${forms[1]}) LIMIT 1`,
  );
  if (categoryRow) return { kind: 'page', page: await categoryPage(build, categoryRow.category_id) };

  const [productRow] = await queryRows<{ product_id: number }>(
    db,
    sql`SELECT product_id FROM product_translations WHERE url IN (${forms[0]}, ${forms[1]}) LIMIT 1`,
  );
  if (productRow) {
    const page = await productPage(build, productRow.product_id, inclVat);
    return page ? { kind: 'page', page } : { kind: 'not-found' };
  }

  // A product address whose name part changed still ends in the product code: send it to the current one.
  const code = /-(\d{6,})\/?$/.exec(path)?.[1];
  if (code) {
    const [moved] = await queryRows<{ url: string }>(
      db,
      sql`SELECT t.url FROM products p JOIN product_translations t ON t.product_id = p.id AND t.language = ${language}
          WHERE p.code = ${code} AND p.visible`,
    );
    if (moved) return { kind: 'redirect', location: moved.url };
  }
  return { kind: 'not-found' };
}
