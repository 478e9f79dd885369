/** A generated image's raster (PNG) address and size, for readers that do not render SVG. */
export interface RasterImage {
  src: string;
  width: number;
  height: number;
}

/** Sizes the API draws its images at (apps/api seed image-urls: products 800x600, banners 1200x600). */
const SIZES = [
  { pattern: /\/api\/images\/products\/[^/]+\/[^/]+\/(front|angle|detail)\.svg$/, width: 800, height: 600 },
  { pattern: /\/api\/images\/banners\/[^/]+\/[^/]+\.svg$/, width: 1200, height: 600 },
] as const;

/**
 * The PNG the API renders from one of its generated SVGs (same address ending in `.png`), with its size;
 * undefined for any other address. Social networks and search engines do not show SVG previews, so og:image
 * and the product's structured data point here. Works on paths and on absolute addresses alike.
 * @example rasterImage('/api/images/products/sofa/grey/front.svg') // { src: '/api/.../front.png', width: 800, height: 600 }
 */
export function rasterImage(src: string): RasterImage | undefined {
  const size = SIZES.find((entry) => entry.pattern.test(src));
  return size ? { src: src.replace(/\.svg$/, '.png'), width: size.width, height: size.height } : undefined;
}
