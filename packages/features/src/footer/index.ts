// `@storefront/features/footer`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { FooterProps } from './footer';
export { Footer } from './footer';
// Loaders of the parts other features load on demand, each its own chunk: `lazy(() => loadX().then(…))`.
export const loadFooter = () => import('./footer');
