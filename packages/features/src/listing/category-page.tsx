import type { CategoryPage as CategoryPageData, Page } from '@storefront/api-client';
import { DEFAULT_PAGE_SIZE } from '@storefront/domain';
import { Cluster, Container, PAGE_HEADING_ID } from '@storefront/ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../navigation';
import { useText } from '../translations';
import type { ListingSource } from './listing-slice';
import { ListingView } from './listing-view';

/** Props of {@link CategoryPage}: the registry hands every page component the page the server answered. */
export interface CategoryPageProps {
  /** The category page from `api/content/page` (pageType CategoryBase or CategoryPage). */
  page: Page;
}

function isCategoryPage(page: Page): page is CategoryPageData {
  return page.pageType === 'CategoryPage' || page.pageType === 'CategoryBase';
}

/**
 * The category listing page (spec §2): breadcrumbs, heading, intro text, sub-category links, and the product listing
 * with filters in the address and infinite scroll, `itemsPerLoad` (else 24) per batch.
 */
export function CategoryPage({ page }: CategoryPageProps) {
  return isCategoryPage(page) ? <CategoryListingPage page={page} /> : null;
}

function CategoryListingPage({ page }: { page: CategoryPageData }) {
  const t = useText();
  const source = useMemo<ListingSource>(
    () => ({ kind: 'category', categoryId: page.categoryId }),
    [page.categoryId],
  );
  return (
    <Container width="screen" gutter={4} paddingBlock={6} gap={4} css={oneColumn}>
      {page.breadcrumb.length > 0 && <Breadcrumbs items={page.breadcrumb} />}
      <header>
        <h1 id={PAGE_HEADING_ID} css={(th) => ({ margin: 0, fontSize: th.fontSizes['3xl'] })}>
          {page.pageHeading || page.pageTitle}
        </h1>
        {page.pageIntroText && (
          <p css={(th) => ({ maxWidth: th.maxWidths.quote, color: th.colors.textMuted })}>
            {page.pageIntroText}
          </p>
        )}
      </header>
      {page.subCategories.length > 0 && (
        <nav aria-label={t('listing.subCategories', 'Sub-categories')}>
          <Cluster as="ul" gap={2} align="stretch">
            {page.subCategories.map((sub) => (
              <li key={sub.id}>
                <Link
                  to={sub.url}
                  css={(th) => ({
                    display: 'inline-block',
                    padding: `${th.space[2]} ${th.space[4]}`,
                    border: `${th.borderWidths.thin} solid ${th.colors.borderStrong}`,
                    borderRadius: th.radii.round,
                    color: th.colors.text,
                    textDecoration: 'none',
                    '&:hover': { background: th.colors.surfaceMuted },
                  })}
                >
                  {sub.title}
                </Link>
              </li>
            ))}
          </Cluster>
        </nav>
      )}
      <ListingView
        source={source}
        pageSize={page.itemsPerLoad || DEFAULT_PAGE_SIZE}
        listName={page.pageTitle}
      />
    </Container>
  );
}

// One column that may shrink below its content, so a long trail or toolbar never widens the page.
const oneColumn = { gridTemplateColumns: 'minmax(0, 1fr)' } as const;
