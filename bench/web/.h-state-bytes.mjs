import { gzipSync } from 'node:zlib';
import { findPages, startShop } from './shop.mjs';
const { origin, stop } = await startShop();
try {
  const pages = await findPages(origin);
  for (const { name, path } of pages) {
    const html = await (await fetch(origin + path, { headers: { 'sec-fetch-dest': 'document' } })).text();
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).filter((s) => s.includes('streamController.enqueue'));
    const state = scripts.join('\n');
    const gz = (s) => (gzipSync(Buffer.from(s)).length / 1024).toFixed(1);
    console.log(`${name.padEnd(9)} html ${gz(html)} KB gz (${(html.length / 1024).toFixed(0)} KB raw), state ${gz(state)} KB gz (${(state.length / 1024).toFixed(0)} KB raw)`);
    if (process.env.DUMP) (await import('node:fs')).writeFileSync(`/tmp/hbytes/${process.env.DUMP}-${name}.html`, html);
  }
} finally {
  await stop();
}
