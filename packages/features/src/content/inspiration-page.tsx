import { ContentPageLayout } from './content-page-layout';
import type { PageComponentProps } from './page-component-props';

/** An inspiration page: a wide layout for large images and product listings. */
export function InspirationPage({ page }: PageComponentProps) {
  return <ContentPageLayout page={page} width="screen" />;
}
