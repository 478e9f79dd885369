import {
  approvalListSchema,
  orderListSchema,
  orderSchema,
  organizationUserSchema,
  placeOrderResultSchema,
} from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRow } from '../../src/commerce/db/sql-rows';
import { createAccount, createOrganisation, TEST_PASSWORD } from './support/accounts';
import { ARTICLES } from './support/catalogue-fixture';
import { startCommerce, type TestCommerce } from './support/commerce-app';
import { orderBody } from './support/order-body';
import { Visitor } from './support/visitor';

const stockOf = async (t: TestCommerce, code: string) =>
  (await firstRow<{ s: number }>(
    t.handle.db,
    sql`SELECT stock_quantity AS s FROM variations WHERE code = ${code}`,
  ))!.s;

describe('spending limits and order approvals', () => {
  let t: TestCommerce;
  let admin: Visitor;
  let purchaser: Visitor;
  let unlimited: Visitor;
  let foreignAdmin: Visitor;
  let privateCustomer: Visitor;
  let purchaserId: string;
  let keys = 0;

  const signedIn = async (email: string) => {
    const v = new Visitor(t.app);
    expect((await v.login(email, TEST_PASSWORD)).statusCode).toBe(200);
    return v;
  };
  /** Puts the lines in the visitor's cart and places an order; answers the place-order answer. */
  const order = async (v: Visitor, lines: { code: string; quantity: number }[]) => {
    for (const line of lines) await v.call('POST', '/api/cart', line);
    keys += 1;
    const res = await v.call('POST', '/api/order/', orderBody(), {
      'idempotency-key': `approval-key-${keys}`,
      'content-language': 'en',
    });
    expect(res.statusCode).toBe(201);
    return placeOrderResultSchema.parse(res.json());
  };
  const decide = (v: Visitor, orderNumber: string, decision: 'approve' | 'reject', reason?: string) =>
    v.call(
      'POST',
      `/api/customer/organisation/approvals/${orderNumber}/${decision}`,
      decision === 'reject' ? { reason } : {},
    );

  beforeAll(async () => {
    t = await startCommerce();
    const alpha = await createOrganisation(t.handle.db, 'org-alpha');
    const beta = await createOrganisation(t.handle.db, 'org-beta');
    await createAccount(t.handle.db, 'admin@alpha.example', 'OrganizationAdministrator', alpha.id);
    purchaserId = (await createAccount(t.handle.db, 'buyer@alpha.example', 'OrganizationPurchaser', alpha.id))
      .customerId;
    await createAccount(t.handle.db, 'free@alpha.example', 'OrganizationPurchaser', alpha.id);
    await createAccount(t.handle.db, 'admin@beta.example', 'OrganizationAdministrator', beta.id);
    await createAccount(t.handle.db, 'solo@example.com');
    admin = await signedIn('admin@alpha.example');
    purchaser = await signedIn('buyer@alpha.example');
    unlimited = await signedIn('free@alpha.example');
    foreignAdmin = await signedIn('admin@beta.example');
    privateCustomer = await signedIn('solo@example.com');
  });
  afterAll(async () => t?.close());

  it('lets an administrator set a purchaser limit, validated with a field text', async () => {
    const user = {
      id: purchaserId,
      firstName: 'Test',
      lastName: 'buyer',
      email: 'buyer@alpha.example',
      phoneNumber: '',
      role: 'OrganizationPurchaser',
    };
    const bad = await admin.call('PUT', '/api/customer/organization-user', { ...user, spendingLimit: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.spendingLimit).toBe(
      'Spending limit has to be a whole number between 0-10000000',
    );
    const set = await admin.call('PUT', '/api/customer/organization-user', { ...user, spendingLimit: 5000 });
    expect(set.statusCode).toBe(200);
    expect(organizationUserSchema.parse(set.json()).spendingLimit).toBe(5000);
    // Leaving the field out keeps the limit.
    const kept = await admin.call('PUT', '/api/customer/organization-user', user);
    expect(kept.json().spendingLimit).toBe(5000);
    const users = organizationUserSchema
      .array()
      .parse((await admin.call('GET', '/api/customer/all-customers')).json());
    expect(users.find((u) => u.email === 'free@alpha.example')?.spendingLimit).toBeNull();
  });

  it('places an order within the limit as usual, and one above it as awaiting approval with the stock held', async () => {
    const within = await order(purchaser, [{ code: ARTICLES.lamp, quantity: 1 }]);
    expect(within.redirectUrl).toBe(`/api/payment/test/${within.orderNumber}`);
    expect(within.status).toBeUndefined();

    const sofaBefore = await stockOf(t, ARTICLES.sofa);
    const above = await order(purchaser, [{ code: ARTICLES.sofa, quantity: 1 }]);
    expect(above.status).toBe('awaitingApproval');
    expect(above.redirectUrl).toBe(`/en/order-confirmation?orderNumber=${above.orderNumber}`);
    expect(await stockOf(t, ARTICLES.sofa)).toBe(sofaBefore - 1);

    const seen = orderSchema.parse((await purchaser.call('GET', `/api/order/${above.orderNumber}`)).json());
    expect(seen).toMatchObject({ status: 'awaitingApproval', payUrl: null, rejectionReason: null });
    const page = await purchaser.call('GET', `/api/payment/test/${above.orderNumber}`);
    expect(page.statusCode).toBe(409);

    const list = approvalListSchema.parse(
      (await admin.call('GET', '/api/customer/organisation/approvals')).json(),
    );
    expect(list.approvals).toEqual([
      expect.objectContaining({
        orderNumber: above.orderNumber,
        placedBy: 'Test buyer',
        spendingLimit: 5000,
        numberOfItems: 1,
        paymentMethod: 'invoice',
      }),
    ]);
    expect(list.approvals[0]!.totalPriceExVat.amount).toBe(8000);
  });

  it('never asks approval without a limit, or of an administrator', async () => {
    const free = await order(unlimited, [{ code: ARTICLES.sofa, quantity: 1 }]);
    expect(free.status).toBeUndefined();
    const own = await order(admin, [{ code: ARTICLES.lamp, quantity: 15 }]);
    expect(own.status).toBeUndefined();
    // An administrator is stored without a limit even when one is sent.
    const adminUser = organizationUserSchema
      .array()
      .parse((await admin.call('GET', '/api/customer/all-customers')).json())
      .find((u) => u.email === 'admin@alpha.example')!;
    const res = await admin.call('PUT', '/api/customer/organization-user', {
      id: adminUser.id,
      firstName: 'Test',
      lastName: 'admin',
      email: 'admin@alpha.example',
      phoneNumber: '',
      role: 'OrganizationAdministrator',
      spendingLimit: 1,
    });
    expect(res.json().spendingLimit).toBeNull();
  });

  it('refuses decisions by anyone but an administrator of the organisation', async () => {
    const pending = await order(purchaser, [{ code: ARTICLES.chairGrey, quantity: 6 }]);
    expect(pending.status).toBe('awaitingApproval');
    expect((await purchaser.call('GET', '/api/customer/organisation/approvals')).statusCode).toBe(403);
    expect((await privateCustomer.call('GET', '/api/customer/organisation/approvals')).statusCode).toBe(403);
    expect((await new Visitor(t.app).call('GET', '/api/customer/organisation/approvals')).statusCode).toBe(
      401,
    );
    expect((await decide(purchaser, pending.orderNumber, 'approve')).statusCode).toBe(403);
    expect((await decide(privateCustomer, pending.orderNumber, 'reject', 'No')).statusCode).toBe(403);
    // Another organisation's administrator does not learn that the order exists.
    expect((await decide(foreignAdmin, pending.orderNumber, 'approve')).statusCode).toBe(404);
    expect((await decide(foreignAdmin, pending.orderNumber, 'reject', 'No')).statusCode).toBe(404);
    const foreignList = approvalListSchema.parse(
      (await foreignAdmin.call('GET', '/api/customer/organisation/approvals')).json(),
    );
    expect(foreignList.approvals).toEqual([]);
    expect((await decide(admin, 'SF-0000-0000000000', 'approve')).statusCode).toBe(404);
    const still = orderSchema.parse(
      (await purchaser.call('GET', `/api/order/${pending.orderNumber}`)).json(),
    );
    expect(still.status).toBe('awaitingApproval');
  });

  it('approves: the order goes on to payment and cannot be decided again', async () => {
    const { approvals } = approvalListSchema.parse(
      (await admin.call('GET', '/api/customer/organisation/approvals')).json(),
    );
    const orderNumber = approvals[0]!.orderNumber;
    const sofaBefore = await stockOf(t, ARTICLES.sofa);
    const approved = await decide(admin, orderNumber, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(orderSchema.parse(approved.json()).status).toBe('awaitingPayment');
    // The stock was held at placement: approving takes nothing more.
    expect(await stockOf(t, ARTICLES.sofa)).toBe(sofaBefore);
    const seen = orderSchema.parse((await purchaser.call('GET', `/api/order/${orderNumber}`)).json());
    expect(seen).toMatchObject({ status: 'awaitingPayment', payUrl: `/api/payment/test/${orderNumber}` });
    expect((await purchaser.call('GET', `/api/payment/test/${orderNumber}`)).statusCode).toBe(200);
    expect((await decide(admin, orderNumber, 'approve')).statusCode).toBe(409);
    expect((await decide(admin, orderNumber, 'reject', 'Too late')).statusCode).toBe(409);
  });

  it('rejects with a required reason shown to the purchaser, and returns the stock', async () => {
    const pending = await order(purchaser, [{ code: ARTICLES.sofa, quantity: 2 }]);
    const sofaHeld = await stockOf(t, ARTICLES.sofa);
    const empty = await decide(admin, pending.orderNumber, 'reject', '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.reason).toBe('Invalid length on text, has to be 1-500');
    const tooLong = await decide(admin, pending.orderNumber, 'reject', 'x'.repeat(501));
    expect(tooLong.statusCode).toBe(400);

    const rejected = await decide(admin, pending.orderNumber, 'reject', 'Buy the smaller model');
    expect(rejected.statusCode).toBe(200);
    expect(orderSchema.parse(rejected.json())).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Buy the smaller model',
    });
    expect(await stockOf(t, ARTICLES.sofa)).toBe(sofaHeld + 2);
    const history = orderListSchema.parse(
      (await purchaser.call('GET', '/api/order/all-orders?take=50')).json(),
    );
    expect(history.orders.find((o) => o.orderNumber === pending.orderNumber)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Buy the smaller model',
      payUrl: null,
    });
    expect((await decide(admin, pending.orderNumber, 'approve')).statusCode).toBe(409);
    expect(await stockOf(t, ARTICLES.sofa)).toBe(sofaHeld + 2);
  });

  it('lets exactly one of two simultaneous decisions win', async () => {
    const pending = await order(purchaser, [{ code: ARTICLES.chairGrey, quantity: 6 }]);
    const chairsHeld = await stockOf(t, ARTICLES.chairGrey);
    const answers = await Promise.all([
      decide(admin, pending.orderNumber, 'approve'),
      decide(admin, pending.orderNumber, 'reject', 'Not now'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const final = orderSchema.parse(
      (await purchaser.call('GET', `/api/order/${pending.orderNumber}`)).json(),
    );
    // Stock comes back only when the reject won.
    expect(await stockOf(t, ARTICLES.chairGrey)).toBe(
      final.status === 'rejected' ? chairsHeld + 6 : chairsHeld,
    );
  });
});
