import { ContentPageLayout } from './content-page-layout';
import type { PageComponentProps } from './page-component-props';

/** An information page (terms, delivery, privacy): a narrow reading column. */
export function InformationPage({ page }: PageComponentProps) {
  return <ContentPageLayout page={page} width="quote" />;
}
