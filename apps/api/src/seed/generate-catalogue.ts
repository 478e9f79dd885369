import { VAT_RATE } from '@storefront/domain';
import type { InferInsertModel } from 'drizzle-orm';
import type {
  brands,
  categories,
  categoryTranslations,
  colors,
  materials,
  productImages,
  productRelations,
  products,
  productTranslations,
  promotions,
  variations,
} from '../db/schema';
import { bannerSrc, PRODUCT_IMAGE_SIZE, productImageSrc } from './image-urls';
import { createRandom } from './prng';
import { slugify } from './slugify';
import {
  ADJECTIVES,
  ASSORTMENT_SLUG,
  type Bilingual,
  BRANDS,
  CATEGORY_TREE,
  COLORS,
  EDITIONS,
  type LeafCategory,
  MATERIALS,
  PROMOTIONS,
  ROOMS,
  SERIES,
  USPS,
} from './taxonomy';

/** The fixed seed of the whole catalogue; change it and every generated row changes. */
export const CATALOGUE_SEED = 20261121;
const LANGUAGES = ['no', 'en'] as const;
type Lang = (typeof LANGUAGES)[number];

/** Rows of the small, fixed tables (categories, brands, colours, materials, promotions). */
export interface FixedCatalogueRows {
  categories: InferInsertModel<typeof categories>[];
  categoryTranslations: InferInsertModel<typeof categoryTranslations>[];
  brands: InferInsertModel<typeof brands>[];
  colors: InferInsertModel<typeof colors>[];
  materials: InferInsertModel<typeof materials>[];
  promotions: InferInsertModel<typeof promotions>[];
}

/** A leaf category with its resolved ids and address segments, as products need it. */
export interface PlacedLeaf {
  leaf: LeafCategory;
  id: number;
  topId: number;
  /** Names from the top, per language. */
  path: Record<Lang, string[]>;
  /** Address prefix of products: '/en/assortment/furniture/arm-chairs/'. */
  productPrefix: Record<Lang, string>;
}

/** The fixed rows plus the leaves products are placed in. */
export interface FixedCatalogue {
  rows: FixedCatalogueRows;
  leaves: PlacedLeaf[];
}

function categoryUrl(lang: Lang, slugs: string[]): string {
  return `/${lang}/${ASSORTMENT_SLUG[lang]}/${slugs.join('/')}/`;
}

function introText(lang: Lang, name: string, parent: string | null): string {
  return lang === 'no'
    ? `Utforsk vårt utvalg av ${name.toLowerCase()}${parent ? ` innen ${parent.toLowerCase()}` : ''}: skandinavisk design, gode materialer og rask levering.`
    : `Explore our range of ${name.toLowerCase()}${parent ? ` in ${parent.toLowerCase()}` : ''}: Scandinavian design, honest materials and quick delivery.`;
}

