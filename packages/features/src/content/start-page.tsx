import { ContentPageLayout } from './content-page-layout';
import type { PageComponentProps } from './page-component-props';

/** The language home: hero as the page heading, then the content area; no breadcrumbs. */
export function StartPage({ page }: PageComponentProps) {
  return <ContentPageLayout page={page} breadcrumbs={false} width="screen" />;
}
