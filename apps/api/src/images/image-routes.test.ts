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
        '/api/images/products/sofa/green/front.png',
        '/api/images/banners/sofa/green.png',
      ]) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error).toBe('NOT_FOUND');
      }
    } finally {
      await app.close();
    }
  });
});
