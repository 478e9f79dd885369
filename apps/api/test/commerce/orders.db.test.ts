import { cartSchema, orderListSchema, orderSchema, placeOrderResultSchema } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRow } from '../../src/commerce/db/sql-rows';
import { createAccount, createOrganisation, TEST_PASSWORD } from './support/accounts';
import { ARTICLES, LAMP_COUPON } from './support/catalogue-fixture';
import { startCommerce, type TestCommerce } from './support/commerce-app';
import { orderBody } from './support/order-body';
import { Visitor } from './support/visitor';

const stockOf = async (t: TestCommerce, code: string) =>
  (await firstRow<{ s: number }>(
    t.handle.db,
    sql`SELECT stock_quantity AS s FROM variations WHERE code = ${code}`,
  ))!.s;

describe('orders and the test payment page', () => {
  let t: TestCommerce;
  beforeAll(async () => {
    t = await startCommerce();
    await t.handle.db.execute(
      sql`INSERT INTO pages (page_key, language, page_type, url, title, data) VALUES
          ('order-confirmation', 'en', 'OrderConfirmationPage', '/en/order-confirmation', 'Thank you', '{}'),
          ('checkout', 'en', 'CheckoutPage', '/en/checkout', 'Checkout', '{}')`,
    );
  });
  afterAll(async () => t?.close());

  it('validates the checkout data with the spec texts', async () => {
    const visitor = new Visitor(t.app);
    await visitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 1 });
    const bad = await visitor.call(
      'POST',
      '/api/order/',
      {
        ...orderBody(),
        contact: { firstName: '', lastName: 'B', email: 'nope', phoneNumber: 'abc' },
        shippingAddress: { ...orderBody().shippingAddress, city: '', postalCode: '12345678901' },
        deliveryMethod: 'teleport',
        requestedDeliveryDate: '21/11/2026',
        paymentMethod: 'cash',
      },
      { 'idempotency-key': 'key-validation-1' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      'contact.firstName': 'Name has to be 1-40 characters',
      'contact.email': 'Not a valid e-mail address',
      'contact.phoneNumber': 'Phone number has to be 0-16 digits',
      'shippingAddress.city': 'City has to be 1-40 characters',
      'shippingAddress.postalCode': 'Zip code has to be 1-10 characters',
    });
    expect(Object.keys(bad.json().fields)).toEqual(
      expect.arrayContaining(['deliveryMethod', 'requestedDeliveryDate', 'paymentMethod']),
    );
    const noKey = await visitor.call('POST', '/api/order/', orderBody());
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toContain('Idempotency-Key');
  });

  it('refuses an empty cart', async () => {
    const res = await new Visitor(t.app).call('POST', '/api/order/', orderBody(), {
      'idempotency-key': 'key-empty-1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your cart is empty.');
  });

  it('places an order: re-prices, decrements stock, empties the cart, answers the payment page', async () => {
    const visitor = new Visitor(t.app);
    await visitor.call('POST', '/api/cart', { code: ARTICLES.chairGrey, quantity: 2 });
    const before = await stockOf(t, ARTICLES.chairGrey);
    const res = await visitor.call('POST', '/api/order/', orderBody({ deliveryMethod: 'express' }), {
      'idempotency-key': 'key-place-1',
      'content-language': 'en',
    });
    expect(res.statusCode).toBe(201);
    const placed = placeOrderResultSchema.parse(res.json());
    expect(placed.orderNumber).toMatch(/^SF-\d{4}-\d{10}$/);
    expect(placed.redirectUrl).toBe(`/api/payment/test/${placed.orderNumber}`);
    expect(await stockOf(t, ARTICLES.chairGrey)).toBe(before - 2);
    expect((await visitor.call('GET', '/api/cart')).json().numberOfItems).toBe(0);

    const order = orderSchema.parse(
      (
        await visitor.call('GET', `/api/order/${placed.orderNumber}?priceInclVAT=true`, undefined, {
          'content-language': 'en',
        })
      ).json(),
    );
    expect(order).toMatchObject({
      orderNumber: placed.orderNumber,
      deliveryMethod: 'express',
      paymentMethod: 'invoice',
      numberOfItems: 2,
      requestedDeliveryDate: '2026-12-01',
      note: { title: 'Door code', description: '1234' },
      shippingAddress: { city: 'Oslo', countryName: 'Norway' },
    });
    expect(order.totalPriceForItems.amount).toBe(2500);
    expect(order.totalFreightPrice.amount).toBe(299);
    expect(order.totalPrice.amount).toBe(2799);
    expect(order.totalVat.amount).toBeCloseTo(2799 - 2799 / 1.25, 1);
    expect(order.orderItems[0]).toMatchObject({
      code: ARTICLES.chairGrey,
      quantity: 2,
      item: { name: 'Oslo arm chair' },
    });
  });

  it('answers the same order for a repeated idempotency key, and refuses the key for another body', async () => {
    const visitor = new Visitor(t.app);
    await visitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 1 });
    const first = await visitor.call('POST', '/api/order/', orderBody(), {
      'idempotency-key': 'key-repeat-1',
    });
    const again = await visitor.call('POST', '/api/order/', orderBody(), {
      'idempotency-key': 'key-repeat-1',
    });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const count = await firstRow<{ n: number }>(
      t.handle.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE order_number = ${first.json().orderNumber}`,
    );
    expect(count?.n).toBe(1);
    const other = await visitor.call('POST', '/api/order/', orderBody({ paymentMethod: 'card' }), {
      'idempotency-key': 'key-repeat-1',
    });
    expect(other.statusCode).toBe(409);
  });

  it('never oversells: a cart wanting more than the stock gets a clear out-of-stock error and nothing changes', async () => {
    const visitor = new Visitor(t.app);
    await visitor.call('POST', '/api/cart/add-multiple', [
      { code: ARTICLES.lamp, quantity: 1 },
      { code: ARTICLES.chairGreen, quantity: 3 },
    ]);
    const lampBefore = await stockOf(t, ARTICLES.lamp);
    const res = await visitor.call('POST', '/api/order/', orderBody(), { 'idempotency-key': 'key-short-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'OUT_OF_STOCK',
      fields: { code: `Out of stock: ${ARTICLES.chairGreen}` },
    });
    expect(await stockOf(t, ARTICLES.chairGreen)).toBe(2);
    expect(await stockOf(t, ARTICLES.lamp)).toBe(lampBefore);
    expect((await visitor.call('GET', '/api/cart')).json().numberOfItems).toBe(4);
  });

  it('refuses to order an article discontinued after it was put in the cart', async () => {
    const visitor = new Visitor(t.app);
    await visitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 1 });
    await t.handle.db.execute(sql`UPDATE products SET active = false WHERE code = 'LYS-LAMP'`);
    const res = await visitor.call('POST', '/api/order/', orderBody(), {
      'idempotency-key': 'key-inactive-1',
    });
    await t.handle.db.execute(sql`UPDATE products SET active = true WHERE code = 'LYS-LAMP'`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('NOT_ACTIVE');
  });

  it('pays on the test payment page and lands on the order confirmation page', async () => {
    const visitor = new Visitor(t.app);
    await visitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 1 });
    const { orderNumber, redirectUrl } = (
      await visitor.call('POST', '/api/order/', orderBody(), {
        'idempotency-key': 'key-pay-1',
        'content-language': 'en',
      })
    ).json();
    const page = await visitor.call('GET', redirectUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(orderNumber);
    expect(page.body).toContain('>Pay</button>');
    expect((await new Visitor(t.app).call('GET', redirectUrl)).statusCode).toBe(404);

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const foreign = await visitor.call('POST', `${redirectUrl}/pay`, undefined, {
      ...form,
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    const paid = await visitor.call('POST', `${redirectUrl}/pay`, undefined, form);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/en/order-confirmation?orderNumber=${orderNumber}`);
    const status = await firstRow<{ status: string }>(
      t.handle.db,
      sql`SELECT status FROM orders WHERE order_number = ${orderNumber}`,
    );
    expect(status?.status).toBe('paid');
    expect((await visitor.call('GET', redirectUrl)).body).toContain('already paid');
  });

  it('cancels on the test payment page, gives the stock back and returns to checkout', async () => {
    const visitor = new Visitor(t.app);
    await visitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 3 });
    const before = await stockOf(t, ARTICLES.lamp);
    const { redirectUrl } = (
      await visitor.call('POST', '/api/order/', orderBody(), { 'idempotency-key': 'key-cancel-1' })
    ).json();
    expect(await stockOf(t, ARTICLES.lamp)).toBe(before - 3);
    const res = await visitor.call('POST', `${redirectUrl}/cancel`, undefined, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(303);
    // No Norwegian checkout page in this content: the fixed fallback of the allow-list.
    expect(res.headers.location).toBe('/no/kasse?payment=cancelled');
    expect(await stockOf(t, ARTICLES.lamp)).toBe(before);
  });

  it('puts every line, quantity and coupon back in the cart when the payment is cancelled', async () => {
    const visitor = new Visitor(t.app);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await visitor.call('POST', '/api/cart', { code: ARTICLES.chairGrey, quantity: 2 });
    await visitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 3 });
    await visitor.call('POST', '/api/cart/coupon', { couponCode: LAMP_COUPON });
    const before = cartSchema.parse((await visitor.call('GET', '/api/cart')).json());
    const chairStock = await stockOf(t, ARTICLES.chairGrey);
    const { redirectUrl } = (
      await visitor.call('POST', '/api/order/', orderBody(), {
        'idempotency-key': 'key-cancel-restore',
        'content-language': 'en',
      })
    ).json();
    expect((await visitor.call('GET', '/api/cart')).json().numberOfItems).toBe(0);

    const cancelled = await visitor.call('POST', `${redirectUrl}/cancel`, undefined, form);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('/en/checkout?payment=cancelled');
    const after = cartSchema.parse((await visitor.call('GET', '/api/cart')).json());
    expect(after.lineItems.map((l) => [l.code, l.quantity])).toEqual([
      [ARTICLES.chairGrey, 2],
      [ARTICLES.lamp, 3],
    ]);
    expect(after.numberOfItems).toBe(5);
    expect(after.promotions.map((p) => p.couponCode)).toContain(LAMP_COUPON);
    expect(after.price.totalPrice).toEqual(before.price.totalPrice);
    expect(await stockOf(t, ARTICLES.chairGrey)).toBe(chairStock);

    // A second cancel (double click, Back and resubmit) changes nothing: no doubled lines or stock.
    const again = await visitor.call('POST', `${redirectUrl}/cancel`, undefined, form);
    expect(again.statusCode).toBe(303);
    const still = cartSchema.parse((await visitor.call('GET', '/api/cart')).json());
    expect(still.lineItems.map((l) => [l.code, l.quantity])).toEqual([
      [ARTICLES.chairGrey, 2],
      [ARTICLES.lamp, 3],
    ]);
    expect(await stockOf(t, ARTICLES.chairGrey)).toBe(chairStock);
    const status = await firstRow<{ status: string }>(
      t.handle.db,
      sql`SELECT status FROM orders WHERE order_number = ${redirectUrl.split('/').pop()}`,
    );
    expect(status?.status).toBe('cancelled');
  });

  it('adds the cancelled lines to what was put in the cart meanwhile, and a declined payment does the same', async () => {
    const visitor = new Visitor(t.app);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await visitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 1 });
    const { redirectUrl } = (
      await visitor.call('POST', '/api/order/', orderBody(), { 'idempotency-key': 'key-fail-restore' })
    ).json();
    await visitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 2 });
    const failed = await visitor.call('POST', `${redirectUrl}/fail`, undefined, form);
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe('/no/kasse?payment=failed');
    const cart = cartSchema.parse((await visitor.call('GET', '/api/cart')).json());
    expect(cart.lineItems.map((l) => [l.code, l.quantity])).toEqual([[ARTICLES.lamp, 3]]);
  });

  it('does not refill the cart when the order was paid before the cancel arrived', async () => {
    const visitor = new Visitor(t.app);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await visitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 1 });
    const { orderNumber, redirectUrl } = (
      await visitor.call('POST', '/api/order/', orderBody(), {
        'idempotency-key': 'key-paid-then-cancel',
        'content-language': 'en',
      })
    ).json();
    await visitor.call('POST', `${redirectUrl}/pay`, undefined, form);
    const late = await visitor.call('POST', `${redirectUrl}/cancel`, undefined, form);
    expect(late.headers.location).toBe(`/en/order-confirmation?orderNumber=${orderNumber}`);
    expect((await visitor.call('GET', '/api/cart')).json().numberOfItems).toBe(0);
  });

  it('lists own orders newest first with year, take, skip and totalOrderCount', async () => {
    const account = await createAccount(t.handle.db, 'history@example.com');
    const visitor = new Visitor(t.app);
    expect((await visitor.call('GET', '/api/order/all-orders')).statusCode).toBe(401);
    await visitor.login(account.email, TEST_PASSWORD);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      await visitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 1 });
      numbers.push(
        (
          await visitor.call('POST', '/api/order/', orderBody(), { 'idempotency-key': `key-hist-${i}` })
        ).json().orderNumber,
      );
    }
    await t.handle.db.execute(
      sql`UPDATE orders SET created_at = '2025-05-05T10:00:00Z' WHERE order_number = ${numbers[0]}`,
    );
    const page = orderListSchema.parse(
      (await visitor.call('GET', '/api/order/all-orders?take=1&skip=1')).json(),
    );
    expect(page.totalOrderCount).toBe(3);
    expect(page.orders.map((o) => o.orderNumber)).toEqual([numbers[1]]);
    const all = orderListSchema.parse((await visitor.call('GET', '/api/order/all-orders')).json());
    expect(all.orders.map((o) => o.orderNumber)).toEqual([numbers[2], numbers[1], numbers[0]]);
    const year = orderListSchema.parse((await visitor.call('GET', '/api/order/all-orders?year=2025')).json());
    expect(year).toMatchObject({ totalOrderCount: 1, orders: [{ orderNumber: numbers[0] }] });
    // The year filter offers only years that have orders (issue 23 item 8), whatever year is asked for.
    const thisYear = new Date().getUTCFullYear();
    expect(all.orderYears).toEqual([thisYear, 2025]);
    expect(year.orderYears).toEqual([thisYear, 2025]);
    expect((await visitor.call('GET', '/api/order/all-orders?take=abc')).statusCode).toBe(400);
  });

  it('shows an organisation administrator the organisation orders, and nobody else', async () => {
    const org = await createOrganisation(t.handle.db, 'org-orders');
    const otherOrg = await createOrganisation(t.handle.db, 'org-orders-2');
    const buyer = await createAccount(t.handle.db, 'buyer@org.example', 'OrganizationPurchaser', org.id);
    await createAccount(t.handle.db, 'boss@org.example', 'OrganizationAdministrator', org.id);
    await createAccount(t.handle.db, 'colleague@org.example', 'OrganizationPurchaser', org.id);
    await createAccount(t.handle.db, 'boss@other.example', 'OrganizationAdministrator', otherOrg.id);
    const buyerVisitor = new Visitor(t.app);
    await buyerVisitor.login(buyer.email, TEST_PASSWORD);
    await buyerVisitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 1 });
    const { orderNumber } = (
      await buyerVisitor.call('POST', '/api/order/', orderBody(), { 'idempotency-key': 'key-org-1' })
    ).json();

    const viewAs = async (email: string) => {
      const v = new Visitor(t.app);
      await v.login(email, TEST_PASSWORD);
      return v;
    };
    const boss = await viewAs('boss@org.example');
    expect((await boss.call('GET', `/api/order/${orderNumber}`)).statusCode).toBe(200);
    expect(
      (await boss.call('GET', '/api/order/all-orders'))
        .json()
        .orders.map((o: { orderNumber: string }) => o.orderNumber),
    ).toContain(orderNumber);
    expect(
      (await (await viewAs('colleague@org.example')).call('GET', `/api/order/${orderNumber}`)).statusCode,
    ).toBe(404);
    expect(
      (await (await viewAs('boss@other.example')).call('GET', `/api/order/${orderNumber}`)).statusCode,
    ).toBe(404);
    expect((await new Visitor(t.app).call('GET', `/api/order/${orderNumber}`)).statusCode).toBe(404);
  });

  it('answers names and countries in the asked language and who placed an organisation order (issue 23 item 6)', async () => {
    const org = await createOrganisation(t.handle.db, 'org-placed-by');
    const buyer = await createAccount(t.handle.db, 'placer@org.example', 'OrganizationPurchaser', org.id);
    await createAccount(t.handle.db, 'chief@org.example', 'OrganizationAdministrator', org.id);
    const buyerVisitor = new Visitor(t.app);
    await buyerVisitor.login(buyer.email, TEST_PASSWORD);
    await buyerVisitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 1 });
    // Placed on the Norwegian site: the line's frozen name is the Norwegian one.
    const { orderNumber } = (
      await buyerVisitor.call('POST', '/api/order/', orderBody(), {
        'idempotency-key': 'key-placed-by-1',
        'content-language': 'no',
      })
    ).json();
    const chief = new Visitor(t.app);
    await chief.login('chief@org.example', TEST_PASSWORD);

    const en = orderSchema.parse(
      (await chief.call('GET', `/api/order/${orderNumber}`, undefined, { 'content-language': 'en' })).json(),
    );
    expect(en.orderItems.map((line) => line.item.name)).toEqual(['Lys lamp']);
    expect(en.shippingAddress.countryName).toBe('Norway');
    expect(en.billingAddress.countryName).toBe('Norway');
    expect(en.placedBy).toBe('Test placer');

    const no = orderSchema.parse(
      (await chief.call('GET', `/api/order/${orderNumber}`, undefined, { 'content-language': 'no' })).json(),
    );
    expect(no.orderItems.map((line) => line.item.name)).toEqual(['Lys lamp (no)']);
    expect(no.shippingAddress.countryName).toBe('Norge');

    const list = orderListSchema.parse(
      (await chief.call('GET', '/api/order/all-orders', undefined, { 'content-language': 'en' })).json(),
    );
    expect(list.orders.find((o) => o.orderNumber === orderNumber)?.placedBy).toBe('Test placer');

    // A private customer's order names nobody.
    const solo = await createAccount(t.handle.db, 'solo-placer@example.com');
    const soloVisitor = new Visitor(t.app);
    await soloVisitor.login(solo.email, TEST_PASSWORD);
    await soloVisitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 1 });
    const own = (
      await soloVisitor.call('POST', '/api/order/', orderBody(), { 'idempotency-key': 'key-placed-by-2' })
    ).json();
    const soloOrder = orderSchema.parse(
      (await soloVisitor.call('GET', `/api/order/${own.orderNumber}`)).json(),
    );
    expect(soloOrder.placedBy).toBeNull();
  });
});
