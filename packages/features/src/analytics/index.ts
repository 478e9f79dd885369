// `@storefront/features/analytics`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { DataLayerEvent } from './data-layer';
export { pushToDataLayer } from './data-layer';
export type { PageViewSubject } from './use-virtual-page-view';
export { useVirtualPageView } from './use-virtual-page-view';
