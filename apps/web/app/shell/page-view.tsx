import { ErrorPage, NotFoundPage, selectPageState, useAppSelector } from '@storefront/features';
import { Suspense } from 'react';
import { LazyPageView } from '../pages/lazy-page';
import { pageComponentFor } from '../pages/page-registry';
import { PagePlaceholder } from './page-placeholder';

/**
 * The page of the current page type (spec §2). While its chunk loads, or for a type nobody registered,
 * the loading placeholder shows. With no page at all, the not-found page (404) or the error page.
 */
export function PageView() {
  const { current, showErrorPage, httpStatus } = useAppSelector(selectPageState);
  if (!current || showErrorPage) {
    return httpStatus === 404 ? <NotFoundPage /> : <ErrorPage />;
  }
  const entry = pageComponentFor(current.pageType);
  if (!entry) return <PagePlaceholder />;
  return (
    <Suspense fallback={<PagePlaceholder />}>
      <LazyPageView entry={entry} page={current} />
    </Suspense>
  );
}
