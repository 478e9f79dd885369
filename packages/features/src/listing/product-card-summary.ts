import type { ProductCard, ProductCardSummary, ProductCardVariation } from '@storefront/api-client';

/**
 * The card as a list keeps it (and the server serialises it into the list page for hydration): each variation
 * without its images, name, promotion and the rest of its stock, the promotion by its name only. The grid shows
 * the card's one image; a variation's images were two thirds of a category page's serialised state (issue 24).
 * Copied field by field, so nothing else the API answers slips into the state; a field added to the API's card
 * must be added here (the compiler asks for it).
 */
export function summariseProductCard(card: ProductCard): ProductCardSummary {
  return {
    active: card.active,
    code: card.code,
    name: card.name,
    marketingText: card.marketingText,
    elNumber: card.elNumber,
    alternativeProductNumber: card.alternativeProductNumber,
    price: card.price,
    image: card.image,
    promotion: card.promotion ? { promotionName: card.promotion.promotionName } : null,
    bestSeller: card.bestSeller,
    newProduct: card.newProduct,
    recommended: card.recommended,
    inStockQuantity: card.inStockQuantity,
    hidePrice: card.hidePrice,
    variations: card.variations.map(summariseVariation),
    numberOfVariants: card.numberOfVariants,
    url: card.url,
    categoryPath: card.categoryPath,
  };
}

function summariseVariation(variation: ProductCard['variations'][number]): ProductCardVariation {
  const { thumbnail } = variation;
  return {
    code: variation.code,
    color: { key: variation.color.key, name: variation.color.name },
    thumbnail: { src: thumbnail.src, width: thumbnail.width, height: thumbnail.height },
    price: variation.price,
    stock: { stockQuantity: variation.stock.stockQuantity },
    isBuyable: variation.isBuyable,
    maxQuantity: variation.maxQuantity,
  };
}
