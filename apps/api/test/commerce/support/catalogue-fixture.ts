import { sql } from 'drizzle-orm';
import type { SqlExecutor } from '../../../src/commerce/db/sql-rows';

/** Codes of the fixture articles (variations), with their stock and prices incl. VAT in öre. */
export const ARTICLES = {
  /** An arm chair in grey: 12 in stock, 1 000 kr ex VAT (1 250 kr incl.). */
  chairGrey: 'OSLO-CHAIR-GREY',
  /** The same chair in green: 2 in stock. */
  chairGreen: 'OSLO-CHAIR-GREEN',
  /** A sofa on campaign (regular 10 000 kr ex VAT, now 8 000): 5 in stock. */
  sofa: 'BERGEN-SOFA-BLUE',
  /** A discontinued table. */
  inactiveTable: 'OLD-TABLE-OAK',
  /** A lamp that a coupon discounts. */
  lamp: 'LYS-LAMP-WHITE',
} as const;

/** The coupon of the fixture: 10 % off lamps. */
export const LAMP_COUPON = 'LAMP10';
/** A cart-wide coupon of the fixture: 100 kr ex VAT off. */
export const CART_COUPON = 'WELCOME100';

/**
 * A small, fixed catalogue for the commerce tests: one category path (furniture > seating > arm chairs),
 * four products, five variations, an automatic campaign and two coupons. Written with plain SQL so the tests
 * do not depend on the full seed generator.
 */
export async function insertCatalogueFixture(db: SqlExecutor): Promise<void> {
  await db.execute(sql`INSERT INTO categories (id, parent_id, level, position, code) VALUES
    (1, NULL, 1, 0, 'furniture'), (2, 1, 2, 0, 'furniture.seating'), (3, 2, 3, 0, 'furniture.seating.arm-chairs')`);
  await db.execute(sql`INSERT INTO category_translations
      (category_id, language, name, slug, url, page_heading, page_intro_text, meta_description) VALUES
    (1, 'en', 'Furniture', 'furniture', '/en/assortment/furniture/', 'Furniture', '', ''),
    (2, 'en', 'Seating', 'seating', '/en/assortment/furniture/seating/', 'Seating', '', ''),
    (3, 'en', 'Arm chairs', 'arm-chairs', '/en/assortment/furniture/seating/arm-chairs/', 'Arm chairs', '', ''),
    (1, 'no', 'Møbler', 'mobler', '/no/sortiment/mobler/', 'Møbler', '', ''),
    (2, 'no', 'Sitteplasser', 'sitteplasser', '/no/sortiment/mobler/sitteplasser/', 'Sitteplasser', '', ''),
    (3, 'no', 'Lenestoler', 'lenestoler', '/no/sortiment/mobler/sitteplasser/lenestoler/', 'Lenestoler', '', '')`);
  await db.execute(sql`INSERT INTO brands (id, key, name) VALUES (1, 'nordlys', 'Nordlys')`);
  await db.execute(sql`INSERT INTO materials (key, names) VALUES ('wood', '{"no":"Tre","en":"Wood"}')`);
  await db.execute(sql`INSERT INTO colors (key, hex, names) VALUES
    ('grey', '#888888', '{"no":"Grå","en":"Grey"}'), ('green', '#2f6f4f', '{"no":"Grønn","en":"Green"}'),
    ('blue', '#2f4f8f', '{"no":"Blå","en":"Blue"}'), ('oak', '#c8a165', '{"no":"Eik","en":"Oak"}'),
    ('white', '#ffffff', '{"no":"Hvit","en":"White"}')`);
  await db.execute(sql`INSERT INTO promotions (id, coupon_code, discount_percentage, discount_amount_ore, names, descriptions) VALUES
    (1, NULL, 20, 0, '{"no":"Sofauke","en":"Sofa week"}', '{"no":"20 % på sofaer","en":"20% off sofas"}'),
    (2, ${LAMP_COUPON}, 10, 0, '{"no":"Lampekupong","en":"Lamp coupon"}', '{"no":"10 % på lamper","en":"10% off lamps"}'),
    (3, ${CART_COUPON}, 0, 10000, '{"no":"Velkommen","en":"Welcome"}', '{"no":"100 kr rabatt","en":"100 kr off"}')`);
  await db.execute(sql`INSERT INTO products (id, code, category_id, main_category_id, brand_id, material_key, promotion_id,
      product_kind, active, price_ex_vat_ore, price_inc_vat_ore, regular_price_ex_vat_ore, regular_price_inc_vat_ore,
      in_stock_quantity, color_keys, published_at, el_number) VALUES
    (1, 'OSLO-CHAIR', 3, 1, 1, 'wood', NULL, 'arm-chair', true, 100000, 125000, 100000, 125000, 14, '{grey,green}', now(), 'EL-1001'),
    (2, 'BERGEN-SOFA', 3, 1, 1, 'wood', 1, 'sofa', true, 800000, 1000000, 1000000, 1250000, 5, '{blue}', now(), NULL),
    (3, 'OLD-TABLE', 3, 1, 1, 'wood', NULL, 'table', false, 200000, 250000, 200000, 250000, 3, '{oak}', now(), NULL),
    (4, 'LYS-LAMP', 3, 1, 1, 'wood', 2, 'lamp', true, 40000, 50000, 40000, 50000, 40, '{white}', now(), NULL)`);
  for (const [id, name] of [
    [1, 'Oslo arm chair'],
    [2, 'Bergen sofa'],
    [3, 'Old oak table'],
    [4, 'Lys lamp'],
  ] as const) {
    for (const language of ['en', 'no'] as const) {
      const slug = name.toLowerCase().replace(/ /g, '-');
      const base =
        language === 'en'
          ? '/en/assortment/furniture/seating/arm-chairs/'
          : '/no/sortiment/mobler/sitteplasser/lenestoler/';
      await db.execute(sql`INSERT INTO product_translations (product_id, language, name, slug, url, marketing_text,
          short_description, description, usp, specifications)
        VALUES (${id}, ${language}, ${language === 'en' ? name : `${name} (no)`}, ${slug}, ${`${base}${slug}/`}, '', '', '', '[]', '[]')`);
    }
  }
  await db.execute(sql`INSERT INTO variations (id, code, product_id, color_key, price_ex_vat_ore, price_inc_vat_ore,
      regular_price_ex_vat_ore, regular_price_inc_vat_ore, stock_quantity) VALUES
    (1, ${ARTICLES.chairGrey}, 1, 'grey', 100000, 125000, 100000, 125000, 12),
    (2, ${ARTICLES.chairGreen}, 1, 'green', 100000, 125000, 100000, 125000, 2),
    (3, ${ARTICLES.sofa}, 2, 'blue', 800000, 1000000, 1000000, 1250000, 5),
    (4, ${ARTICLES.inactiveTable}, 3, 'oak', 200000, 250000, 200000, 250000, 3),
    (5, ${ARTICLES.lamp}, 4, 'white', 40000, 50000, 40000, 50000, 40)`);
  await db.execute(sql`INSERT INTO product_images (product_id, variation_id, position, src, width, height) VALUES
    (1, 1, 0, '/api/images/products/oslo-chair/grey.svg', 800, 600),
    (1, 2, 0, '/api/images/products/oslo-chair/green.svg', 800, 600),
    (1, NULL, 0, '/api/images/products/oslo-chair/main.svg', 800, 600)`);
  // Explicit ids above: move the sequences past them so later inserts do not collide.
  for (const table of ['categories', 'brands', 'promotions', 'products', 'variations']) {
    await db.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`),
    );
  }
}
