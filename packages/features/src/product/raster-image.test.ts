import { describe, expect, it } from 'vitest';
import { rasterImage } from './raster-image';

describe('rasterImage', () => {
  it('maps a product drawing to its PNG at 800x600', () => {
    expect(rasterImage('https://shop.test/api/images/products/sofa/grey/front.svg')).toEqual({
      src: 'https://shop.test/api/images/products/sofa/grey/front.png',
      width: 800,
      height: 600,
    });
  });

  it('maps a banner to its PNG at 1200x600', () => {
    expect(rasterImage('/api/images/banners/table/oak.svg')).toEqual({
      src: '/api/images/banners/table/oak.png',
      width: 1200,
      height: 600,
    });
  });

  it('leaves other addresses alone', () => {
    expect(rasterImage('/api/images/products/sofa/grey/thumb.svg')).toBeUndefined();
    expect(rasterImage('https://cdn.test/photo.jpg')).toBeUndefined();
  });
});
