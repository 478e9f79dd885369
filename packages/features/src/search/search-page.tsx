import type { Page } from '@storefront/api-client';
import { DEFAULT_PAGE_SIZE, parseFilterUrl } from '@storefront/domain';
import { Container, PAGE_HEADING_ID } from '@storefront/ui';
import { Link, useLocation } from 'react-router';
import type { ListingSource } from '../listing';
import { ListingView } from '../listing';
import { useAppSelector } from '../store/hooks';
import { useText } from '../translations';
import { usePersistedSearchParams } from './use-persisted-search-params';

/** Props of {@link SearchPage}. */
export interface SearchPageProps {
  /** The search page from `api/content/page` (pageType SearchPage). */
  page: Page;
}

const SEARCH_SOURCE: ListingSource = { kind: 'search' };

/**
 * The search results page (spec §2) at the static search address with `query`: product hits with facets
 * (MainCategory included), sorters and infinite scroll, plus category and content hits. The last
 * parameters persist in browser storage.
 */
export function SearchPage({ page }: SearchPageProps) {
  const t = useText();
  const location = useLocation();
  usePersistedSearchParams();
  const query = parseFilterUrl(location.search).query ?? '';
  const hits = useAppSelector((state) => state.search.searchResult);
  const hasOtherHits = Boolean(hits && (hits.categories.length > 0 || hits.content.length > 0));
  const linkList = (items: { key: string; url: string; text: string }[], label: string, testId: string) =>
    items.length > 0 && (
      <nav aria-label={label} data-testid={testId}>
        <h2 css={(th) => ({ fontSize: th.fontSizes.l, margin: `0 0 ${th.space[2]}` })}>{label}</h2>
        <ul css={(th) => ({ margin: 0, paddingLeft: th.space[5], display: 'grid', gap: th.space[1] })}>
          {items.map((item) => (
            <li key={item.key}>
              <Link to={item.url} css={(th) => ({ color: th.colors.link })}>
                {item.text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  return (
    <Container width="screen" gutter={4} paddingBlock={6} gap={4}>
      <h1 id={PAGE_HEADING_ID} css={(th) => ({ margin: 0, fontSize: th.fontSizes['3xl'] })}>
        {query
          ? t('search.resultsFor', 'Search results for "{query}"').replace('{query}', query)
          : page.pageTitle}
      </h1>
      {query && hits && (
        <div
          css={(th) => ({
            display: 'grid',
            gap: th.space[4],
            [th.mq.from('tablet')]: { gridTemplateColumns: '1fr 1fr' },
          })}
        >
          {linkList(
            hits.categories.map((hit) => ({ key: hit.link.url, url: hit.link.url, text: hit.heading })),
            t('search.categories', 'Categories'),
            'search-category-hits',
          )}
          {linkList(
            hits.content.map((hit) => ({ key: hit.url, url: hit.url, text: hit.name })),
            t('search.content', 'Pages'),
            'search-content-hits',
          )}
        </div>
      )}
      {query ? (
        <ListingView
          source={SEARCH_SOURCE}
          pageSize={DEFAULT_PAGE_SIZE}
          listName={t('search.listName', 'Search results')}
          nothingFound={
            // Category or page hits above: the empty product list just leaves the listing out.
            hasOtherHits ? null : (
              <div role="status" data-testid="search-no-results">
                <p css={(th) => ({ margin: 0, fontSize: th.fontSizes.l, fontWeight: th.fontWeights.medium })}>
                  {t('search.noResults', 'No results for “{query}”').replace('{query}', query)}
                </p>
                <p css={(th) => ({ margin: `${th.space[2]} 0 0`, color: th.colors.textMuted })}>
                  {t('search.noResultsHint', 'Check the spelling, or try fewer or more general words.')}
                </p>
              </div>
            )
          }
        />
      ) : (
        <p>{t('search.enterQuery', 'Type at least two characters in the search box to search.')}</p>
      )}
    </Container>
  );
}
