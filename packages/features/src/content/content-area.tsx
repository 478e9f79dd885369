import type { CSSObject, Theme } from '@emotion/react';
import type { Block } from '@storefront/api-client';
import { offscreenContent } from '@storefront/ui';
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
      {blocks.map((block, index) => (
        <div
          key={block.blockId}
          data-block-type={block.blockType}
          css={index > 0 ? (t) => offscreenBlock(t, block.blockType) : undefined}
        >
          <BlockView block={block} />
        </div>
      ))}
    </div>
  );
}

/**
 * Blocks after the first lie below the first screen of a phone as a rule (the hero or the first block fills
 * it): the browser skips them until they come near the viewport (issue 24). Their usual heights, measured on
 * the start page at 412 and 1280 px wide: a product listing block about 3,500 px on a phone (its cards one
 * above the other in pairs) and 780 px from tablet width on; the others (calls to action, texts) about 90 px.
 */
function offscreenBlock(t: Theme, type: Block['blockType']): CSSObject {
  const listing = type === 'ProductListingBlock';
  return {
    ...offscreenContent(listing ? 3500 : 90),
    [t.mq.from('tablet')]: offscreenContent(listing ? 780 : 90),
  };
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
