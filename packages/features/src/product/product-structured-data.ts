import type { Product } from '@storefront/api-client';
import { DEFAULT_CURRENCY } from '@storefront/domain';
import { rasterImage } from './raster-image';

/** What the structured data depends on besides the product. */
export interface StructuredDataOptions {
  /** The shop's origin (e.g. `https://shop.example`): schema.org wants absolute `url` and `image`. */
  origin: string;
  /**
   * Whether the visitor is shown prices (signed-in customers, spec §3): structured data never carries a price
   * the page does not show.
   */
  pricesVisible: boolean;
}

/**
 * The schema.org Product of a product page (JSON-LD): name, sku, brand, description, absolute raster images
 * and address, and, only for visitors who see prices, one offer per variation with price (including VAT, as
 * consumers see it) and availability. A hidePrice product gets no offers, since its price is on request.
 */
export function productStructuredData(
  product: Product,
  { origin, pricesVisible }: StructuredDataOptions,
): Record<string, unknown> {
  // Without a known origin (no canonical address) the paths stay as they are rather than guessed.
  const absolute = (path: string) => (origin ? new URL(path, origin).toString() : path);
  const images = (product.images.length > 0 ? product.images : [product.image]).map((image) =>
    absolute(rasterImage(image.src)?.src ?? image.src),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
    description: product.shortDescription,
    image: images,
    url: absolute(product.url),
    ...(pricesVisible &&
      !product.hidePrice &&
      product.variations.length > 0 && {
        offers: product.variations.map((variation) => ({
          '@type': 'Offer',
          sku: variation.code,
          name: `${product.name} ${variation.color.name}`,
          price: variation.price?.priceIncVat.amount.toFixed(2),
          priceCurrency: DEFAULT_CURRENCY,
          availability: !product.active
            ? 'https://schema.org/Discontinued'
            : variation.stock.stockQuantity > 0
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
        })),
      }),
  };
}

/**
 * The JSON text for a `<script type="application/ld+json">`: `<` is escaped so no product text can close
 * the script element early.
 */
export function structuredDataJson(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
