// Bundle listing of the built web app: every JavaScript chunk in apps/web/build/client/assets with its raw
// and gzip size (level 6, what the web server's compression sends), largest first. Given a page address of a
// running shop, it also marks the chunks that page's HTML preloads (its first-load JavaScript before any
// on-demand import) and sums them.
//
//   pnpm --filter @storefront/bench bench:bundle                          (after building @storefront/web)
//   pnpm --filter @storefront/bench bench:bundle http://localhost:3000/en  (with the shop running)
import { readdir, readFile } from 'node:fs/promises';
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

const files = (await readdir(assets)).filter((name) => name.endsWith('.js'));
const rows = await Promise.all(
  files.map(async (name) => {
    const code = await readFile(join(assets, name));
    return { name, raw: code.length, gzip: gzipSync(code, { level: 6 }).length };
  }),
);
rows.sort((a, b) => b.gzip - a.gzip);
const first = pageUrl ? await preloadedBy(pageUrl) : new Set();
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
console.log(`${'raw KB'.padStart(7)} ${'gzip KB'.padStart(7)}  chunk`);
for (const row of rows) {
  console.log(`${kb(row.raw)} ${kb(row.gzip)}  ${row.name}${first.has(row.name) ? '  (preloaded)' : ''}`);
}
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`\n${rows.length} chunks, ${kb(total).trim()} KB gzip in all`);
if (pageUrl) {
  const preloaded = rows.filter((row) => first.has(row.name));
  const sum = preloaded.reduce((s, row) => s + row.gzip, 0);
  console.log(
    `${pageUrl} preloads ${preloaded.length} chunks, ${kb(sum).trim()} KB gzip (bodies only: Lighthouse's figure adds` +
      ' response headers and the page chunk and anything else imported while the page loads)',
  );
}
