import { STOCK_FEW_LEFT_THRESHOLD, STOCK_PLENTY_THRESHOLD, VAT_RATE } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import {
  generateFixedCatalogue,
  generateProduct,
  indefiniteArticle,
  marketingCopy,
  nounNamesMaterial,
} from './generate-catalogue';

const fixed = generateFixedCatalogue();
const TOTAL = 2000;
const all = Array.from({ length: TOTAL }, (_, index) => generateProduct(index, TOTAL, fixed));

describe('generateFixedCatalogue', () => {
  it('builds a three-level tree with names and addresses in both languages', () => {
    const levels = new Set(fixed.rows.categories.map((category) => category.level));
    expect([...levels].sort()).toEqual([1, 2, 3]);
    expect(fixed.rows.categoryTranslations).toHaveLength(fixed.rows.categories.length * 2);
    const urls = fixed.rows.categoryTranslations.map((row) => row.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain('/en/assortment/furniture/arm-chairs/');
    expect(urls).toContain('/no/sortiment/mobler/lenestoler/');
  });
});

describe('generateProduct', () => {
  it('is deterministic: the same index gives the same rows', () => {
    expect(generateProduct(42, TOTAL, fixed)).toEqual(generateProduct(42, TOTAL, fixed));
    expect(generateProduct(42, TOTAL, fixed).product.code).not.toBe(
      generateProduct(43, TOTAL, fixed).product.code,
    );
  });

  it('spreads variation stock over every stock indicator threshold', () => {
    const stocks = all.flatMap((rows) => rows.variations.map((variation) => variation.stockQuantity ?? 0));
    expect(stocks.some((stock) => stock === 0)).toBe(true);
    expect(stocks.some((stock) => stock >= 1 && stock <= STOCK_FEW_LEFT_THRESHOLD)).toBe(true);
    expect(stocks.some((stock) => stock > STOCK_FEW_LEFT_THRESHOLD && stock <= STOCK_PLENTY_THRESHOLD)).toBe(
      true,
    );
    expect(stocks.some((stock) => stock > STOCK_PLENTY_THRESHOLD)).toBe(true);
  });

  it('includes inactive, hidePrice, discounted, tagged, el-numbered and alternative-numbered products', () => {
    const products = all.map((rows) => rows.product);
    expect(products.some((product) => product.active === false)).toBe(true);
    expect(products.some((product) => product.hidePrice)).toBe(true);
    expect(products.some((product) => product.promotionId !== null)).toBe(true);
    expect(products.some((product) => product.bestSeller)).toBe(true);
    expect(products.some((product) => product.newProduct)).toBe(true);
    expect(products.some((product) => product.recommended)).toBe(true);
    expect(products.some((product) => product.elNumber)).toBe(true);
    expect(products.some((product) => product.alternativeProductNumber)).toBe(true);
  });

  it('prices every variation in SEK with 25% VAT and a discount only below the regular price', () => {
    const problems = all.flatMap((rows) => {
      const out = rows.variations.flatMap((variation) => [
        ...(variation.priceIncVatOre === Math.round(variation.priceExVatOre * (1 + VAT_RATE))
          ? []
          : [`${variation.code} VAT`]),
        ...(variation.priceExVatOre <= variation.regularPriceExVatOre
          ? []
          : [`${variation.code} above regular`]),
      ]);
      const lowest = Math.min(...rows.variations.map((variation) => variation.priceExVatOre));
      return rows.product.priceExVatOre === lowest ? out : [...out, `${rows.product.code} listing price`];
    });
    expect(problems).toEqual([]);
  });

  it('writes Norwegian and English texts, specifications and unique addresses', () => {
    const urls = all.flatMap((rows) => rows.translations.map((translation) => translation.url));
    expect(new Set(urls).size).toBe(urls.length);
    const [no, en] = all[0]?.translations ?? [];
    expect(no?.language).toBe('no');
    expect(en?.language).toBe('en');
    expect(no?.specifications.map((spec) => spec.name)).toContain('Bredde');
    expect(en?.specifications.map((spec) => spec.name)).toContain('Width');
  });

  it('relates products only to existing other products, similar ones from the same category', () => {
    const problems = all.flatMap((rows) =>
      rows.relations.flatMap((relation) => {
        const other = all[relation.relatedProductId - 1];
        if (!other || relation.relatedProductId === rows.product.id)
          return [`${rows.product.code}: bad relation`];
        if (relation.kind === 'similar' && other.product.categoryId !== rows.product.categoryId) {
          return [`${rows.product.code}: similar product from another category`];
        }
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe('catalogue copy', () => {
  it('chooses the English article by sound', () => {
    expect(indefiniteArticle('elegant')).toBe('an');
    expect(indefiniteArticle('oak')).toBe('an');
    expect(indefiniteArticle('hour')).toBe('an');
    expect(indefiniteArticle('Scandinavian')).toBe('a');
    expect(indefiniteArticle('timeless')).toBe('a');
    expect(indefiniteArticle('unique')).toBe('a');
    expect(indefiniteArticle('one-seat')).toBe('a');
  });

  it('writes "An elegant sofa bed", never "A elegant sofa bed"', () => {
    expect(marketingCopy('en', 'elegant', 'sofa bed', 'Velvet', 'the living room')).toBe(
      'An elegant sofa bed in velvet, made for the living room.',
    );
    expect(marketingCopy('en', 'modern', 'sofa bed', 'Linen', 'the bedroom')).toBe(
      'A modern sofa bed in linen, made for the bedroom.',
    );
    const texts = all.flatMap((rows) => rows.translations.map((row) => row.marketingText));
    expect(texts.filter((text) => /^A [aeiou]/i.test(text))).toEqual([]);
    expect(texts.some((text) => text.startsWith('An elegant '))).toBe(true);
  });

  it('does not repeat a material the noun already names ("wool rug in wool")', () => {
    expect(nounNamesMaterial('wool rug', 'Wool')).toBe(true);
    expect(nounNamesMaterial('ullteppe', 'Ull')).toBe(true);
    expect(nounNamesMaterial('flatweave rug', 'Wool')).toBe(false);
    expect(marketingCopy('en', 'cosy', 'wool rug', 'Wool', 'the living room')).toBe(
      'A cosy wool rug, made for the living room.',
    );
    expect(marketingCopy('no', 'lun', 'ullteppe', 'Ull', 'stuen')).toBe('Lun ullteppe, laget for stuen.');
    const repeated = all.flatMap((rows) =>
      rows.translations
        .flatMap((row) => [row.marketingText, row.description])
        .filter((text) =>
          /\bwool rug in wool\b|\bwool rug is made of wool\b|ullteppe i ull\b|ullpledd i ull\b/i.test(text),
        ),
    );
    expect(repeated).toEqual([]);
    // The wool rugs are there, so the check above looked at them.
    expect(all.some((rows) => rows.translations.some((row) => row.marketingText.includes('wool rug')))).toBe(
      true,
    );
  });
});
