import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from './precompress-assets.mjs';

let dir;
const script = 'export function greet(name) { return "Hello, " + name; }\n'.repeat(200);
const styles = '.card { display: grid; gap: 8px; }\n'.repeat(100);
// Random bytes do not compress, so this file must get no .gz and no .br.
const noise = randomBytes(4096);

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  await writeFile(join(dir, 'page-abc.js'), script);
  await writeFile(join(dir, 'root-abc.css'), styles);
  await writeFile(join(dir, 'noise-abc.js'), noise);
  await writeFile(join(dir, 'noise-abc.js.gz'), 'left over from an earlier build');
  await writeFile(join(dir, 'noise-abc.js.br'), 'left over from an earlier build');
  await writeFile(join(dir, 'font-abc.woff2'), 'not a text format');
});
after(() => rm(dir, { recursive: true, force: true }));

test('writes a smaller .br and .gz that decompress to each text file, and none where they would not be smaller', async () => {
  const totals = await precompressDirectory(dir);
  assert.deepEqual((await readdir(dir)).sort(), [
    'font-abc.woff2',
    'noise-abc.js',
    'page-abc.js',
    'page-abc.js.br',
    'page-abc.js.gz',
    'root-abc.css',
    'root-abc.css.br',
    'root-abc.css.gz',
  ]);
  for (const name of ['page-abc.js', 'root-abc.css']) {
    const source = await readFile(join(dir, name));
    const gzip = await readFile(join(dir, `${name}.gz`));
    const br = await readFile(join(dir, `${name}.br`));
    assert.ok(gzip.length < source.length / 10, `${name}.gz is ${gzip.length} bytes for ${source.length}`);
    assert.ok(br.length < source.length / 10, `${name}.br is ${br.length} bytes for ${source.length}`);
    assert.deepEqual(gunzipSync(gzip), source);
    assert.deepEqual(brotliDecompressSync(br), source);
  }
  assert.equal(existsSync(join(dir, 'noise-abc.js.gz')), false);
  assert.equal(existsSync(join(dir, 'noise-abc.js.br')), false);
  assert.equal(totals.files, 2);
  assert.equal(totals.skipped, 1);
  assert.equal(totals.raw, Buffer.byteLength(script) + Buffer.byteLength(styles));
  assert.ok(totals.brotli > 0 && totals.brotli < totals.gzip, `brotli ${totals.brotli}, gzip ${totals.gzip}`);
});

test('gives the same bytes on every run (no timestamp in the gzip header)', async () => {
  const first = await readFile(join(dir, 'page-abc.js.gz'));
  const firstBrotli = await readFile(join(dir, 'page-abc.js.br'));
  await precompressDirectory(dir);
  assert.deepEqual(await readFile(join(dir, 'page-abc.js.gz')), first);
  assert.deepEqual(await readFile(join(dir, 'page-abc.js.br')), firstBrotli);
  // MTIME (bytes 4-7) is zero.
  assert.equal(first.readUInt32LE(4), 0);
});
