import { INFINITE_SCROLL_MARGIN_PX } from '@storefront/domain';
import { useEffect, useRef, useState } from 'react';

/** What the infinite-scroll hook needs. */
export interface UseInfiniteScrollOptions {
  /** Fewer products are shown than the server has. */
  hasMore: boolean;
  /** A batch is loading; no second one starts meanwhile. */
  loading: boolean;
  /** Starts the next batch. */
  onLoadMore: () => void;
}

/**
 * Watches a sentinel element after the list and calls `onLoadMore` when it comes within 100px of view
 * (spec §2), more products exist, and nothing is loading. Returns the ref callback for the sentinel.
 */
export function useInfiniteScroll({ hasMore, loading, onLoadMore }: UseInfiniteScrollOptions) {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const [visible, setVisible] = useState(false);
  const onLoadMoreRef = useRef(onLoadMore);
  onLoadMoreRef.current = onLoadMore;

  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) setVisible(entry.isIntersecting);
      },
      { rootMargin: `${INFINITE_SCROLL_MARGIN_PX}px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel]);

  // Runs again when a batch ends: if the sentinel is still in view (a short batch), the next one starts.
  useEffect(() => {
    if (visible && hasMore && !loading) onLoadMoreRef.current();
  }, [visible, hasMore, loading]);

  return setSentinel;
}
