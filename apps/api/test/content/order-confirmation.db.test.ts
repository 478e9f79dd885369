import { orderListSchema, pageSchema } from '@storefront/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/commerce/seed/demo-accounts';
import { Visitor } from '../commerce/support/visitor';
import { signInDemoCustomer } from '../support/demo-customer';
import { useTestServer } from '../support/server-suite';

/*
 * The order confirmation page (spec §2, page type OrderConfirmationPage) carries the order its address names
 * (`?orderNumber=`) for the visitor who may see it, through the commerce order route; anyone else gets the
 * page with `order: null`. The demo accounts (seeded at start) each have three paid orders.
 */
const server = useTestServer(40);

beforeAll(async () => {
  await server.app.ready();
});

async function confirmationPage(visitor: Visitor, orderNumber: string) {
  const res = await visitor.call('GET', '/api/content/page', undefined, {
    'context-url': `http://shop.test/en/order-confirmation?orderNumber=${encodeURIComponent(orderNumber)}`,
    'content-language': 'en',
  });
  expect(res.statusCode, res.body).toBe(200);
  const page = pageSchema.parse(res.json());
  if (page.pageType !== 'OrderConfirmationPage') throw new Error(`not a confirmation page: ${page.pageType}`);
  return page;
}

describe('order confirmation page data', () => {
  it("carries the signed-in customer's own order, and null for everybody else", async () => {
    const owner = await signInDemoCustomer(server.app, 'private');
    const history = orderListSchema.parse((await owner.call('GET', '/api/order/all-orders')).json());
    const orderNumber = history.orders[0]?.orderNumber;
    if (!orderNumber) throw new Error('the demo customer has no orders');

    const own = await confirmationPage(owner, orderNumber);
    expect(own.order?.orderNumber).toBe(orderNumber);
    expect(own.order?.orderItems.length).toBe(history.orders[0]?.orderItems.length);

    const anonymous = await confirmationPage(new Visitor(server.app, 'anonymous'), orderNumber);
    expect(anonymous.order).toBeNull();

    const otherCustomer = new Visitor(server.app, 'purchaser');
    expect((await otherCustomer.login('purchaser@storefront.example', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await confirmationPage(otherCustomer, orderNumber)).order).toBeNull();

    expect((await confirmationPage(owner, 'NO-SUCH-ORDER')).order).toBeNull();
  });

  it('answers the page with order null without an orderNumber', async () => {
    const owner = await signInDemoCustomer(server.app, 'private');
    const res = await owner.call('GET', '/api/content/page', undefined, {
      'context-url': 'http://shop.test/en/order-confirmation',
    });
    const page = pageSchema.parse(res.json());
    expect(page).toMatchObject({ pageType: 'OrderConfirmationPage', order: null });
  });
});
