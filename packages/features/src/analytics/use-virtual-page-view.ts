import { languageFromPath, shouldReportPageView, virtualPageViewEvent } from '@storefront/domain';
import { useEffect, useRef } from 'react';
import { pushToDataLayer } from './data-layer';

/** The page a virtual page view reports. */
export interface PageViewSubject {
  pageId: string;
  pageType: string;
  url: string;
  pageTitle: string;
}

/**
 * Reports a virtual page view each time the page id changes (spec §2: status 200, user_type 'private'),
 * with the payload and the rule of @storefront/domain.
 */
export function useVirtualPageView(page: PageViewSubject | null): void {
  const reported = useRef<string | null>(null);
  const latest = useRef(page);
  latest.current = page;
  const pageId = page?.pageId ?? null;
  useEffect(() => {
    // Keyed on the page id alone: other changes of the same page are not a new page view.
    const current = latest.current;
    if (!current || !shouldReportPageView(reported.current, pageId)) return;
    reported.current = pageId;
    const event = virtualPageViewEvent({
      pageId: current.pageId,
      pageType: current.pageType,
      url: current.url,
      title: current.pageTitle,
      language: languageFromPath(current.url) ?? '',
    });
    pushToDataLayer({ ...event });
  }, [pageId]);
}
