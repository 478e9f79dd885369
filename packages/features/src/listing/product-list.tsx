import type { ProductCardSummary } from '@storefront/api-client';
import { offscreenContent, ProductCardSkeleton } from '@storefront/ui';
import { memo } from 'react';
import { HydrateWhenVisible } from '../shell';
import { useText } from '../translations';
import { ListingProductCard } from './listing-product-card';
import { useInfiniteScroll } from './use-infinite-scroll';
import { useListingCardState } from './use-listing-card-state';
import type { ListingView } from './use-listing-view';

/** Props of {@link ProductList}. */
export interface ProductListProps {
  /** Products loaded so far. */
  products: ProductCardSummary[];
  /** Grid or list layout. */
  view: ListingView;
  /** A batch is loading: placeholders as many as the page size follow the products. */
  loading: boolean;
  /**
   * The list is about to change although its batch has not started loading yet (a filter change waiting for
   * its paint): announced as busy, without placeholders. @default false
   */
  changing?: boolean;
  /** Products per batch. */
  pageSize: number;
  /** More products exist than are loaded. */
  hasMore: boolean;
  /** Load the next batch (called when the sentinel comes within 100px of view). */
  onLoadMore: () => void;
}

/**
 * Cards hydrated with the page: the first screen of a phone (two rows of the grid) and the images loaded
 * eagerly. The others hydrate when they come near the viewport or are used (issue 24): on a phone a page's
 * hydration otherwise spends most of its time on cards nobody has seen yet.
 */
const HYDRATED_WITH_PAGE = 4;

/**
 * Cards from the fifth on lie below the first screen of a phone (two rows of two) and of a desktop (one row of
 * three or four): the browser skips their style, layout and paint until they come near the viewport, so the first
 * frame and each relayout when a web font arrives cost the first screen only (issue 24). Their usual heights, so
 * the page keeps its length: a grid card is 320-380 px tall on a phone and 380-430 px from tablet width on; a
 * list row about 180 px (measured on the built shop, 412 and 1280 px wide).
 */
const offscreenCards = (view: ListingView) => offscreenContent(view === 'list' ? 180 : 360);
const offscreenCardsFromTablet = (view: ListingView) => offscreenContent(view === 'list' ? 180 : 420);

/**
 * One card of the list. Memoised: a render of the list that keeps this product and view (the next batch,
 * a loading flag) does not reach the card, so a card still waiting to hydrate keeps waiting.
 */
const ProductListItem = memo(function ProductListItem({
  product,
  view,
  index,
  cardState,
}: {
  product: ProductCardSummary;
  view: ListingView;
  index: number;
  cardState: readonly unknown[];
}) {
  return (
    <HydrateWhenVisible as="li" eager={index < HYDRATED_WITH_PAGE} watch={cardState}>
      <ListingProductCard product={product} view={view} priority={index < 4} />
    </HydrateWhenVisible>
  );
});

/**
 * The grid or list of product cards with infinite scroll and loading placeholders (spec §2). Memoised, and
 * its cards are: a facet tick (before its reload) renders the list only to mark it busy, not its cards.
 */
export const ProductList = memo(function ProductList({
  products,
  view,
  loading,
  changing = false,
  pageSize,
  hasMore,
  onLoadMore,
}: ProductListProps) {
  const t = useText();
  const sentinelRef = useInfiniteScroll({ hasMore, loading, onLoadMore });
  const cardState = useListingCardState();
  return (
    <div>
      <ul
        aria-label={t('listing.products', 'Products')}
        // Busy from the filter change on, not only from its reload: what it shows until then is about to go.
        aria-busy={loading || changing}
        css={(th) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: th.space[4],
          gridTemplateColumns: view === 'list' ? '1fr' : 'repeat(2, minmax(0, 1fr))',
          [th.mq.from('tablet')]: {
            gridTemplateColumns: view === 'list' ? '1fr' : 'repeat(3, minmax(0, 1fr))',
          },
          [th.mq.from('desktop')]: {
            gridTemplateColumns: view === 'list' ? '1fr' : 'repeat(3, minmax(0, 1fr))',
          },
          [th.mq.from('widescreen')]: {
            gridTemplateColumns: view === 'list' ? '1fr' : 'repeat(4, minmax(0, 1fr))',
          },
          // The cards hydrated with the page are the first screen's; the rest is skipped until near.
          [`& > li:nth-of-type(n+${HYDRATED_WITH_PAGE + 1})`]: {
            ...offscreenCards(view),
            [th.mq.from('tablet')]: offscreenCardsFromTablet(view),
          },
        })}
      >
        {products.map((product, index) => (
          <ProductListItem
            key={product.code}
            product={product}
            view={view}
            index={index}
            cardState={cardState}
          />
        ))}
        {loading &&
          Array.from({ length: pageSize }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity, only a position
            <li key={`placeholder-${index}`} data-testid="product-placeholder">
              <ProductCardSkeleton variant={view} label={t('listing.loadingProduct', 'Loading product')} />
            </li>
          ))}
      </ul>
      <div ref={sentinelRef} data-testid="listing-sentinel" css={{ height: 1 }} />
    </div>
  );
});
