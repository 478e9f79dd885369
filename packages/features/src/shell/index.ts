// `@storefront/features/shell`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { AppShellProps } from './app-shell';
export { AppShell, CHECKOUT_HEADER_PAGE_TYPES } from './app-shell';
export { HydrateWhenVisible } from './hydrate-when-visible';
export { shellUrls } from './shell-urls';
export type { SiteContentState } from './site-content-slice';
export {
  fetchSiteContent,
  selectFooterContent,
  selectGlobalContent,
  selectHeaderContent,
} from './site-content-slice';
export type { SkipLinkProps } from './skip-link';
export { SkipLink } from './skip-link';
export type { StartupLoaderProps } from './startup-loader';
export { StartupLoader } from './startup-loader';
export { useHydrating } from './use-hydrating';
