import type { ContentBlock as ContentBlockData } from '@storefront/api-client';
import { RichText } from './rich-text';

/** A rich-text block: optional heading and sanitised HTML. */
export function ContentBlock({ block }: { block: ContentBlockData }) {
  return (
    <section css={(t) => ({ display: 'grid', gap: t.space[4], maxWidth: t.maxWidths.quote })}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      <RichText html={block.html} />
    </section>
  );
}
