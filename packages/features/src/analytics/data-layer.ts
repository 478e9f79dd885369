/** One entry of the tag manager's data layer. */
export type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    /** Google Tag Manager's queue; created on first push. */
    dataLayer?: DataLayerEvent[];
  }
}

/** Pushes an event to `window.dataLayer`, creating it when the tag manager has not loaded yet. */
export function pushToDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** The page a virtual page view reports. */
export interface PageViewSubject {
  pageId: string;
  pageType: string;
  url: string;
  pageTitle: string;
}

/**
 * The virtual page view payload (spec §2): reported with status 200 and user_type 'private'.
 * @example virtualPageView({ pageId: '1', pageType: 'StartPage', url: '/en', pageTitle: 'Home' })
 */
export function virtualPageView(page: PageViewSubject): DataLayerEvent {
  return {
    event: 'virtual_page_view',
    status: 200,
    user_type: 'private',
    page_id: page.pageId,
    page_type: page.pageType,
    page_path: page.url,
    page_title: page.pageTitle,
  };
}
