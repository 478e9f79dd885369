import { Resvg } from '@resvg/resvg-js';

/**
 * Renders SVG documents to PNG (resvg) and keeps the latest renders in a small least-recently-used cache: the
 * drawings behind one address never change, and a preview crawler asks for the same few images again and
 * again. At most `capacity` PNGs (about 20-60 kB each for the shop's drawings) are held.
 */
export interface RasterCache {
  /** The PNG of `key`, rendered from `svg()` on first use. */
  png(key: string, svg: () => string): Buffer;
  /** How many renders are cached. */
  readonly size: number;
}

/** Renders an SVG document to PNG at its own width and height. */
export function renderPng(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

export function createRasterCache(capacity = 256): RasterCache {
  const entries = new Map<string, Buffer>();
  return {
    png(key, svg) {
      const hit = entries.get(key);
      if (hit) {
        // Map keeps insertion order: moving the entry to the end marks it as the most recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const png = renderPng(svg());
      entries.set(key, png);
      if (entries.size > capacity) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return png;
    },
    get size() {
      return entries.size;
    },
  };
}
