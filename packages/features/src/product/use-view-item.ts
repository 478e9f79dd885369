import type { Product, Variation } from '@storefront/api-client';
import { pickPrice, viewItemEvent } from '@storefront/domain';
import { useEffect } from 'react';
import { pushToDataLayer } from '../analytics';
import { selectIsSignedIn } from '../customer-session';
import { useAppSelector } from '../store/hooks';

/**
 * Reports `view_item` (spec §4 Analytics) when a product page shows a product: product code, name,
 * category levels, the chosen colour as variant and the shown price. An anonymous visitor sees no price
 * (spec §6), so their event has neither price nor value.
 */
export function useViewItem(product: Product, variation: Variation | undefined, inclVat: boolean): void {
  const signedIn = useAppSelector(selectIsSignedIn);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one report per product, not per colour change
  useEffect(() => {
    const event = viewItemEvent({
      code: product.code,
      name: product.name,
      categoryPath: product.categoryPath,
      variant: variation?.color.name ?? null,
      price:
        !signedIn || product.hidePrice || !variation?.price
          ? null
          : pickPrice(variation.price, inclVat).amount,
    });
    pushToDataLayer({ ...event });
  }, [product.code]);
}
