// Bundle listing of the built web app: every JavaScript chunk in apps/web/build/client/assets with its raw size
// and the gzip bytes the web server actually sends for it: the size of the chunk's pre-compressed `.gz` (Zopfli,
// written by the web build, served as it is) when there is one, else zlib level 6 of the file (what the
// compression middleware sends; files under its 1 KB threshold go raw), marked `*`; largest first. Given a page
// address of a running shop, it also marks the chunks that page's HTML preloads (its first-load JavaScript
// before any on-demand import) and sums them.
//
//   pnpm --filter @storefront/bench bench:bundle                          (after building @storefront/web)
//   pnpm --filter @storefront/bench bench:bundle http://localhost:3000/en  (with the shop running)
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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
    const precompressed = names.includes(`${name}.gz`);
    // The compression middleware leaves responses under its 1 KB threshold as they are.
    const gzip = precompressed
      ? (await stat(join(assets, `${name}.gz`))).size
      : code.length < 1024
        ? code.length
        : gzipSync(code, { level: 6 }).length;
    return { name, raw: code.length, gzip, precompressed };
  }),
);
rows.sort((a, b) => b.gzip - a.gzip);
const first = pageUrl ? await preloadedBy(pageUrl) : new Set();
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
console.log(`${'raw KB'.padStart(7)} ${'gzip KB'.padStart(7)}  chunk`);
for (const row of rows) {
  const mark = row.precompressed ? ' ' : '*';
  console.log(
    `${kb(row.raw)} ${kb(row.gzip)}${mark} ${row.name}${first.has(row.name) ? '  (preloaded)' : ''}`,
  );
}
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const level6 = rows.filter((row) => !row.precompressed).length;
console.log(
  `\n${rows.length} chunks, ${kb(total).trim()} KB gzip in all` +
    (level6 > 0
      ? ` (* ${level6} without a .gz: zlib level 6, compressed per request)`
      : ' (all pre-compressed)'),
);
if (pageUrl) {
  const preloaded = rows.filter((row) => first.has(row.name));
  const sum = preloaded.reduce((s, row) => s + row.gzip, 0);
  console.log(
    `${pageUrl} preloads ${preloaded.length} chunks, ${kb(sum).trim()} KB gzip (bodies only: Lighthouse's figure adds` +
      ' response headers and the page chunk and anything else imported while the page loads)',
  );
}
