import { describe, expect, it } from 'vitest';
import { createServer } from '../server';
import { IMAGE_CACHE_CONTROL } from './image-routes';

describe('generated images', () => {
  it('draws a product in a colour with fixed size and a year-long immutable cache header', async () => {
    const app = await createServer({ logLevel: 'silent' });
    try {
      const res = await app.inject({ url: '/api/images/products/arm-chair/green/front.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
      expect(IMAGE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
      expect(res.body).toMatch(/<svg[^>]+width="800" height="600"/);
      expect(res.body).toContain('#4f6f52');
      const again = await app.inject({ url: '/api/images/products/arm-chair/green/front.svg' });
      expect(again.body).toBe(res.body);
      const thumb = await app.inject({ url: '/api/images/products/arm-chair/green/thumb.svg' });
      expect(thumb.body).toMatch(/width="200" height="150"/);
      const banner = await app.inject({ url: '/api/images/banners/sofa/rust.svg' });
      expect(banner.body).toMatch(/width="1200" height="600"/);
    } finally {
      await app.close();
    }
  });

  it('answers 404 JSON for unknown kinds, colours and views', async () => {
    const app = await createServer({ logLevel: 'silent' });
    try {
      for (const url of [
        '/api/images/products/spaceship/green/front.svg',
        '/api/images/products/sofa/plaid/front.svg',
        '/api/images/products/sofa/green/top.svg',
        '/api/images/products/sofa/green/thumb.png',
        '/api/images/products/sofa/green/front.gif',
        '/api/images/banners/sofa/plaid.png',
      ]) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error).toBe('NOT_FOUND');
      }
    } finally {
      await app.close();
    }
  });

  it('renders full-size views and banners to PNG at the drawing size, the same bytes each time', async () => {
    const app = await createServer({ logLevel: 'silent' });
    try {
      for (const [url, width, height] of [
        ['/api/images/products/arm-chair/green/front.png', 800, 600],
        ['/api/images/banners/sofa/rust.png', 1200, 600],
      ] as const) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
        const png = res.rawPayload;
        expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
        // The IHDR chunk holds width and height as big-endian 32-bit numbers at bytes 16 and 20.
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
        const again = await app.inject({ url });
        expect(again.rawPayload.equals(png)).toBe(true);
      }
    } finally {
      await app.close();
    }
  });
});
