import { ContentPageLayout } from './content-page-layout';
import type { PageComponentProps } from './page-component-props';

/** A standard content page: breadcrumbs, heading, content area. */
export function StandardPage({ page }: PageComponentProps) {
  return <ContentPageLayout page={page} />;
}
