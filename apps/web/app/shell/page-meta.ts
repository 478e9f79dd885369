import { FALLBACK_ROUTE_LANGUAGE } from '@storefront/domain';
import { GENERIC_ERROR_TITLE } from '@storefront/features/content';
import { rasterImage } from '@storefront/features/product';
import type { RootState } from '@storefront/features/store';
import type { MetaDescriptor } from 'react-router';
import { lcpImage } from './lcp-image';

/**
 * The head tags of a page (spec: title, meta description, canonical link, alternative-language links,
 * Open Graph, and noindex when the page disables indexing), and a preload of the page's hero image.
 */
export function pageMeta(state: Pick<RootState, 'page' | 'errors'> | undefined): MetaDescriptor[] {
  const page = state?.page.current;
  if (!page || state?.page.showErrorPage) {
    return [
      { title: state?.page.httpStatus === 404 ? 'Page not found' : GENERIC_ERROR_TITLE },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const tags: MetaDescriptor[] = [{ title: page.pageTitle }];
  // The hero (the largest paint) starts loading with the document instead of after the styles and scripts.
  const hero = lcpImage(page);
  if (hero)
    tags.push({ tagName: 'link', rel: 'preload', as: 'image', href: hero.src, fetchPriority: 'high' });
  if (page.metaDescription) tags.push({ name: 'description', content: page.metaDescription });
  if (page.canonicalLink) tags.push({ tagName: 'link', rel: 'canonical', href: page.canonicalLink });
  for (const link of page.alternativeLinks) {
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: link.language, href: link.href });
  }
  // Visitors whose language is neither get the version the site's root address sends them to.
  const fallback = page.alternativeLinks.find((link) => link.language === FALLBACK_ROUTE_LANGUAGE);
  if (fallback) tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: fallback.href });
  const og = page.openGraph;
  tags.push(
    { property: 'og:title', content: og.title },
    { property: 'og:description', content: og.description },
    { property: 'og:type', content: og.type },
    { property: 'og:url', content: og.url },
  );
  if (og.image) {
    // Social networks show no SVG: the API's drawings are offered as the PNG it renders from them.
    const raster = rasterImage(og.image);
    tags.push({ property: 'og:image', content: raster?.src ?? og.image });
    if (raster) {
      tags.push(
        { property: 'og:image:type', content: 'image/png' },
        { property: 'og:image:width', content: String(raster.width) },
        { property: 'og:image:height', content: String(raster.height) },
      );
    }
  }
  if (page.disableIndexing || page.pageType === 'NotFoundPage' || page.pageType === 'ErrorPage') {
    tags.push({ name: 'robots', content: 'noindex' });
  }
  return tags;
}
