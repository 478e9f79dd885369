import type { Block } from '@storefront/api-client';
import { lazyWhenVisible } from '../shared/lazy-when-visible';
import { ContentBlock } from './content-block';
import { CtaContainer } from './cta-container';
import { Hero } from './hero';

// Product cards (with price, stepper, favourites and add to cart) are the heaviest blocks and usually sit
// below a hero: their code loads when they come into view, and the server's markup shows until then.
const ProductListingBlock = lazyWhenVisible('product-listing-block', () =>
  import('./product-listing-block').then((m) => m.ProductListingBlock),
);

/** Props of {@link ContentArea}. */
export interface ContentAreaProps {
  blocks: Block[];
}

/** The blocks of a page's content area, each drawn by the component of its blockType. */
export function ContentArea({ blocks }: ContentAreaProps) {
  if (blocks.length === 0) return null;
  return (
    <div css={(t) => ({ display: 'grid', gap: t.space[12] })}>
      {blocks.map((block) => (
        <div key={block.blockId} data-block-type={block.blockType}>
          <BlockView block={block} />
        </div>
      ))}
    </div>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.blockType) {
    case 'ContentBlock':
      return <ContentBlock block={block} />;
    case 'ProductListingBlock':
      return <ProductListingBlock block={block} />;
    case 'CTAContainer':
      return <CtaContainer block={block} />;
    case 'HeroBlock':
      return <Hero hero={block} />;
  }
}
