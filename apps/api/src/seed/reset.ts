import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/**
 * Empties the catalogue and content tables (and everything that refers to products) so the seed can run
 * again at another size. Customers, organisations and roles are kept; carts, orders and favourites point at
 * products and go with them.
 */
export async function resetShopTables(db: Database): Promise<void> {
  await db.execute(
    sql.raw(
      `TRUNCATE product_relations, product_images, variations, product_search, product_translations, products, promotions, materials,
        colors, brands, category_translations, categories, pages, redirects, navigation_items, site_content,
        translations, search_terms, cart_lines, favorite_items RESTART IDENTITY CASCADE`,
    ),
  );
}
