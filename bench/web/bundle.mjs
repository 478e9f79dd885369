// Bundle listing of the built web app: every JavaScript chunk in apps/web/build/client/assets with its raw size
// and the bytes the web server actually sends for it to a browser (Brotli) and to a client that takes only gzip:
// the size of the chunk's pre-compressed `.br` and `.gz` (Brotli's best quality and Zopfli, written by the web
// build, served as they are) when there are some, else what the compression middleware makes per request
// (Brotli quality 4, zlib level 6; files under its 1 KB threshold go raw), marked `*`; largest first. Given a
// page address of a running shop, it also marks the chunks that page's HTML preloads (its first-load JavaScript
// before any on-demand import) and sums them.
//
//   pnpm --filter @storefront/bench bench:bundle                          (after building @storefront/web)
//   pnpm --filter @storefront/bench bench:bundle http://localhost:3000/en  (with the shop running)
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = fileURLToPath(new URL('../../apps/web/build/client/assets/', import.meta.url));
const pageUrl = process.argv.slice(2).find((arg) => arg !== '--');

/** File names of the scripts the page's HTML preloads or imports. */
async function preloadedBy(url) {
  const html = await (await fetch(url)).text();
  const names = new Set();
  for (const match of html.matchAll(/\/assets\/([\w.-]+\.js)/g)) names.add(match[1]);
  return names;
}

const names = await readdir(assets);
const files = names.filter((name) => name.endsWith('.js'));
const rows = await Promise.all(
  files.map(async (name) => {
    const code = await readFile(join(assets, name));
    const precompressed = names.includes(`${name}.gz`) && names.includes(`${name}.br`);
    // The compression middleware leaves responses under its 1 KB threshold as they are.
    const small = code.length < 1024;
    const gzip = precompressed
      ? (await stat(join(assets, `${name}.gz`))).size
      : small
        ? code.length
        : gzipSync(code, { level: 6 }).length;
    const brotli = precompressed
      ? (await stat(join(assets, `${name}.br`))).size
      : small
        ? code.length
        : brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
    return { name, raw: code.length, gzip, brotli, precompressed };
  }),
);
rows.sort((a, b) => b.brotli - a.brotli);
const first = pageUrl ? await preloadedBy(pageUrl) : new Set();
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
console.log(`${'raw KB'.padStart(7)} ${'br KB'.padStart(7)} ${'gzip KB'.padStart(7)}  chunk`);
for (const row of rows) {
  const mark = row.precompressed ? ' ' : '*';
  console.log(
    `${kb(row.raw)} ${kb(row.brotli)} ${kb(row.gzip)}${mark} ${row.name}${first.has(row.name) ? '  (preloaded)' : ''}`,
  );
}
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
const perRequest = rows.filter((row) => !row.precompressed).length;
console.log(
  `\n${rows.length} chunks, ${kb(sum(rows, 'brotli')).trim()} KB brotli, ${kb(sum(rows, 'gzip')).trim()} KB gzip in all` +
    (perRequest > 0
      ? ` (* ${perRequest} without a .br and .gz: compressed per request)`
      : ' (all pre-compressed)'),
);
if (pageUrl) {
  const preloaded = rows.filter((row) => first.has(row.name));
  console.log(
    `${pageUrl} preloads ${preloaded.length} chunks, ${kb(sum(preloaded, 'brotli')).trim()} KB brotli, ` +
      `${kb(sum(preloaded, 'gzip')).trim()} KB gzip (bodies only: Lighthouse's figure adds response headers and ` +
      'the page chunk and anything else imported while the page loads)',
  );
}