/** Builds the category tree, brands, colours, materials and promotions with fixed ids. */
export function generateFixedCatalogue(): FixedCatalogue {
  const rows: FixedCatalogueRows = {
    categories: [],
    categoryTranslations: [],
    brands: BRANDS.map((brand, index) => ({ id: index + 1, key: brand.key, name: brand.name })),
    colors: COLORS.map((color) => ({ key: color.key, hex: color.hex, names: { ...color.names } })),
    materials: MATERIALS.map((material) => ({ key: material.key, names: { ...material.names } })),
    promotions: PROMOTIONS.map((promotion, index) => ({
      id: index + 1,
      couponCode: promotion.couponCode,
      discountPercentage: promotion.discountPercentage,
      discountAmountOre: 0,
      names: { ...promotion.names },
      descriptions: { ...promotion.descriptions },
    })),
  };
  const leaves: PlacedLeaf[] = [];
  let nextId = 1;
  const addTranslations = (
    id: number,
    name: Bilingual,
    slugs: Record<Lang, string[]>,
    parent: Bilingual | null,
  ) => {
    for (const lang of LANGUAGES) {
      rows.categoryTranslations.push({
        categoryId: id,
        language: lang,
        name: name[lang],
        slug: slugs[lang][slugs[lang].length - 1] as string,
        url: categoryUrl(lang, slugs[lang]),
        pageHeading: name[lang],
        pageIntroText: introText(lang, name[lang], parent ? parent[lang] : null),
        metaDescription: introText(lang, name[lang], parent ? parent[lang] : null),
      });
    }
  };
  CATEGORY_TREE.forEach((top, topIndex) => {
    const topId = nextId++;
    rows.categories.push({
      id: topId,
      parentId: null,
      level: 1,
      position: topIndex,
      code: top.key,
      iconName: top.iconName,
      imageSrc: bannerSrc(
        top.children[0]?.children[0]?.kind ?? 'sofa',
        COLORS[topIndex % COLORS.length]?.key ?? 'grey',
      ),
      productKind: null,
      itemsPerLoad: 24,
    });
    addTranslations(topId, top.name, { no: [top.slug.no], en: [top.slug.en] }, null);
    top.children.forEach((mid, midIndex) => {
      const midId = nextId++;
      rows.categories.push({
        id: midId,
        parentId: topId,
        level: 2,
        position: midIndex,
        code: `${top.key}.${mid.key}`,
        iconName: mid.iconName,
        imageSrc: bannerSrc(
          mid.children[0]?.kind ?? 'sofa',
          COLORS[(topIndex + midIndex) % COLORS.length]?.key ?? 'grey',
        ),
        productKind: null,
        itemsPerLoad: 24,
      });
      const midSlugs = { no: [top.slug.no, mid.slug.no], en: [top.slug.en, mid.slug.en] };
      addTranslations(midId, mid.name, midSlugs, top.name);
      mid.children.forEach((leaf, leafIndex) => {
        const leafId = nextId++;
        rows.categories.push({
          id: leafId,
          parentId: midId,
          level: 3,
          position: leafIndex,
          code: `${top.key}.${mid.key}.${leaf.key}`,
          iconName: mid.iconName,
          imageSrc: bannerSrc(leaf.kind, COLORS[(leafIndex + midIndex) % COLORS.length]?.key ?? 'grey'),
          productKind: leaf.kind,
          itemsPerLoad: 24,
        });
        addTranslations(
          leafId,
          leaf.name,
          { no: [...midSlugs.no, leaf.slug.no], en: [...midSlugs.en, leaf.slug.en] },
          mid.name,
        );
        leaves.push({
          leaf,
          id: leafId,
          topId,
          path: {
            no: [top.name.no, mid.name.no, leaf.name.no],
            en: [top.name.en, mid.name.en, leaf.name.en],
          },
          // Product addresses sit under the level 2 category, as in the spec's sample address.
          productPrefix: { no: categoryUrl('no', midSlugs.no), en: categoryUrl('en', midSlugs.en) },
        });
      });
    });
  });
  return { rows, leaves };
}

/** All rows generated for one product. */
export interface ProductRows {
  product: InferInsertModel<typeof products>;
  translations: InferInsertModel<typeof productTranslations>[];
  variations: InferInsertModel<typeof variations>[];
  images: InferInsertModel<typeof productImages>[];
  relations: InferInsertModel<typeof productRelations>[];
}

const DAY_MS = 86_400_000;
const NEWEST = Date.UTC(2026, 10, 1);

/** Product code of the product at `index` (0-based). */
export function productCode(index: number): string {
  return String(100000 + index);
}

/** Rounds a SEK price to the shop's usual endings (…90 for bigger prices, …9 for small). */
function shopPrice(sek: number): number {
  if (sek >= 1000) return Math.round(sek / 100) * 100 - 10;
  return Math.round(sek / 10) * 10 - 1;
}

function stockQuantity(random: ReturnType<typeof createRandom>): number {
  // Spread over every stock indicator level: 0, 1-10 (few left), 11-50, above 50.
  const r = random.next();
  if (r < 0.18) return 0;
  if (r < 0.42) return random.int(1, 10);
  if (r < 0.68) return random.int(11, 50);
  return random.int(51, 400);
}

/**
 * Generates one product (index 0 … total-1) with its translations, variations, images and relations.
 * Each product has its own generator seeded from its index, so any product can be made without the others
 * and batches can be generated in any order.
 */
