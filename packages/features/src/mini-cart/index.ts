// The mini cart's entry for the rest of the package. The cart button loads it on first open, so this entry
// offers a loader (its own chunk) rather than the component. Not a package entry of its own.
export type { MiniCartProps } from './mini-cart';
// Loaders of the parts other features load on demand, each its own chunk: `lazy(() => loadX().then(…))`.
export const loadMiniCart = () => import('./mini-cart');
