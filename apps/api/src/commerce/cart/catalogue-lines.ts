import { sql } from 'drizzle-orm';
import { rows, type SqlExecutor } from '../db/sql-rows';
import type { CatalogueLine, PromotionRule } from './priced-line';
import { variationDisplay } from './variation-display';

interface LineRow {
  code: string;
  quantity: number;
  product_id: number;
  product_code: string;
  active: boolean;
  is_buyable: boolean;
  visible: boolean;
  product_type: string;
  el_number: string | null;
  name: string | null;
  url: string | null;
  note: string | null;
  image: { src: string; width: number; height: number } | null;
  color_key: string;
  color_names: Record<string, string> | null;
  category_path: string[] | null;
  stock_quantity: number;
  price_ex_vat_ore: number;
  price_inc_vat_ore: number;
  regular_price_ex_vat_ore: number;
  regular_price_inc_vat_ore: number;
  promotion_id: number | null;
}

/**
 * The catalogue data of the given (code, quantity) pairs in one query: current prices, stock, activity,
 * texts in the language, the variation's colour, first image (the variation's own before the product's), and the category path from the top (up to three levels).
 * Codes that are not in the catalogue are simply absent from the answer.
 */
export async function catalogueLines(
  db: SqlExecutor,
  items: readonly { code: string; quantity: number }[],
  language: 'no' | 'en',
): Promise<CatalogueLine[]> {
  if (items.length === 0) return [];
  const wanted = JSON.stringify(
    items.map((item, position) => ({ code: item.code, quantity: item.quantity, position })),
  );
  const found = await rows<LineRow>(
    db,
    sql`WITH wanted AS (
          SELECT w.code, w.quantity, w.position
          FROM jsonb_to_recordset(${wanted}::jsonb) AS w(code text, quantity int, position int)
        )
        SELECT w.code, w.quantity, p.id AS product_id, p.code AS product_code, p.active, v.is_buyable, p.visible,
          p.product_type, p.el_number, pt.name, pt.url, pt.note, v.stock_quantity,
          v.price_ex_vat_ore, v.price_inc_vat_ore, v.regular_price_ex_vat_ore, v.regular_price_inc_vat_ore,
          p.promotion_id, v.color_key, col.names AS color_names,
          (SELECT jsonb_build_object('src', i.src, 'width', i.width, 'height', i.height)
             FROM product_images i
             WHERE i.product_id = p.id AND (i.variation_id = v.id OR i.variation_id IS NULL)
             ORDER BY (i.variation_id IS NULL), i.position LIMIT 1) AS image,
          (SELECT array_agg(ct.name ORDER BY c.level)
             FROM categories c JOIN category_translations ct ON ct.category_id = c.id AND ct.language = ${language}
             WHERE c.id IN (cat.id, cat.parent_id, parent.parent_id)) AS category_path
        FROM wanted w
        JOIN variations v ON v.code = w.code
        JOIN products p ON p.id = v.product_id
        LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.language = ${language}
        LEFT JOIN colors col ON col.key = v.color_key
        LEFT JOIN categories cat ON cat.id = p.category_id
        LEFT JOIN categories parent ON parent.id = cat.parent_id
        ORDER BY w.position`,
  );
  return found.map((row) => {
    const name = row.name ?? row.code;
    return {
      code: row.code,
      quantity: row.quantity,
      productId: row.product_id,
      productCode: row.product_code,
      active: row.active,
      isBuyable: row.is_buyable,
      visible: row.visible,
      productType: row.product_type,
      elNumber: row.el_number,
      name,
      variation: variationDisplay(name, row.color_key, row.color_names, language),
      url: row.url ?? '',
      note: row.note,
      image: row.image,
      categoryPath: (row.category_path ?? []).slice(0, 4),
      stockQuantity: row.stock_quantity,
      priceExVatOre: row.price_ex_vat_ore,
      priceIncVatOre: row.price_inc_vat_ore,
      regularPriceExVatOre: row.regular_price_ex_vat_ore,
      regularPriceIncVatOre: row.regular_price_inc_vat_ore,
      promotionId: row.promotion_id,
    };
  });
}

interface PromotionRow {
  id: number;
  coupon_code: string | null;
  discount_percentage: number;
  discount_amount_ore: number;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  cart_wide: boolean;
}

/**
 * Promotions in force now: the automatic ones (no coupon) of the given ids, shown on lines, and those whose
 * coupon codes the cart holds; a coupon promotion never applies without its code (coupon codes match regardless of case).
 */
export async function promotionsInForce(
  db: SqlExecutor,
  ids: readonly number[],
  couponCodes: readonly string[],
  language: 'no' | 'en',
): Promise<PromotionRule[]> {
  if (ids.length === 0 && couponCodes.length === 0) return [];
  const found = await rows<PromotionRow>(
    db,
    sql`SELECT id, coupon_code, discount_percentage, discount_amount_ore, names, descriptions,
          NOT EXISTS (SELECT 1 FROM products p WHERE p.promotion_id = promotions.id) AS cart_wide
        FROM promotions
        WHERE ((coupon_code IS NULL AND id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int))
               OR upper(coupon_code) IN (SELECT upper(jsonb_array_elements_text(${JSON.stringify(couponCodes)}::jsonb))))
          AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())`,
  );
  return found.map((row) => ({
    id: row.id,
    couponCode: row.coupon_code,
    discountPercentage: row.discount_percentage,
    discountAmountOre: row.discount_amount_ore,
    name: row.names[language] ?? row.names.en ?? '',
    description: row.descriptions[language] ?? row.descriptions.en ?? '',
    cartWide: row.cart_wide,
  }));
}
