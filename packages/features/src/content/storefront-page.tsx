import { ContentPageLayout } from './content-page-layout';
import type { PageComponentProps } from './page-component-props';

/** A storefront landing page (a shop-in-shop): wide layout like the start page, with breadcrumbs. */
export function StorefrontPage({ page }: PageComponentProps) {
  return <ContentPageLayout page={page} width="screen" />;
}
