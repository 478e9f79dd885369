import { ContentArea } from './content-area';
import type { PageComponentProps } from './page-component-props';

/** Previews content blocks for editors: only the content area, under a heading. */
export function BlockPreviewPage({ page }: PageComponentProps) {
  return (
    <article
      css={(t) => ({
        maxWidth: t.maxWidths.screen,
        margin: '0 auto',
        padding: t.space[6],
        display: 'grid',
        gap: t.space[8],
      })}
    >
      <h1>{page.pageTitle}</h1>
      <ContentArea blocks={page.contentArea} />
    </article>
  );
}
