import type { Product } from '@storefront/api-client';
import { DEFAULT_CURRENCY } from '@storefront/domain';

/**
 * The schema.org Product of a product page (JSON-LD): name, sku, brand, description, images and one offer
 * per variation with price (including VAT, as consumers see it) and availability. A hidePrice product
 * gets no offers, since its price is on request.
 */
export function productStructuredData(product: Product, origin = ''): Record<string, unknown> {
  const images = (product.images.length > 0 ? product.images : [product.image]).map(
    (image) => `${origin}${image.src}`,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
    description: product.shortDescription,
    image: images,
    url: `${origin}${product.url}`,
    ...(!product.hidePrice &&
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
