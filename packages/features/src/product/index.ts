// `@storefront/features/product`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.

export { preloadVariationPicker, VariationPickerModal } from '../variation-picker';
export type { ProductPageProps } from './product-page';
export { ProductPage } from './product-page';
export type { StructuredDataOptions } from './product-structured-data';
export { productStructuredData, structuredDataJson } from './product-structured-data';
export type { RasterImage } from './raster-image';
export { rasterImage } from './raster-image';
