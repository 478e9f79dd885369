/**
 * Rollup's `manualChunks` for the browser build: every module of the `ui` and `domain` packages goes into one
 * `packages` chunk. Left to itself, Rollup makes a chunk for every set of pages that shares a module, and with
 * about thirty page types that meant 40 scripts for a category page, most of them under 1 KB gzip. Over
 * HTTP/1.1 a browser fetches six at a time, so on a phone's 150 ms round trip those were seven rounds before
 * hydration could start. One chunk for the two packages halves the count (category 40 → 21 scripts, product
 * 34 → 17) for 2-3 KB gzip less on those pages; the start page, which used few of them, loads 13 KB more.
 * The API client stays out: its chunk loads with the first API call (`createLazyApiClient`). The feature
 * package stays split by page: its modules are most of each page's own code, and every grouping of them
 * tried either put ~220 KB on every page (Rollup pulls a manual chunk's imports in with it) or made chunks
 * import each other in a cycle.
 */
export function sharedPackagesChunk(id: string): string | undefined {
  return /\/packages\/(ui|domain)\/src\//.test(id) ? 'packages' : undefined;
}
