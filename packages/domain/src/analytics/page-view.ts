/** The page a virtual page view reports. */
export interface PageViewInput {
  /** Content id of the page. */
  pageId: string | number;
  /** Page type, e.g. 'ProductPage'. */
  pageType: string;
  /** Address path of the page. */
  url: string;
  /** Page title. */
  title: string;
  /** Content language. */
  language: string;
}

/** The virtual page view pushed to the data layer on in-place navigation (spec §2). */
export interface VirtualPageViewEvent {
  /** Event name. */
  event: 'virtual_page_view';
  /** Content id of the page. */
  page_id: string;
  /** Page type. */
  page_type: string;
  /** Address path. */
  page_path: string;
  /** Page title. */
  page_title: string;
  /** Content language. */
  page_language: string;
  /** Always 200: only pages that rendered are reported (spec §2). */
  status: 200;
  /** Always 'private' (spec §2). */
  user_type: 'private';
}

/**
 * The virtual page view payload (spec §2): status 200 and user_type 'private'.
 *
 * @example
 * virtualPageViewEvent({ pageId: 7, pageType: 'StartPage', url: '/en', title: 'Home', language: 'en' }).status; // 200
 */
export function virtualPageViewEvent(page: PageViewInput): VirtualPageViewEvent {
  return {
    event: 'virtual_page_view',
    page_id: String(page.pageId),
    page_type: page.pageType,
    page_path: page.url,
    page_title: page.title,
    page_language: page.language,
    status: 200,
    user_type: 'private',
  };
}

/** Whether to report a page view: only when the page id changed (spec §2), never for no page. */
export function shouldReportPageView(
  previousPageId: string | number | null | undefined,
  nextPageId: string | number | null | undefined,
): boolean {
  return nextPageId !== null && nextPageId !== undefined && String(nextPageId) !== String(previousPageId);
}
