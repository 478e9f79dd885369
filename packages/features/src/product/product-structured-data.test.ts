import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test/product-fixtures';
import { productStructuredData, structuredDataJson } from './product-structured-data';

const signedIn = { origin: 'https://shop.test', pricesVisible: true };
const anonymous = { origin: 'https://shop.test', pricesVisible: false };

describe('productStructuredData', () => {
  it('describes the product with one offer per variation and its availability', () => {
    const data = productStructuredData(makeProduct(), signedIn);
    expect(data).toMatchObject({ '@type': 'Product', name: 'Oslo arm chair', sku: 'OSLO-1' });
    expect(data.offers).toEqual([
      expect.objectContaining({
        sku: 'OSLO-1-BLK',
        price: '2500.00',
        priceCurrency: 'SEK',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({ sku: 'OSLO-1-OAK', availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  it('gives anonymous visitors no offers and so no price', () => {
    const data = productStructuredData(makeProduct(), anonymous);
    expect(data).not.toHaveProperty('offers');
    expect(structuredDataJson(data)).not.toMatch(/price/i);
  });

  it('has an absolute url and absolute images, raster where the API renders one', () => {
    const product = makeProduct({
      url: '/en/assortment/oslo-arm-chair-p1/',
      images: [
        { src: '/api/images/products/sofa/grey/front.svg', alt: 'a', title: 'a', width: 800, height: 600 },
        { src: 'https://cdn.test/photo.jpg', alt: 'b', title: 'b', width: 800, height: 600 },
      ],
    });
    const data = productStructuredData(product, anonymous);
    expect(data.url).toBe('https://shop.test/en/assortment/oslo-arm-chair-p1/');
    expect(data.image).toEqual([
      'https://shop.test/api/images/products/sofa/grey/front.png',
      'https://cdn.test/photo.jpg',
    ]);
  });

  it('leaves offers out when the price is on request', () => {
    expect(productStructuredData(makeProduct({ hidePrice: true }), signedIn)).not.toHaveProperty('offers');
  });

  it('escapes < so a product text cannot end the script element', () => {
    const json = structuredDataJson(productStructuredData(makeProduct({ name: '</script><b>' }), signedIn));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><b>');
  });
});
