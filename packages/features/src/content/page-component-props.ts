import type { Page } from '@storefront/api-client';

/**
 * Props every page component of the pageType registry receives: the page the server answered.
 * Page types narrow it, e.g. `PageComponentProps<CategoryPage>`.
 */
export interface PageComponentProps<P extends Page = Page> {
  page: P;
}
