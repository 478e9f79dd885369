import type { Rollup } from 'vite';

const PACKAGE_SOURCE = /\/packages\/(ui|domain)\/src\//;
// The app shell's own modules and the feature package's shared helpers (not its forms, which only the
// account and checkout pages use): small modules that most pages load.
const SHELL_HELPER = /\/(apps\/web\/app\/shell|packages\/features\/src\/shared(\/hooks)?)\/[^/]+$/;
const LIBRARY = /\/node_modules\//;

/**
 * Rollup's `manualChunks` for the browser build: every module of the `ui` and `domain` packages goes into one
 * `packages` chunk, and with them the app shell's modules and the feature package's shared helpers whose
 * imports are all already there. Left to itself, Rollup makes a chunk for every set of pages that shares a
 * module, and with about thirty page types that meant 40 scripts for a category page, most of them under 1 KB
 * gzip. Over HTTP/1.1 a browser fetches six at a time, so on a phone's 150 ms round trip those were seven
 * rounds before hydration could start. The packages alone took a category page to 21 scripts; the shell and
 * the helpers (the carried state's transport, preferences, `useHydrated`, `useKeepFocus`, …) to 16, for the
 * same bytes: they are a few hundred bytes each and nearly every page had them as separate scripts.
 * A helper joins only when everything it imports is in the chunk or is a library the packages import too,
 * so the chunk never imports a page's chunk (which imports it: a cycle). The API client stays out: its chunk
 * loads with the first API call (`createLazyApiClient`). The rest of the feature package stays split by page:
 * its modules are most of each page's own code, and every grouping of them tried either put ~220 KB on every
 * page (Rollup pulls a manual chunk's imports in with it) or made chunks import each other in a cycle.
 */
export function sharedPackagesChunk(id: string, meta?: Rollup.ManualChunkMeta): string | undefined {
  if (PACKAGE_SOURCE.test(id)) return 'packages';
  if (!meta || !SHELL_HELPER.test(id)) return undefined;
  return importsOnlyPackages(id, meta, new Set()) ? 'packages' : undefined;
}

/** Whether a shell module or helper can join the packages chunk without the chunk importing another one. */
function importsOnlyPackages(id: string, meta: Rollup.ManualChunkMeta, visiting: Set<string>): boolean {
  if (PACKAGE_SOURCE.test(id)) return true;
  const info = meta.getModuleInfo(id);
  if (!info) return false;
  // A library the packages import is in their chunk or in one the chunk imports already.
  if (LIBRARY.test(id)) return info.importers.some((importer) => PACKAGE_SOURCE.test(importer));
  // Entries and lazily imported modules keep their own chunks (the server's manifest looks them up by name).
  if (!SHELL_HELPER.test(id) || info.isEntry || info.dynamicImporters.length > 0) return false;
  if (visiting.has(id)) return true;
  visiting.add(id);
  return info.importedIds.every((dependency) => importsOnlyPackages(dependency, meta, visiting));
}
