// `@storefront/features/navigation`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { BreadcrumbsProps } from './breadcrumbs';
export { Breadcrumbs } from './breadcrumbs';
export type { LinkKind } from './classify-link';
export { classifyLink, toInAppPath } from './classify-link';
export type { SmartLinkProps } from './smart-link';
export { SmartLink, scrollToHash } from './smart-link';
// Loaders of the parts other features load on demand, each its own chunk: `lazy(() => loadX().then(…))`.
export const loadBreadcrumbs = () => import('./breadcrumbs');
