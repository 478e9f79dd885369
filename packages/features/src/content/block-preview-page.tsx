import { Container } from '@storefront/ui';
import { ContentArea } from './content-area';
import type { PageComponentProps } from './page-component-props';

/** Previews content blocks for editors: only the content area, under a heading. */
export function BlockPreviewPage({ page }: PageComponentProps) {
  return (
    <Container as="article" width="screen" gap={8}>
      <h1>{page.pageTitle}</h1>
      <ContentArea blocks={page.contentArea} />
    </Container>
  );
}
