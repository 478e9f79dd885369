import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/commerce/seed/demo-accounts';
import { Visitor } from '../commerce/support/visitor';

/** The seeded demo private customer: a signed-in visitor of the audience that sees prices (spec §6). */
export const DEMO_CUSTOMER = DEMO_ACCOUNTS.find((account) => account.role === 'PrivateCustomer')!;

/** A visitor signed in as the demo private customer (the sign-in must succeed). */
export async function signInDemoCustomer(app: FastifyInstance, name = 'customer'): Promise<Visitor> {
  const customer = new Visitor(app, name);
  const res = await customer.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  expect(res.statusCode, res.body).toBe(200);
  return customer;
}