export function generateProduct(index: number, total: number, fixed: FixedCatalogue): ProductRows {
  const random = createRandom((CATALOGUE_SEED ^ Math.imul(index + 1, 2654435761)) >>> 0);
  const leafCount = fixed.leaves.length;
  // Round robin over leaves keeps every category populated at any size; siblings are index ± k·leafCount.
  const placed = fixed.leaves[index % leafCount] as PlacedLeaf;
  const { leaf } = placed;
  const id = index + 1;
  const code = productCode(index);
  const series = random.pick(SERIES);
  const edition = random.pick(EDITIONS);
  const brandIndex = random.int(0, BRANDS.length - 1);
  const brand = BRANDS[brandIndex] as (typeof BRANDS)[number];
  const materialKey = random.pick(leaf.materials);
  const material = MATERIALS.find((m) => m.key === materialKey) as (typeof MATERIALS)[number];
  const colorCount = random.pick([1, 1, 2, 2, 3, 3, 4]);
  const colorList = random.sample(COLORS, colorCount);
  const basePrice = shopPrice(random.int(leaf.price[0], leaf.price[1]));
  const promotionIndex = random.chance(0.18) ? random.int(0, PROMOTIONS.length - 1) : null;
  const promotion =
    promotionIndex === null ? null : (PROMOTIONS[promotionIndex] as (typeof PROMOTIONS)[number]);
  const active = !random.chance(0.04);
  const hidePrice = random.chance(0.03);
  const isLighting = placed.topId === fixed.rows.categories.find((c) => c.code === 'lighting')?.id;
  const elNumber = isLighting || random.chance(0.05) ? String(1000000 + ((index * 7919) % 8999999)) : null;
  const alternativeProductNumber = random.chance(0.3)
    ? `ALT-${brand.key.toUpperCase().slice(0, 3)}-${50000 + index}`
    : null;
  const publishedAt = new Date(NEWEST - random.int(0, 900) * DAY_MS - random.int(0, 1439) * 60_000);

  const variationRows: InferInsertModel<typeof variations>[] = [];
  const images: InferInsertModel<typeof productImages>[] = [];
  let minPrice = Number.POSITIVE_INFINITY;
  let minRegular = Number.POSITIVE_INFINITY;
  let totalStock = 0;
  colorList.forEach((color, position) => {
    // Some colours cost a little more (premium upholstery or stain).
    const regularSek = position > 0 && random.chance(0.3) ? shopPrice(basePrice * 1.1) : basePrice;
    const regularOre = regularSek * 100;
    const priceOre = promotion
      ? Math.round(regularOre * (1 - promotion.discountPercentage / 100))
      : regularOre;
    const stock = stockQuantity(random);
    totalStock += stock;
    minPrice = Math.min(minPrice, priceOre);
    minRegular = Math.min(minRegular, regularOre);
    const variationId = id * 10 + position;
    variationRows.push({
      id: variationId,
      code: `${code}-${String(position + 1).padStart(2, '0')}`,
      productId: id,
      position,
      colorKey: color.key,
      priceExVatOre: priceOre,
      priceIncVatOre: withVat(priceOre),
      regularPriceExVatOre: regularOre,
      regularPriceIncVatOre: withVat(regularOre),
      stockQuantity: stock,
      stockAvailableAtVendor: random.chance(0.5) ? random.int(5, 500) : 0,
      salesStart: stock === 0 && random.chance(0.2) ? new Date(Date.UTC(2026, 11, random.int(1, 28))) : null,
      maxQuantity: leaf.kind === 'cushion' || leaf.kind === 'throw' ? 999 : random.pick([10, 20, 50, 999]),
      isBuyable: active,
      isGift: false,
    });
    images.push(
      {
        productId: id,
        variationId,
        position: position * 2,
        src: productImageSrc(leaf.kind, color.key, 'front'),
        ...PRODUCT_IMAGE_SIZE,
      },
      {
        productId: id,
        variationId,
        position: position * 2 + 1,
        src: productImageSrc(leaf.kind, color.key, 'angle'),
        ...PRODUCT_IMAGE_SIZE,
      },
    );
  });

  const [width, depth, height] = leaf.size.map((size) =>
    Math.max(1, Math.round(size * (0.85 + random.next() * 0.3))),
  ) as [number, number, number];
  const weight = Math.max(1, Math.round((width * depth * height) / 40000));
  const adjective = random.pick(ADJECTIVES);
  const room = random.pick(ROOMS);
  const usp = random.sample(USPS, 3);
  const hasNote = random.chance(0.06);
  const translations = LANGUAGES.map((lang) => {
    const name = `${series}${edition ? ` ${edition[lang]}` : ''} ${leaf.noun[lang]}`;
    const slug = `${slugify(name)}-${code}`;
    const colorNames = colorList.map((color) => color.names[lang]);
    const materialName = material.names[lang];
    const marketingText = marketingCopy(lang, adjective[lang], leaf.noun[lang], materialName, room[lang]);
    const shortDescription =
      lang === 'no'
        ? `${name} fra ${brand.name}. Finnes i ${colorNames.length} ${colorNames.length === 1 ? 'farge' : 'farger'}.`
        : `${name} by ${brand.name}. Available in ${colorNames.length} ${colorNames.length === 1 ? 'colour' : 'colours'}.`;
    // "The wool rug is made of wool" says nothing: the material is named only when the noun does not.
    const madeOf = nounNamesMaterial(leaf.noun[lang], materialName)
      ? ''
      : lang === 'no'
        ? ` er laget i ${materialName.toLowerCase()} og`
        : ` is made of ${materialName.toLowerCase()} and`;
    const description =
      lang === 'no'
        ? `${name} er en del av ${series}-serien fra ${brand.name}. ${capitalise(leaf.noun.no)}en${madeOf} passer like godt i ${room.no} som i resten av hjemmet. Velg mellom ${colorNames.join(', ').toLowerCase()}.`
        : `${name} is part of the ${series} series by ${brand.name}. The ${leaf.noun.en}${madeOf} fits ${room.en} as well as the rest of the home. Choose ${colorNames.join(', ').toLowerCase()}.`;
    const specifications =
      lang === 'no'
        ? [
            { name: 'Bredde', value: `${width} cm` },
            { name: 'Dybde', value: `${depth} cm` },
            { name: 'Høyde', value: `${height} cm` },
            { name: 'Materiale', value: materialName },
            { name: 'Farger', value: colorNames.join(', ') },
            { name: 'Vekt', value: `${weight} kg` },
            { name: 'Merke', value: brand.name },
            { name: 'Garanti', value: `${random.pick([2, 5, 10])} år` },
          ]
        : [
            { name: 'Width', value: `${width} cm` },
            { name: 'Depth', value: `${depth} cm` },
            { name: 'Height', value: `${height} cm` },
            { name: 'Material', value: materialName },
            { name: 'Colours', value: colorNames.join(', ') },
            { name: 'Weight', value: `${weight} kg` },
            { name: 'Brand', value: brand.name },
            { name: 'Warranty', value: `${random.pick([2, 5, 10])} years` },
          ];
    return {
      productId: id,
      language: lang,
      name,
      slug,
      url: `${placed.productPrefix[lang]}${slug}/`,
      marketingText,
      shortDescription,
      description,
      note: hasNote ? (lang === 'no' ? 'Leveringstid 6–8 uker.' : 'Delivery time 6–8 weeks.') : null,
      usp: usp.map((item) => item[lang]),
      specifications,
      keywords: [brand.name, series, ...placed.path[lang], ...colorNames, materialName, code].join(' '),
    };
  });

  const relations: InferInsertModel<typeof productRelations>[] = [];
  const siblings: number[] = [];
  for (let k = -3; k <= 3; k += 1) {
    const sibling = index + k * leafCount;
    if (k !== 0 && sibling >= 0 && sibling < total) siblings.push(sibling);
  }
  random.sample(siblings, 3).forEach((sibling, position) => {
    relations.push({ productId: id, relatedProductId: sibling + 1, kind: 'similar', position });
  });
  if (total > 1) {
    const related = new Set<number>();
    for (let attempt = 0; attempt < 4 && related.size < 2; attempt += 1) {
      const other = random.int(0, total - 1);
      if (other !== index) related.add(other);
    }
    [...related].forEach((other, position) => {
      relations.push({ productId: id, relatedProductId: other + 1, kind: 'related', position });
    });
  }

  return {
    product: {
      id,
      code,
      categoryId: placed.id,
      mainCategoryId: placed.topId,
      brandId: brandIndex + 1,
      materialKey,
      promotionId: promotionIndex === null ? null : promotionIndex + 1,
      model: slugify(series),
      productType: 'ProductBase',
      productKind: leaf.kind,
      active,
      visible: true,
      hidePrice,
      bestSeller: random.chance(0.1),
      newProduct: publishedAt.getTime() > NEWEST - 60 * DAY_MS || random.chance(0.05),
      recommended: random.chance(0.1),
      elNumber,
      alternativeProductNumber,
      priceExVatOre: minPrice,
      priceIncVatOre: withVat(minPrice),
      regularPriceExVatOre: minRegular,
      regularPriceIncVatOre: withVat(minRegular),
      inStockQuantity: totalStock,
      colorKeys: colorList.map((color) => color.key),
      publishedAt,
    },
    translations,
    variations: variationRows,
    images,
    relations,
  };
}

