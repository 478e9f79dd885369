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
          css={index > 0 && block.blockType === 'ProductListingBlock' ? offscreenListingBlock : undefined}
        >
          <BlockView block={block} />
        </div>
      ))}
    </div>
  );
}

/**
 * A product listing block after the first block lies below the first screen as a rule (the hero or the first
 * block fills it), and its cards are the costliest markup of a content page: the browser skips it until it
 * comes near the viewport (issue 24). Its usual height, measured on the start page at 412 and 1280 px wide:
 * about 3,500 px on a phone (its cards one above the other in pairs) and 780 px from tablet width on. Texts
 * and calls to action are rendered as they are: skipping a block of about 90 px saves next to nothing, and
 * their height varies with their text (69 px for the start page's text block at 1280 px wide, 93 px at 412),
 * so a guessed height moved the footer below them when they came into view on a fast scroll.
 */
function offscreenListingBlock(t: Theme): CSSObject {
  return { ...offscreenContent(3500), [t.mq.from('tablet')]: offscreenContent(780) };
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
