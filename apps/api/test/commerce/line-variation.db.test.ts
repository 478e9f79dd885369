import { cartSchema, orderSchema, placeOrderResultSchema } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLES } from './support/catalogue-fixture';
import { startCommerce, type TestCommerce } from './support/commerce-app';
import { orderBody } from './support/order-body';
import { Visitor } from './support/visitor';

describe('cart and order lines say which variation was bought', () => {
  let t: TestCommerce;
  beforeAll(async () => {
    t = await startCommerce();
  });
  afterAll(async () => t?.close());

  it('a cart line carries the variation name, colour and image in the language', async () => {
    const visitor = new Visitor(t.app);
    await visitor.call('POST', '/api/cart/add-multiple', [
      { code: ARTICLES.chairGrey, quantity: 1 },
      { code: ARTICLES.chairGreen, quantity: 1 },
    ]);
    const en = cartSchema.parse(
      (await visitor.call('GET', '/api/cart', undefined, { 'content-language': 'en' })).json(),
    );
    expect(
      en.lineItems.map((l) => [l.code, l.item.name, l.variation, l.item.image.src, l.item.image.alt]),
    ).toEqual([
      [
        ARTICLES.chairGrey,
        'Oslo arm chair',
        { name: 'Oslo arm chair, grey', color: { key: 'grey', name: 'Grey' } },
        '/api/images/products/oslo-chair/grey.svg',
        'Oslo arm chair, grey',
      ],
      [
        ARTICLES.chairGreen,
        'Oslo arm chair',
        { name: 'Oslo arm chair, green', color: { key: 'green', name: 'Green' } },
        '/api/images/products/oslo-chair/green.svg',
        'Oslo arm chair, green',
      ],
    ]);
    const no = cartSchema.parse(
      (await visitor.call('GET', '/api/cart', undefined, { 'content-language': 'no' })).json(),
    );
    expect(no.lineItems.map((l) => l.variation?.color.name)).toEqual(['Grå', 'Grønn']);
  });

  it('an order line keeps the variation and image as bought, even when the catalogue changes later', async () => {
    const visitor = new Visitor(t.app);
    await visitor.call('POST', '/api/cart/add-multiple', [
      { code: ARTICLES.chairGreen, quantity: 1 },
      { code: ARTICLES.chairGrey, quantity: 1 },
    ]);
    const res = await visitor.call('POST', '/api/order/', orderBody(), {
      'idempotency-key': 'key-variation-1',
      'content-language': 'en',
    });
    expect(res.statusCode).toBe(201);
    const placed = placeOrderResultSchema.parse(res.json());
    await t.handle.db.execute(sql`UPDATE colors SET names = '{"no":"Mose","en":"Moss"}' WHERE key = 'green'`);
    await t.handle.db.execute(
      sql`UPDATE product_images SET src = '/api/images/products/oslo-chair/green-2.svg' WHERE src LIKE '%green.svg'`,
    );
    try {
      const read = async (language: 'no' | 'en') =>
        orderSchema.parse(
          (
            await visitor.call('GET', `/api/order/${placed.orderNumber}`, undefined, {
              'content-language': language,
            })
          ).json(),
        );
      const order = await read('en');
      const byCode = new Map(order.orderItems.map((l) => [l.code, l]));
      expect(byCode.get(ARTICLES.chairGreen)).toMatchObject({
        variation: { name: 'Oslo arm chair, green', color: { key: 'green', name: 'Green' } },
        item: { name: 'Oslo arm chair', image: { src: '/api/images/products/oslo-chair/green.svg' } },
      });
      expect(byCode.get(ARTICLES.chairGrey)).toMatchObject({
        variation: { name: 'Oslo arm chair, grey', color: { key: 'grey', name: 'Grey' } },
        item: { image: { src: '/api/images/products/oslo-chair/grey.svg' } },
      });
      // Placed in English, read in Norwegian: the colour as it was named in Norwegian at placement.
      const norwegian = await read('no');
      expect(norwegian.orderItems.find((l) => l.code === ARTICLES.chairGreen)?.variation).toMatchObject({
        color: { key: 'green', name: 'Grønn' },
      });
      expect(norwegian.orderItems.find((l) => l.code === ARTICLES.chairGreen)?.variation?.name).toMatch(
        /, grønn$/,
      );
    } finally {
      await t.handle.db.execute(
        sql`UPDATE colors SET names = '{"no":"Grønn","en":"Green"}' WHERE key = 'green'`,
      );
      await t.handle.db.execute(
        sql`UPDATE product_images SET src = '/api/images/products/oslo-chair/green.svg' WHERE src LIKE '%green-2.svg'`,
      );
    }
  });
});
