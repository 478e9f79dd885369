// Writes `<file>.br` and `<file>.gz` next to every text asset of the browser build (build/client/assets):
// Brotli at its best quality, which every browser the shop supports decodes and which is about 9% smaller than
// gzip on the shop's scripts (a category page's 21 scripts: 157 KB against 174 KB), and gzip by Zopfli (about 3%
// smaller than zlib's best level) for clients without Brotli. Both are worth a few seconds of build time because
// every shopper downloads these bytes. server.mjs sends the file as it is (no compression per request). Files
// whose compressed form would not be smaller get none. The output depends only on the input bytes (neither
// format carries a timestamp here and files are processed in name order), so builds stay reproducible and
// turbo's cached outputs match a fresh build.
//
//   node scripts/precompress-assets.mjs [directory]   (run by `pnpm --filter @storefront/web build`)
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const brotli = promisify(brotliCompress);

/** Extensions of text formats worth compressing; fonts and images are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.map',
  '.html',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/**
 * Zopfli iterations. The whole build (~700 KB of scripts) takes 11-15 s here at 1, 5 or 15 alike; 15 gives
 * 0.3 KB less than 1 over all chunks, and more would give next to nothing.
 */
const ITERATIONS = 15;

/** Brotli's best quality and largest window: the build pays once, every download gains. */
function brotliBest(raw) {
  return brotli(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}

/**
 * Pre-compresses every compressible file directly inside `directory`.
 * @param {string} directory
 * @returns {Promise<{ files: number, skipped: number, raw: number, gzip: number, brotli: number }>} counts and
 *   byte totals of the files that got a .gz and a .br (`skipped` had no gain).
 */
export async function precompressDirectory(directory) {
  const names = (await readdir(directory, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE_EXTENSIONS.has(extname(entry.name)))
    .map((entry) => entry.name)
    .sort();
  const totals = { files: 0, skipped: 0, raw: 0, gzip: 0, brotli: 0 };
  // One file at a time: Zopfli's WebAssembly build is single-threaded and the build machine is shared.
  for (const name of names) {
    const source = join(directory, name);
    const raw = await readFile(source);
    const gzip = await gzipAsync(raw, { numiterations: ITERATIONS });
    const br = await brotliBest(raw);
    if (gzip.length >= raw.length || br.length >= raw.length) {
      // A leftover .gz or .br from an earlier run would otherwise be served for a file that no longer has one.
      await rm(`${source}.gz`, { force: true });
      await rm(`${source}.br`, { force: true });
      totals.skipped += 1;
      continue;
    }
    await writeFile(`${source}.gz`, gzip);
    await writeFile(`${source}.br`, br);
    totals.files += 1;
    totals.raw += raw.length;
    totals.gzip += gzip.length;
    totals.brotli += br.length;
  }
  return totals;
}

const isMain = process.argv[1] === fileURLToPath(import.meta.url);
if (isMain) {
  const directory = process.argv[2] ?? fileURLToPath(new URL('../build/client/assets/', import.meta.url));
  const started = performance.now();
  const totals = await precompressDirectory(directory);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `precompress: ${totals.files} files, ${kb(totals.raw)} KB raw -> ${kb(totals.brotli)} KB brotli, ` +
      `${kb(totals.gzip)} KB gzip (zopfli), ` +
      `${totals.skipped} skipped (no gain), ${seconds} s`,
  );
}
