import { useEffect, useRef } from 'react';
import { type PageViewSubject, pushToDataLayer, virtualPageView } from './data-layer';

/** Reports a virtual page view each time the page id changes (spec §2), never twice for one page. */
export function useVirtualPageView(page: PageViewSubject | null): void {
  const reported = useRef<string | null>(null);
  const latest = useRef(page);
  latest.current = page;
  const pageId = page?.pageId ?? null;
  useEffect(() => {
    // Keyed on the page id alone: other changes of the same page are not a new page view.
    const current = latest.current;
    if (!current || pageId === null || pageId === reported.current) return;
    reported.current = pageId;
    pushToDataLayer(virtualPageView(current));
  }, [pageId]);
}
