/*
 * Addresses and sizes of the generated images. The server draws them on request (see src/images), so the seed
 * only stores addresses; sizes are fixed so the storefront can reserve space before an image loads.
 */

/** Size of product images (4:3). */
export const PRODUCT_IMAGE_SIZE = { width: 800, height: 600 } as const;
/** Size of product thumbnails. */
export const THUMBNAIL_SIZE = { width: 200, height: 150 } as const;
/** Size of category, navigation and hero images. */
export const BANNER_IMAGE_SIZE = { width: 1200, height: 600 } as const;

/** Views the product drawing can show. */
export const PRODUCT_VIEWS = ['front', 'angle', 'detail'] as const;
/** A view of a product drawing. */
export type ProductView = (typeof PRODUCT_VIEWS)[number];

/** Address of a product image of a kind in a colour. */
export function productImageSrc(kind: string, colorKey: string, view: ProductView): string {
  return `/api/images/products/${kind}/${colorKey}/${view}.svg`;
}

/** Address of a product thumbnail. */
export function thumbnailSrc(kind: string, colorKey: string): string {
  return `/api/images/products/${kind}/${colorKey}/thumb.svg`;
}

/** Address of a banner image (category, navigation, hero) showing a kind on a coloured background. */
export function bannerSrc(kind: string, colorKey: string): string {
  return `/api/images/banners/${kind}/${colorKey}.svg`;
}
