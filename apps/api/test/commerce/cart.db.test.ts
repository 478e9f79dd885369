import { cartSchema } from '@storefront/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD } from './support/accounts';
import { ARTICLES, CART_COUPON, LAMP_COUPON } from './support/catalogue-fixture';
import { startCommerce, type TestCommerce } from './support/commerce-app';
import { Visitor } from './support/visitor';

describe('cart', () => {
  let t: TestCommerce;
  beforeAll(async () => {
    t = await startCommerce();
  });
  afterAll(async () => t?.close());

  it('answers an empty cart to a new visitor without creating a session', async () => {
    const res = await new Visitor(t.app).call('GET', '/api/cart');
    expect(res.statusCode).toBe(200);
    const cart = cartSchema.parse(res.json());
    expect(cart).toMatchObject({ numberOfItems: 0, lineItems: [], outOfStock: false, notActive: false });
    expect(cart.price.totalPrice.amount).toBe(0);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('prices lines from the catalogue, excluding VAT by default and including it on request', async () => {
    const visitor = new Visitor(t.app);
    const added = await visitor.call('POST', '/api/cart', {
      code: ARTICLES.chairGrey,
      quantity: 2,
      price: 1,
    });
    expect(added.statusCode).toBe(200);
    const cart = cartSchema.parse(added.json());
    expect(cart.numberOfItems).toBe(2);
    expect(cart.lineItems[0]).toMatchObject({
      code: ARTICLES.chairGrey,
      elNumber: 'EL-1001',
      quantity: 2,
      active: true,
      inStockQuantity: 12,
      categoryPath: ['Møbler', 'Sitteplasser', 'Lenestoler'],
      price: { currency: 'SEK', unitPrice: { amount: 1000 }, totalPriceForItems: { amount: 2000 } },
      item: { image: { src: '/api/images/products/oslo-chair/grey.svg', width: 800, height: 600 } },
    });
    expect(cart.price.totalPriceForItems.formattedString).toBe('2\u00a0000,00\u00a0kr');
    expect(cart.price.shipping.amount).toBe(119.2);
    expect(cart.price.totalPrice.amount).toBe(2649);
    expect(cart.price.totalVat.amount).toBe(529.8);

    const incl = cartSchema.parse(
      (
        await visitor.call('GET', '/api/cart?priceInclVAT=true', undefined, { 'content-language': 'en' })
      ).json(),
    );
    expect(incl.lineItems[0]?.price.totalPriceForItems.amount).toBe(2500);
    expect(incl.price.shipping.amount).toBe(149);
    expect(incl.lineItems[0]?.categoryPath).toEqual(['Furniture', 'Seating', 'Arm chairs']);
    expect(incl.lineItems[0]?.item.name).toBe('Oslo arm chair');
  });

  it('adds to an existing line, sets quantities (0 removes) and keeps 0-999', async () => {
    const visitor = new Visitor(t.app);
    await visitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 2 });
    let cart = (await visitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 3 })).json();
    expect(cart.lineItems[0].quantity).toBe(5);
    cart = (await visitor.call('PUT', '/api/cart', { code: ARTICLES.lamp, quantity: 7 })).json();
    expect(cart.lineItems[0].quantity).toBe(7);
    const tooMany = await visitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 993 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.quantity).toBe('Quantity has to be a number between 0-999');
    for (const quantity of [-1, 1000, 1.5, 'two']) {
      const bad = await visitor.call('PUT', '/api/cart', { code: ARTICLES.lamp, quantity });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.quantity).toBe('Quantity has to be a number between 0-999');
    }
    const empty = await visitor.call('POST', '/api/cart', { code: '  ', quantity: 1 });
    expect(empty.json().fields.code).toBe('Code cannot be empty');
    cart = (await visitor.call('PUT', '/api/cart', { code: ARTICLES.lamp, quantity: 0 })).json();
    expect(cart.lineItems).toEqual([]);
  });

  it('refuses unknown codes and discontinued articles with clear errors', async () => {
    const visitor = new Visitor(t.app);
    const unknown = await visitor.call('POST', '/api/cart', { code: 'NO-SUCH-CODE', quantity: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'UNKNOWN_CODE',
      message: "No article has the code 'NO-SUCH-CODE'.",
    });
    const inactive = await visitor.call('POST', '/api/cart', { code: ARTICLES.inactiveTable, quantity: 1 });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error).toBe('NOT_ACTIVE');
    const multi = await visitor.call('POST', '/api/cart/add-multiple', [
      { code: ARTICLES.lamp, quantity: 1 },
      { code: 'GHOST-1', quantity: 1 },
    ]);
    expect(multi.statusCode).toBe(400);
    // Nothing of a refused batch is applied.
    expect((await visitor.call('GET', '/api/cart')).json().numberOfItems).toBe(0);
  });

  it('flags lines short on stock and lines that became inactive', async () => {
    const visitor = new Visitor(t.app);
    const cart = cartSchema.parse(
      (await visitor.call('POST', '/api/cart', { code: ARTICLES.chairGreen, quantity: 3 })).json(),
    );
    expect(cart.outOfStock).toBe(true);
    expect(cart.notActive).toBe(false);
    await t.handle.db.execute(
      (await import('drizzle-orm')).sql`UPDATE products SET active = false WHERE code = 'OSLO-CHAIR'`,
    );
    const later = cartSchema.parse((await visitor.call('GET', '/api/cart')).json());
    expect(later.notActive).toBe(true);
    expect(later.lineItems[0]?.active).toBe(false);
    // A discontinued line can still be removed.
    expect(
      (await visitor.call('PUT', '/api/cart', { code: ARTICLES.chairGreen, quantity: 0 })).statusCode,
    ).toBe(200);
    await t.handle.db.execute(
      (await import('drizzle-orm')).sql`UPDATE products SET active = true WHERE code = 'OSLO-CHAIR'`,
    );
  });

  it('adds multiple, bulk-updates {lineitems} and deletes the cart', async () => {
    const visitor = new Visitor(t.app);
    let res = await visitor.call('POST', '/api/cart/add-multiple', [
      { code: ARTICLES.lamp, quantity: 1 },
      { code: ARTICLES.chairGrey, quantity: 1 },
      { code: ARTICLES.lamp, quantity: 2 },
    ]);
    expect(res.json().lineItems.map((l: { code: string; quantity: number }) => [l.code, l.quantity])).toEqual(
      [
        [ARTICLES.lamp, 3],
        [ARTICLES.chairGrey, 1],
      ],
    );
    res = await visitor.call('PUT', '/api/cart/bulk', {
      lineitems: [
        { code: ARTICLES.lamp, quantity: 0 },
        { code: ARTICLES.chairGrey, quantity: 4 },
        { code: ARTICLES.sofa, quantity: 1 },
      ],
    });
    expect(res.json().lineItems.map((l: { code: string; quantity: number }) => [l.code, l.quantity])).toEqual(
      [
        [ARTICLES.chairGrey, 4],
        [ARTICLES.sofa, 1],
      ],
    );
    expect((await visitor.call('PUT', '/api/cart/bulk', { lineitems: [] })).statusCode).toBe(400);
    expect((await visitor.call('DELETE', '/api/cart')).statusCode).toBe(204);
    expect((await visitor.call('GET', '/api/cart')).json().numberOfItems).toBe(0);
  });

  it('shows automatic campaigns, applies coupon codes and frees shipping from 5 000 kr', async () => {
    const visitor = new Visitor(t.app);
    const sofa = cartSchema.parse(
      (
        await visitor.call('POST', '/api/cart?priceInclVAT=true', { code: ARTICLES.sofa, quantity: 1 })
      ).json(),
    );
    expect(sofa.promotions).toHaveLength(1);
    expect(sofa.promotions[0]).toMatchObject({ couponCode: null, promotionDiscountPercentage: 20 });
    expect(sofa.promotions[0]?.promotionDiscountAmount.amount).toBe(2500);
    expect(sofa.price.shipping.amount).toBe(0);

    await visitor.call('PUT', '/api/cart/bulk', {
      lineitems: [
        { code: ARTICLES.sofa, quantity: 0 },
        { code: ARTICLES.lamp, quantity: 2 },
        { code: ARTICLES.chairGrey, quantity: 1 },
      ],
    });
    const bad = await visitor.call('POST', '/api/cart/coupon', { couponCode: 'NOPE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.couponCode).toBe('Unknown or expired coupon code');
    const lamp = cartSchema.parse(
      (await visitor.call('POST', '/api/cart/coupon?priceInclVAT=true', { couponCode: 'lamp10' })).json(),
    );
    // 10 % off the two lamps only (2 x 500 kr incl. VAT): 100 kr.
    expect(lamp.promotions.find((p) => p.couponCode === LAMP_COUPON)?.promotionDiscountAmount.amount).toBe(
      100,
    );
    expect(lamp.price.totalPriceForItems.amount).toBe(1000 + 1250 - 100);
    const both = cartSchema.parse(
      (await visitor.call('POST', '/api/cart/coupon', { couponCode: CART_COUPON })).json(),
    );
    // Cart-wide 100 kr ex VAT on top.
    expect(both.price.totalPriceForItems.amount).toBe(800 + 1000 - 80 - 100);
    const removed = cartSchema.parse(
      (await visitor.call('DELETE', '/api/cart/coupon', { couponCode: LAMP_COUPON })).json(),
    );
    expect(removed.promotions.map((p) => p.couponCode)).toEqual([CART_COUPON]);
  });

  it('merges the anonymous cart into the customer cart at sign-in', async () => {
    const account = await createAccount(t.handle.db, 'merge@example.com');
    const earlier = new Visitor(t.app);
    await earlier.login(account.email, TEST_PASSWORD);
    await earlier.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 2 });
    await earlier.call('POST', '/api/cart', { code: ARTICLES.chairGrey, quantity: 998 });

    const visitor = new Visitor(t.app);
    await visitor.call('POST', '/api/cart/add-multiple', [
      { code: ARTICLES.lamp, quantity: 3 },
      { code: ARTICLES.sofa, quantity: 1 },
      { code: ARTICLES.chairGrey, quantity: 5 },
    ]);
    await visitor.call('POST', '/api/cart/coupon', { couponCode: LAMP_COUPON });
    await visitor.login(account.email, TEST_PASSWORD);
    const merged = cartSchema.parse((await visitor.call('GET', '/api/cart')).json());
    expect(Object.fromEntries(merged.lineItems.map((l) => [l.code, l.quantity]))).toEqual({
      [ARTICLES.lamp]: 5,
      [ARTICLES.chairGrey]: 999,
      [ARTICLES.sofa]: 1,
    });
    expect(merged.promotions.some((p) => p.couponCode === LAMP_COUPON)).toBe(true);
    // The customer sees the same cart on the other device.
    expect(cartSchema.parse((await earlier.call('GET', '/api/cart')).json()).numberOfItems).toBe(1005);
  });

  it('shares a cart as a snapshot that another visitor can preview and load', async () => {
    const sharer = new Visitor(t.app);
    expect((await sharer.call('POST', '/api/cart/share')).statusCode).toBe(409);
    await sharer.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 2 });
    const shared = await sharer.call('POST', '/api/cart/share');
    expect(shared.statusCode).toBe(201);
    const { shareId } = shared.json() as { shareId: string };
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await sharer.call('PUT', '/api/cart', { code: ARTICLES.lamp, quantity: 9 });

    const friend = new Visitor(t.app);
    const preview = cartSchema.parse((await friend.call('GET', `/api/cart/shared/${shareId}`)).json());
    expect(preview.lineItems[0]?.quantity).toBe(2);
    await friend.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 1 });
    const loaded = cartSchema.parse((await friend.call('POST', '/api/cart/load-shared', { shareId })).json());
    expect(loaded.lineItems[0]?.quantity).toBe(3);
    expect((await friend.call('POST', '/api/cart/load-shared', { shareId: 'unknown' })).statusCode).toBe(404);
  });
});
