import { describe, expect, it } from 'vitest';
import { makeProduct } from './product-fixtures';
import { productStructuredData, structuredDataJson } from './product-structured-data';

describe('productStructuredData', () => {
  it('describes the product with one offer per variation and its availability', () => {
    const data = productStructuredData(makeProduct());
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

  it('leaves offers out when the price is on request', () => {
    expect(productStructuredData(makeProduct({ hidePrice: true }))).not.toHaveProperty('offers');
  });

  it('escapes < so a product text cannot end the script element', () => {
    const json = structuredDataJson(productStructuredData(makeProduct({ name: '</script><b>' })));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><b>');
  });
});
