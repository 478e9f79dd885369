import type { Page } from '@storefront/api-client';
import { Container, PAGE_HEADING_ID } from '@storefront/ui';
import type { ReactNode } from 'react';
import { loadBreadcrumbs } from '../navigation';
import { lazyWhenVisible } from '../shared/lazy-when-visible';
import { ContentArea } from './content-area';
import { Hero } from './hero';

// Many content pages (the start page among them) have no trail: its code loads only where one is shown.
const Breadcrumbs = lazyWhenVisible('breadcrumbs', () => loadBreadcrumbs().then((m) => m.Breadcrumbs));

/** Props of {@link ContentPageLayout}. */
export interface ContentPageLayoutProps {
  page: Page;
  /** Show the breadcrumb trail. @default true */
  breadcrumbs?: boolean;
  /** Width of the text column. @default 'content' */
  width?: 'screen' | 'content' | 'small' | 'quote';
  /** Extra content after the heading, before the content area. */
  children?: ReactNode;
}

/**
 * The frame of every content page: breadcrumbs, the hero (its heading is the page's h1) or the page
 * title as h1, then the content-area blocks.
 */
export function ContentPageLayout({
  page,
  breadcrumbs = true,
  width = 'content',
  children,
}: ContentPageLayoutProps) {
  return (
    <Container as="article" width={width} paddingBlock={[6, 0]} gap={8}>
      {breadcrumbs && page.breadcrumb.length > 0 ? <Breadcrumbs items={page.breadcrumb} /> : null}
      {page.hero ? (
        <Hero hero={page.hero} as="h1" />
      ) : (
        <h1 id={PAGE_HEADING_ID} css={(t) => ({ fontSize: t.fontSizes['4xl'] })}>
          {page.pageTitle}
        </h1>
      )}
      {children}
      <ContentArea blocks={page.contentArea} />
    </Container>
  );
}
