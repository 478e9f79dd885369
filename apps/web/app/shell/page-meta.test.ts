import type { ContentPage, Image } from '@storefront/api-client';
import { rootReducer } from '@storefront/features/store';
import { describe, expect, it } from 'vitest';
import { lcpImage } from './lcp-image';
import { pageMeta } from './page-meta';

const banner: Image = {
  src: '/api/images/banners/sofa.svg',
  alt: 'Sofa',
  title: 'Sofa',
  width: 1200,
  height: 600,
};

const startPage: ContentPage = {
  pageId: 'start',
  url: '/en/',
  pageType: 'StartPage',
  pageTitle: 'Storefront',
  breadcrumb: [],
  metaDescription: 'Furniture',
  canonicalLink: 'http://localhost/en/',
  alternativeLinks: [],
  openGraph: { title: 't', description: 'd', image: null, type: 'website', url: '/en/' },
  disableIndexing: false,
  contentArea: [{ blockId: 'b1', blockType: 'ContentBlock', heading: null, html: '<p>Hi</p>' }],
  hero: { heading: 'Welcome', text: null, image: banner, link: null },
};

function state(page: ContentPage): Parameters<typeof pageMeta>[0] {
  const { errors } = rootReducer(undefined, { type: 'init' });
  return { page: { status: 'succeeded', current: page, showErrorPage: false, httpStatus: 200 }, errors };
}

describe('pageMeta', () => {
  it('preloads the hero image with high priority', () => {
    expect(pageMeta(state(startPage))).toContainEqual({
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      href: banner.src,
      fetchPriority: 'high',
    });
  });

  it('preloads nothing for a page that opens with text', () => {
    const tags = pageMeta(state({ ...startPage, hero: null }));
    expect(tags.some((tag) => 'rel' in tag && tag.rel === 'preload')).toBe(false);
  });
});

describe('pageMeta alternates and Open Graph', () => {
  const bilingual: ContentPage = {
    ...startPage,
    alternativeLinks: [
      { language: 'no', href: 'https://shop.test/no/' },
      { language: 'en', href: 'https://shop.test/en/' },
    ],
    openGraph: {
      ...startPage.openGraph,
      image: 'https://shop.test/api/images/banners/sofa/rust.svg',
    },
  };

  it('adds an x-default alternate naming the English version', () => {
    const alternates = pageMeta(state(bilingual)).filter((tag) => 'rel' in tag && tag.rel === 'alternate');
    expect(alternates).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'no', href: 'https://shop.test/no/' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://shop.test/en/' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://shop.test/en/' },
    ]);
  });

  it('offers the PNG of a generated image as og:image, with its type and size', () => {
    const tags = pageMeta(state(bilingual));
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://shop.test/api/images/banners/sofa/rust.png',
    });
    expect(tags).toContainEqual({ property: 'og:image:type', content: 'image/png' });
    expect(tags).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(tags).toContainEqual({ property: 'og:image:height', content: '600' });
  });
});

describe('lcpImage', () => {
  it('takes a hero block that opens the content area when the page has no hero', () => {
    const page: ContentPage = {
      ...startPage,
      hero: null,
      contentArea: [
        { blockId: 'h', blockType: 'HeroBlock', heading: 'Sale', text: null, image: banner, link: null },
      ],
    };
    expect(lcpImage(page)).toBe(banner);
  });

  it('ignores a hero block further down', () => {
    const page: ContentPage = {
      ...startPage,
      hero: null,
      contentArea: [
        ...startPage.contentArea,
        { blockId: 'h', blockType: 'HeroBlock', heading: 'Sale', text: null, image: banner, link: null },
      ],
    };
    expect(lcpImage(page)).toBeUndefined();
  });
});
