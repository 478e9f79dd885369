// The product page's placeholder in a chunk of its own: the registry loads it for a client navigation.
export { ProductPageSkeleton as default } from '@storefront/ui';