/** Price including VAT in öre, rounded to whole öre. */
function withVat(ore: number): number {
  return Math.round(ore * (1 + VAT_RATE));
}

/**
 * The English indefinite article for a word, by its sound: "an elegant", "an hour", but "a Scandinavian",
 * "a unique", "a one-seat".
 */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const lower = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(lower)) return 'an';
  if (/^(uni|use|usu|uti|ure|eu|ewe|one|once)/.test(lower)) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/**
 * Whether a product noun already names the material ("wool rug" and wool, "ullteppe" and ull), so the copy
 * does not repeat it ("a wool rug in wool").
 */
export function nounNamesMaterial(noun: string, material: string): boolean {
  const name = material.toLowerCase();
  return noun
    .toLowerCase()
    .split(/[\s-]+/)
    .some((word) => word.startsWith(name));
}

/**
 * A product's marketing text: "An elegant sofa bed in velvet, made for the living room." The article
 * follows the adjective's sound, and the material is left out when the noun already names it.
 */
export function marketingCopy(
  lang: Lang,
  adjective: string,
  noun: string,
  material: string,
  room: string,
): string {
  const inMaterial = nounNamesMaterial(noun, material)
    ? ''
    : ` ${lang === 'no' ? 'i' : 'in'} ${material.toLowerCase()}`;
  return lang === 'no'
    ? `${capitalise(adjective)} ${noun}${inMaterial}, laget for ${room}.`
    : `${capitalise(indefiniteArticle(adjective))} ${adjective} ${noun}${inMaterial}, made for ${room}.`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
