/** Texts of {@link ProductCard}, for translation. */
export interface ProductCardLabels {
  addToCart: string;
  added: string;
  contactForPrice: string;
  addFavourite: string;
  removeFavourite: string;
  bestSeller: string;
  newProduct: string;
  recommended: string;
  code: string;
  elNumber: string;
  alternativeProductNumber: string;
  quantity: string;
  imageUnavailable: string;
  newTab: string;
}

/** The English texts a card shows when the caller gives none. */
export const DEFAULT_PRODUCT_CARD_LABELS: ProductCardLabels = {
  addToCart: 'Add to cart',
  added: 'Added',
  contactForPrice: 'Contact for price',
  addFavourite: 'Add to favourites',
  removeFavourite: 'Remove from favourites',
  bestSeller: 'Best seller',
  newProduct: 'New',
  recommended: 'Recommended',
  code: 'Article no.',
  elNumber: 'EL no.',
  alternativeProductNumber: 'Alt. article no.',
  quantity: 'Quantity',
  imageUnavailable: 'Image not available',
  newTab: 'opens in a new tab',
};
