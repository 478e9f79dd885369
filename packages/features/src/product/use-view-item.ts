import type { Product, Variation } from '@storefront/api-client';
import { pickPrice, viewItemEvent } from '@storefront/domain';
import { useEffect } from 'react';
import { pushToDataLayer } from '../analytics/data-layer';

/**
 * Reports `view_item` (spec §4 Analytics) when a product page shows a product: product code, name,
 * category levels, the chosen colour as variant and the shown price.
 */
export function useViewItem(product: Product, variation: Variation | undefined, inclVat: boolean): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one report per product, not per colour change
  useEffect(() => {
    const event = viewItemEvent({
      code: product.code,
      name: product.name,
      categoryPath: product.categoryPath,
      variant: variation?.color.name ?? null,
      price: product.hidePrice || !variation ? null : pickPrice(variation.price, inclVat).amount,
    });
    pushToDataLayer({ ...event });
  }, [product.code]);
}
