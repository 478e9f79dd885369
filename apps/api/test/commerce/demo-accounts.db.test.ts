import { customerSchema, orderListSchema } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/commerce/auth/password';
import { firstRow } from '../../src/commerce/db/sql-rows';
import {
  DEMO_ACCOUNTS,
  DEMO_ORGANISATION,
  DEMO_PASSWORD,
  DEMO_PASSWORD_HASH,
  seedDemoAccounts,
} from '../../src/commerce/seed/demo-accounts';
import { startCommerce, type TestCommerce } from './support/commerce-app';
import { Visitor } from './support/visitor';

describe('demo accounts', () => {
  let t: TestCommerce;
  beforeAll(async () => {
    t = await startCommerce();
    await seedDemoAccounts(t.handle.db);
  });
  afterAll(async () => t?.close());

  it('stores a real N=2^17 hash of the documented password', async () => {
    expect(DEMO_PASSWORD_HASH.startsWith('scrypt$17$8$1$')).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
  });

  it('signs each account in with its role, addresses and order history', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const visitor = new Visitor(t.app);
      const res = await visitor.login(account.email, DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      const customer = customerSchema.parse(res.json());
      expect(customer.role).toBe(account.role);
      expect(customer.billingAddresses).toHaveLength(1);
      expect(customer.deliveryAddresses).toHaveLength(1);
      expect(customer.organizationId).toBe(
        account.role === 'PrivateCustomer' ? null : DEMO_ORGANISATION.publicId,
      );
      const history = orderListSchema.parse((await visitor.call('GET', '/api/order/all-orders')).json());
      expect(history.totalOrderCount).toBeGreaterThanOrEqual(3);
      expect(history.orders[0]?.orderItems[0]?.categoryPath).toEqual([
        'Møbler',
        'Sitteplasser',
        'Lenestoler',
      ]);
    }
  });

  it('lets the demo administrator manage the demo purchaser, not the other way round', async () => {
    const admin = new Visitor(t.app);
    await admin.login('admin@storefront.example', DEMO_PASSWORD);
    const users = (
      await admin.call('GET', `/api/customer/all-customers?organizationId=${DEMO_ORGANISATION.publicId}`)
    ).json();
    expect(users.map((u: { email: string }) => u.email).sort()).toEqual([
      'admin@storefront.example',
      'purchaser@storefront.example',
    ]);
    // The demo purchaser's orders above 20 000 kr excl. VAT wait for the administrator's approval.
    const limits = Object.fromEntries(
      users.map((u: { email: string; spendingLimit: number | null }) => [u.email, u.spendingLimit]),
    );
    expect(limits).toEqual({ 'admin@storefront.example': null, 'purchaser@storefront.example': 20_000 });
    const purchaser = new Visitor(t.app);
    await purchaser.login('purchaser@storefront.example', DEMO_PASSWORD);
    expect(
      (
        await purchaser.call(
          'GET',
          `/api/customer/all-customers?organizationId=${DEMO_ORGANISATION.publicId}`,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('is safe to run again', async () => {
    await seedDemoAccounts(t.handle.db);
    const count = await firstRow<{ n: number }>(t.handle.db, sql`SELECT count(*)::int AS n FROM customers`);
    expect(count?.n).toBe(3);
  });
});
