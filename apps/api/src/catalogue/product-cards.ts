import type { Color, Image, Language, ProductCard, Variation } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import { type BuiltStatement, buildStatement, type Database, queryBuilt } from '../db/database';
import { THUMBNAIL_SIZE, thumbnailSrc } from '../seed/image-urls';
import type { CategoryTree } from './category-tree';
import {
  type StoredPrices,
  type StoredPromotion,
  toPrice,
  toPromotion,
  toPromotionWithoutAmounts,
} from './money';
import { isAvailableAtVendor, isInStock } from './stock-figures';

interface ProductRow {
  id: number;
  code: string;
  category_id: number;
  main_category_id: number;
  product_kind: string;
  product_type: string;
  active: boolean;
  visible: boolean;
  hide_price: boolean;
  best_seller: boolean;
  new_product: boolean;
  recommended: boolean;
  el_number: string | null;
  alternative_product_number: string | null;
  in_stock_quantity: number;
  brand_name: string;
  material_key: string;
  name: string;
  url: string;
  marketing_text: string;
  short_description: string;
  note: string | null;
  usp: string[];
  specifications: Array<{ name: string; value: string }>;
  coupon_code: string | null;
  discount_percentage: number | null;
  promotion_names: Record<string, string> | null;
  promotion_descriptions: Record<string, string> | null;
}

interface VariationRow {
  id: number;
  product_id: number;
  code: string;
  color_key: string;
  color_names: Record<string, string>;
  price_ex_vat_ore: number;
  price_inc_vat_ore: number;
  regular_price_ex_vat_ore: number;
  regular_price_inc_vat_ore: number;
  stock_quantity: number;
  stock_available_at_vendor: number;
  sales_start: Date | string | null;
  max_quantity: number;
  is_buyable: boolean;
  is_gift: boolean;
}

interface ImageRow {
  product_id: number;
  variation_id: number | null;
  src: string;
  width: number;
  height: number;
}

/** Everything loaded about some products, before it is shaped into cards or full products. */
export interface LoadedProduct {
  row: ProductRow;
  variations: Variation[];
  images: Image[];
  colors: Color[];
  categoryPath: string[];
  promotion: StoredPromotion | null;
  /** Whether the variations carry their prices and promotion amounts (false: built for an anonymous visitor). */
  prices: boolean;
}

