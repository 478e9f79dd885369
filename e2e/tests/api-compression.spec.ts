import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './csp-guard';

// What a phone downloads for every filter change, page and keystroke of the quick search: the API's answers
// through the web server's /api proxy are compressed for a browser that takes it (the API itself sends them
// plain to the web server's own local calls).

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One GET with node:http, which hands back the body exactly as sent (fetch and Playwright decode it). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

test('API answers through the proxy are compressed with Brotli or gzip, and decode to the plain answer', async ({
  request,
  baseURL,
}) => {
  const page = await (
    await request.get('/api/content/page', {
      headers: { 'context-url': `${baseURL}/en/assortment/furniture/sofas/` },
    })
  ).json();
  const paths = [
    `/api/categories/${page.categoryId}/products?take=24&includeFacets=true`,
    '/api/search/quick-search?query=sofa',
    '/api/site/translations',
  ];
  for (const path of paths) {
    const plain = await rawGet(`${baseURL}${path}`, { 'accept-encoding': 'identity' });
    expect(plain.status, path).toBe(200);
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    const text = plain.body.toString('utf8');
    expect(() => JSON.parse(text), path).not.toThrow();

    const brotli = await rawGet(`${baseURL}${path}`, { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding'], path).toBe('br');
    expect(brotli.headers.vary, path).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString('utf8'), path).toBe(text);
    // Text with repeated keys: at most half the plain size (the listing's 65 KB go to about 4 KB).
    expect(brotli.body.length, path).toBeLessThan(text.length / 2);

    const gzip = await rawGet(`${baseURL}${path}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding'], path).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8'), path).toBe(text);
  }
});
