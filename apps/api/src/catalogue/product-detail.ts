import type { Language, Product } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';
import type { CategoryTree } from './category-tree';
import { hideVariationPrice, type LoadedProduct, loadProductCards, loadProducts } from './product-cards';

/** The full product of the product page (spec §3), with similar and related products as cards. */
export async function loadProductDetail(
  db: Database,
  productId: number,
  language: Language,
  tree: CategoryTree,
  inclVat: boolean,
): Promise<{ product: Product; loaded: LoadedProduct } | undefined> {
  const [loadedMap, relations] = await Promise.all([
    loadProducts(db, [productId], language, tree, inclVat),
    queryRows<{ related_product_id: number; kind: 'related' | 'similar' }>(
      db,
      sql`SELECT related_product_id, kind FROM product_relations WHERE product_id = ${productId}
          ORDER BY kind, position`,
    ),
  ]);
  const loaded = loadedMap.get(productId);
  if (!loaded) return undefined;
  const ids = (kind: 'related' | 'similar') =>
    relations.filter((relation) => relation.kind === kind).map((relation) => relation.related_product_id);
  const [similarProducts, relatedProducts] = await Promise.all([
    loadProductCards(db, ids('similar'), language, tree, inclVat),
    loadProductCards(db, ids('related'), language, tree, inclVat),
  ]);
  const { row } = loaded;
  const image = loaded.variations[0]?.images[0] ?? loaded.images[0];
  const thumbnail = loaded.variations[0]?.thumbnail;
  if (!image || !thumbnail) return undefined;
  const mainCategory = tree.byId.get(tree.path(row.category_id)[0]?.id ?? -1);
  return {
    loaded,
    product: {
      code: row.code,
      name: row.name,
      brand: row.brand_name,
      mainCategory: mainCategory?.texts[language].name ?? '',
      productType: row.product_type,
      url: row.url,
      note: row.note,
      visible: row.visible,
      active: row.active,
      hidePrice: row.hide_price,
      image,
      thumbnail,
      images: loaded.images,
      availableColors: loaded.colors,
      variations: row.hide_price ? loaded.variations.map(hideVariationPrice) : loaded.variations,
      similarProducts,
      relatedProducts,
      usp: row.usp,
      specifications: row.specifications,
      shortDescription: row.short_description,
      sliderImages: loaded.images,
      categoryPath: loaded.categoryPath,
      elNumber: row.el_number,
    },
  };
}