// One formatter per language, made once: constructing an Intl.DateTimeFormat per variation was the largest
// single cost of the API process in a CPU profile of the category listing (about a tenth of its busy time).
const SALES_START_FORMAT: Record<Language, Intl.DateTimeFormat> = {
  no: new Intl.DateTimeFormat('nb-NO', { dateStyle: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
};

function formatDate(value: Date | string, language: Language): string {
  return SALES_START_FORMAT[language].format(new Date(value));
}

/** The card statement of each language, built once (`buildStatement`). */
const cardStatements = new Map<Language, BuiltStatement>();

/**
 * The card statement: the product rows with their variations and images aggregated as JSON arrays (ordered as
 * the card shows them). One statement: three parallel queries cost three round trips, three pool connections
 * and three executor start-ups per answer; here each product's variations and images are read through their
 * product indexes inside the one statement. The ids are one array parameter (a placeholder), not one
 * parameter per id, so the text is the same for any number of cards and is prepared once per connection.
 */
function cardStatement(language: Language): BuiltStatement {
  let built = cardStatements.get(language);
  if (!built) {
    built = buildStatement(
      sql`SELECT p.id, p.code, p.category_id, p.main_category_id, p.product_kind, p.product_type, p.active, p.visible,
             p.hide_price, p.best_seller, p.new_product, p.recommended, p.el_number, p.alternative_product_number,
             p.in_stock_quantity, b.name AS brand_name, p.material_key, t.name, t.url, t.marketing_text,
             t.short_description, t.note, t.usp, t.specifications, pr.coupon_code, pr.discount_percentage,
             pr.names AS promotion_names, pr.descriptions AS promotion_descriptions,
             (SELECT coalesce(json_agg(json_build_object('id', v.id, 'product_id', v.product_id, 'code', v.code,
                       'color_key', v.color_key, 'color_names', c.names, 'price_ex_vat_ore', v.price_ex_vat_ore,
                       'price_inc_vat_ore', v.price_inc_vat_ore, 'regular_price_ex_vat_ore', v.regular_price_ex_vat_ore,
                       'regular_price_inc_vat_ore', v.regular_price_inc_vat_ore, 'stock_quantity', v.stock_quantity,
                       'stock_available_at_vendor', v.stock_available_at_vendor, 'sales_start', v.sales_start,
                       'max_quantity', v.max_quantity, 'is_buyable', v.is_buyable, 'is_gift', v.is_gift)
                     ORDER BY v.position, v.id), '[]'::json)
              FROM variations v JOIN colors c ON c.key = v.color_key WHERE v.product_id = p.id) AS variations,
             (SELECT coalesce(json_agg(json_build_object('product_id', i.product_id, 'variation_id', i.variation_id,
                       'src', i.src, 'width', i.width, 'height', i.height) ORDER BY i.position, i.id), '[]'::json)
              FROM product_images i WHERE i.product_id = p.id) AS images
      FROM products p
      JOIN product_translations t ON t.product_id = p.id AND t.language = ${language}
      JOIN brands b ON b.id = p.brand_id
      LEFT JOIN promotions pr ON pr.id = p.promotion_id
      WHERE p.id = ANY(${sql.placeholder('ids')}::int[]) AND p.visible`,
    );
    cardStatements.set(language, built);
  }
  return built;
}

/**
 * Loads products with their variations, images and promotion in one query, keyed by id. Invisible
 * products are left out. With `prices` false (an anonymous visitor, spec §6) no price is formatted: every
 * variation's price and its promotion's amounts are null, exactly as `withoutPrices` would leave them.
 */
export async function loadProducts(
  db: Database,
  ids: readonly number[],
  language: Language,
  tree: CategoryTree,
  inclVat: boolean,
  prices = true,
): Promise<Map<number, LoadedProduct>> {
  const out = new Map<number, LoadedProduct>();
  if (ids.length === 0) return out;
  const products = await queryBuilt<ProductRow & { variations: VariationRow[]; images: ImageRow[] }>(
    db,
    cardStatement(language),
    { ids: [...ids] },
    'product_cards',
  );
  for (const { variations: variationRows, images: imageRows, ...row } of products) {
    const name = row.name;
    const image = (item: ImageRow, index: number): Image => ({
      src: item.src,
      alt: name,
      title: index === 0 ? name : `${name} (${index + 1})`,
      width: item.width,
      height: item.height,
    });
    const productImages = imageRows.map(image);
    const promotion: StoredPromotion | null =
      row.promotion_names && row.discount_percentage !== null
        ? {
            couponCode: row.coupon_code,
            discountPercentage: row.discount_percentage,
            name: row.promotion_names[language] ?? '',
            description: row.promotion_descriptions?.[language] ?? '',
          }
        : null;
    const variations = variationRows.map((variation): Variation => {
      const color = {
        key: variation.color_key,
        name: variation.color_names[language] ?? variation.color_key,
      };
      const images = imageRows
        .filter((item) => item.variation_id === variation.id)
        .map((item, index) => image(item, index));
      const stored: StoredPrices = {
        priceExVatOre: variation.price_ex_vat_ore,
        priceIncVatOre: variation.price_inc_vat_ore,
        regularPriceExVatOre: variation.regular_price_ex_vat_ore,
        regularPriceIncVatOre: variation.regular_price_inc_vat_ore,
      };
      const inStock = isInStock(variation.stock_quantity);
      return {
        code: variation.code,
        productCode: row.code,
        name: `${name}, ${color.name.toLowerCase()}`,
        color,
        images,
        thumbnail: {
          src: thumbnailSrc(row.product_kind, variation.color_key),
          alt: name,
          title: name,
          ...THUMBNAIL_SIZE,
        },
        price: prices ? toPrice(stored, promotion?.name ?? null) : null,
        stock: {
          inStock,
          stockQuantity: variation.stock_quantity,
          salesStartFormatted: variation.sales_start ? formatDate(variation.sales_start, language) : null,
          stockAvailableAtVendor: isAvailableAtVendor(variation.stock_available_at_vendor),
        },
        inStock,
        maxQuantity: variation.max_quantity,
        isBuyable: variation.is_buyable && row.active,
        isGift: variation.is_gift,
        promotion: !promotion
          ? null
          : prices
            ? toPromotion(promotion, stored, inclVat)
            : toPromotionWithoutAmounts(promotion),
      };
    });
    out.set(row.id, {
      row,
      variations,
      images: productImages,
      colors: variations.map((variation) => variation.color),
      categoryPath: tree
        .path(row.category_id)
        .map((node) => node.texts[language].name)
        .slice(0, 4),
      promotion,
      prices,
    });
  }
  return out;
}

/** Shapes a loaded product into a product card (spec §3). */
export function toProductCard(loaded: LoadedProduct): ProductCard {
  const { row, variations } = loaded;
  const first = variations[0];
  const image = first?.images[0] ?? loaded.images[0];
  if (!image) throw new Error(`Product ${row.code} has no image`);
  return {
    active: row.active,
    code: row.code,
    name: row.name,
    marketingText: row.marketing_text,
    elNumber: row.el_number,
    alternativeProductNumber: row.alternative_product_number,
    price: row.hide_price || !first ? null : first.price,
    image,
    promotion: first?.promotion ?? null,
    bestSeller: row.best_seller,
    newProduct: row.new_product,
    recommended: row.recommended,
    inStockQuantity: row.in_stock_quantity,
    hidePrice: row.hide_price,
    variations: !row.hide_price
      ? variations
      : loaded.prices
        ? variations.map(hideVariationPrice)
        : variations.map(withoutPromotion),
    numberOfVariants: variations.length,
    url: row.url,
    categoryPath: loaded.categoryPath,
  };
}

/**
 * Variations of hidePrice products keep their shape (the schema needs a price) but carry zero amounts,
 * so no price leaks to a client that ignores the flag.
 */
export function hideVariationPrice(variation: Variation): Variation {
  const zero = { amount: 0, formattedString: '' };
  return {
    ...variation,
    price: {
      regularPriceExVat: zero,
      regularPriceIncVat: zero,
      priceExVat: zero,
      priceIncVat: zero,
      discountExVat: zero,
      discountIncVat: zero,
      discountPercentage: 0,
      description: null,
    },
    promotion: null,
  };
}

/**
 * A hidePrice variation built without prices (price already null): as `withoutPrices(hideVariationPrice(v))`,
 * i.e. price and promotion null, in the same key order.
 */
function withoutPromotion(variation: Variation): Variation {
  return { ...variation, promotion: null };
}

/**
 * Loads cards for ids, keeping the order of ids and skipping ids that are not (visible) products. With `prices`
 * false the cards are built for an anonymous visitor (see `loadProducts`): no price, no promotion amount.
 */
export async function loadProductCards(
  db: Database,
  ids: readonly number[],
  language: Language,
  tree: CategoryTree,
  inclVat: boolean,
  prices = true,
): Promise<ProductCard[]> {
  const loaded = await loadProducts(db, ids, language, tree, inclVat, prices);
  return ids.flatMap((id) => {
    const product = loaded.get(id);
    return product ? [toProductCard(product)] : [];
  });
}
