import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SqlExecutor } from '../db/sql-rows';

/**
 * The SQL condition "this visitor may see the order" for the `orders` table aliased `o`: the customer's own
 * orders, the session's own (guest) orders, and for organisation administrators every order of a user of
 * their organisation. Nobody else's, whatever the order number.
 */
export function orderVisibleTo(request: FastifyRequest) {
  const session = request.commerceSession;
  if (!session) return sql`false`;
  const bySession = sql`o.session_id_hash = ${session.idHash}`;
  if (session.customerId === null) return bySession;
  return sql`(${bySession} OR o.customer_id = ${session.customerId} OR o.customer_id IN (
      SELECT u.id FROM customers u JOIN customers a ON a.organisation_id = u.organisation_id
      WHERE a.id = ${session.customerId} AND a.role_key = 'OrganizationAdministrator' AND a.organisation_id IS NOT NULL))`;
}

/** The condition for the order history list: own orders, or the organisation's for an administrator. */
export function orderListedFor(customerId: number) {
  return sql`(o.customer_id = ${customerId} OR o.customer_id IN (
      SELECT u.id FROM customers u JOIN customers a ON a.organisation_id = u.organisation_id
      WHERE a.id = ${customerId} AND a.role_key = 'OrganizationAdministrator' AND a.organisation_id IS NOT NULL))`;
}

export type { SqlExecutor };
