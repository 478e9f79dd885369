// `@storefront/features/page`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { PageLoadOutcome, PageState } from './page-slice';
export { loadPage, selectCurrentPage, selectPageState } from './page-slice';
