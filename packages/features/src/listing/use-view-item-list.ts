import type { ProductCardSummary } from '@storefront/api-client';
import { type AnalyticsProduct, pickPrice, viewItemListEvent } from '@storefront/domain';
import { useEffect, useRef } from 'react';
import { pushToDataLayer } from '../analytics';
import { selectIsSignedIn } from '../customer-session';
import { useAppSelector } from '../store/hooks';

/**
 * The analytics item of a product card: code, name, category levels, first variant, and the price shown,
 * which only a signed-in customer sees (spec §6): without `showPrice` there is none.
 */
export function productCardAnalytics(
  product: ProductCardSummary,
  inclVat: boolean,
  showPrice = true,
): AnalyticsProduct {
  return {
    code: product.code,
    name: product.name,
    categoryPath: product.categoryPath,
    variant: product.variations[0]?.color.name ?? null,
    price: showPrice && product.price ? pickPrice(product.price, inclVat).amount : null,
  };
}

/**
 * Reports `view_item_list` (spec §4 Analytics) for the products of a listing: once for the first batch
 * and once for each appended batch, with only the new products. A new list (filters changed) reports again.
 * Items carry prices for signed-in customers only.
 */
export function useViewItemList(listName: string, products: ProductCardSummary[], inclVat: boolean): void {
  const signedIn = useAppSelector(selectIsSignedIn);
  const reported = useRef<{ list: string; first: string | undefined; count: number }>({
    list: '',
    first: undefined,
    count: 0,
  });
  useEffect(() => {
    const first = products[0]?.code;
    const seen = reported.current;
    const sameList = seen.list === listName && seen.first === first && products.length >= seen.count;
    const fresh = sameList ? products.slice(seen.count) : products;
    if (fresh.length === 0) return;
    reported.current = { list: listName, first, count: products.length };
    const event = viewItemListEvent(
      listName,
      fresh.map((product) => productCardAnalytics(product, inclVat, signedIn)),
    );
    pushToDataLayer({ ...event });
  }, [listName, products, inclVat, signedIn]);
}
