import { ErrorPage, NotFoundPage } from '@storefront/features/content';
import { type PageState, selectPageState } from '@storefront/features/page';
import { useAppSelector } from '@storefront/features/store';
import { Suspense, useEffect } from 'react';
import { LazyPageView } from '../pages/lazy-page';
import { pageComponentFor } from '../pages/page-registry';
import { PagePlaceholder } from './page-placeholder';

/**
 * The page of the current page type (spec §2). While its chunk loads, the page type's own placeholder (the
 * product page skeleton) or the generic loading placeholder shows; for a type nobody registered, the latter. With no page at all, the not-found page (404) or the error page.
 */
export function PageView() {
  const { current, showErrorPage, httpStatus } = useAppSelector(selectPageState);
  if (!current || showErrorPage) {
    return (
      <>
        {httpStatus === 404 ? <NotFoundPage /> : <ErrorPage />}
        <PageHydrated />
      </>
    );
  }
  const entry = pageComponentFor(current.pageType);
  if (!entry) return <PagePlaceholder />;
  // Before its chunk is in (a page that was server-rendered, or a failed load), the generic placeholder.
  const Placeholder = entry.placeholder?.loaded ?? PagePlaceholder;
  // Keyed by page type: navigations run in a transition, which would keep the previous page on screen
  // instead of a fallback; a new boundary per page type shows the placeholder while the chunk loads.
  return (
    <Suspense key={current.pageType} fallback={<Placeholder />}>
      <LazyPageView entry={entry} page={current} />
      <PageHydrated />
    </Suspense>
  );
}

/**
 * Marks the document once the page's own boundary has hydrated (`<html data-page-hydrated>`): from then on its
 * controls answer. Browser tests wait for it before they click, since a server-rendered page shows no loader
 * that could tell them (issue 24), and before hydration only plain buttons answer, late
 * (early-press-replay.tsx presses them again when this mark is set).
 */
function PageHydrated() {
  useEffect(() => {
    document.documentElement.dataset.pageHydrated = 'true';
  }, []);
  return null;
}

/**
 * Whether {@link PageView} paints page content for this state: a page, the not-found page or the error page
 * does; a page type nobody registered shows only the generic placeholder (issue 24: only such a first paint
 * gets the start-up loader).
 */
export function pageViewHasContent({
  current,
  showErrorPage,
}: Pick<PageState, 'current' | 'showErrorPage'>): boolean {
  if (!current || showErrorPage) return true;
  return pageComponentFor(current.pageType) !== undefined;
}
