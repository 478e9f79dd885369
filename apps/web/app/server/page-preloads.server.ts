import { readFileSync } from 'node:fs';

/** One chunk of Vite's build manifest (`build.manifest`, build/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** Vite's build manifest: source module (or chunk) key → chunk. */
export type ViteManifest = Record<string, ManifestChunk>;

/** Every manifest key a chunk needs before it runs: itself and its static imports, transitively. */
function withStaticImports(
  manifest: ViteManifest,
  keys: Iterable<string>,
  into = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    withStaticImports(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

// Per manifest: the walk over every entry's imports is the same for each request, so it is done once.
const preloadedAnywayCache = new WeakMap<ViteManifest, Set<string>>();

/** The chunks React Router preloads anyway: its entries (client entry, route modules) and their imports. */
function preloadedByReactRouter(manifest: ViteManifest): Set<string> {
  let keys = preloadedAnywayCache.get(manifest);
  if (!keys) {
    const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
    keys = withStaticImports(manifest, entries);
    preloadedAnywayCache.set(manifest, keys);
  }
  return keys;
}

/**
 * The addresses of the chunks a page type adds to the page's first load: the chunks of its source modules
 * and their static imports, less those React Router preloads anyway (its entries — the client entry and the
 * route modules — and what they import). The page type's chunk is code-split (a lazy import in the page
 * registry), so without a modulepreload the browser would ask for it only once hydration renders the page.
 */
export function modulePreloadsFor(manifest: ViteManifest, modules: readonly string[], base = '/'): string[] {
  const preloadedAnyway = preloadedByReactRouter(manifest);
  const hrefs: string[] = [];
  for (const key of withStaticImports(manifest, modules)) {
    const chunk = manifest[key];
    if (chunk && !preloadedAnyway.has(key)) hrefs.push(`${base}${chunk.file}`);
  }
  return hrefs;
}

let clientManifest: ViteManifest | null | undefined;

// This module ends up in build/server/index.js or a chunk under build/server/assets/: the client build's
// manifest is build/client/.vite/manifest.json, one or two folders up.
const MANIFEST_CANDIDATES = ['../client/.vite/manifest.json', '../../client/.vite/manifest.json'];

/**
 * The client build's Vite manifest, read once from beside the server build; null where there is none
 * (development, tests): then nothing is preloaded.
 */
export function readClientManifest(): ViteManifest | null {
  if (clientManifest !== undefined) return clientManifest;
  clientManifest = null;
  for (const candidate of MANIFEST_CANDIDATES) {
    try {
      clientManifest = JSON.parse(readFileSync(new URL(candidate, import.meta.url), 'utf8')) as ViteManifest;
      break;
    } catch {
      // not there: the next candidate
    }
  }
  return clientManifest;
}

/** The modulepreload addresses for the chunks of these source modules in the built client (none without a build). */
export function pageModulePreloads(modules: readonly string[]): string[] {
  const manifest = readClientManifest();
  return manifest && modules.length > 0 ? modulePreloadsFor(manifest, modules, import.meta.env.BASE_URL) : [];
}
