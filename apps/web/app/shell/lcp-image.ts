import type { Image, Page } from '@storefront/api-client';

/**
 * The image that is most likely the page's largest contentful paint, so the document head can preload it:
 * the page hero's image (the page heading), else a hero block that opens the content area, else a product
 * page's first image. Undefined when the page opens with text or a list.
 */
export function lcpImage(page: Page): Image | undefined {
  if (page.hero?.image) return page.hero.image;
  const first = page.contentArea[0];
  if (first?.blockType === 'HeroBlock' && first.image) return first.image;
  if ('product' in page) return page.product.images[0];
  return undefined;
}
