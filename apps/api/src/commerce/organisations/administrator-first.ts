import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { requireCustomerId } from '../customers/current-customer';
import { requireAdministrator } from './organisation-users';

/** An administrator's own organisation, as `requireAdministrator` finds it. */
export type Administrator = Awaited<ReturnType<typeof requireAdministrator>>;

const checked = new WeakMap<FastifyRequest, Administrator>();

/**
 * A route's `preValidation` hook for administrator routes: 401 for an anonymous visitor and 403 for anyone
 * who is not an administrator (or, through `check`, names another organisation) before the body is
 * validated, so a refused caller learns nothing about the fields. The handler reads the administrator with
 * `checkedAdministrator`.
 */
export function administratorFirst(
  db: Database,
  options: { refusal?: string; check?: (request: FastifyRequest, admin: Administrator) => void } = {},
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const admin = await requireAdministrator(db, requireCustomerId(request), options.refusal);
    options.check?.(request, admin);
    checked.set(request, admin);
  };
}

/** The administrator the route's `administratorFirst` hook found. */
export function checkedAdministrator(request: FastifyRequest): Administrator {
  const admin = checked.get(request);
  if (!admin) throw new Error('administratorFirst must run before this route');
  return admin;
}
