import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { cartRoutes } from './cart/cart-routes';
import { addressRoutes } from './customers/address-routes';
import { customerRoutes } from './customers/customer-routes';
import { favoritesRoutes } from './favorites/favorites-routes';
import { fdvRoutes } from './fdv/fdv-routes';
import { registerForwarding } from './http/forwarding';
import { devOutboxFromEnv } from './mail/dev-outbox';
import { devOutboxRoutes } from './mail/dev-outbox-routes';
import { orderRoutes } from './orders/order-routes';
import { approvalRoutes } from './organisations/approval-routes';
import { organisationRoutes } from './organisations/organisation-routes';
import { passwordResetRoutes } from './password-reset/password-reset-routes';
import { paymentRoutes } from './payment/payment-routes';
import { guardStateChange } from './security/cross-site-guard';
import { ensureRoles, seedDemoAccounts } from './seed/demo-accounts';
import { registerSessionLoading } from './sessions/session-context';
import { deleteExpiredSessions } from './sessions/session-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The one route family (test payment form) that accepts a same-origin form post instead of JSON. */
    allowForm?: boolean;
  }
}

/** Options of the commerce plugin. */
export interface CommercePluginOptions {
  /** The migrated shared database (PGlite or PostgreSQL). */
  db: Database;
  /**
   * The secret by which the shop's web server marks the requests it forwards (`PROXY_SECRET`); only those
   * requests' forwarding headers are believed. Without it, none are.
   */
  proxySecret?: string;
  /** Create the demo accounts (and their order history) when missing; on by default, tests turn it off. */
  seedDemoAccounts?: boolean;
  /**
   * Keep outgoing mail (password reset links) in the `dev_outbox` table and the log, and answer it at
   * GET api/dev/outbox. For development and e2e only. @default `DEV_OUTBOX=1` in the environment
   */
  devOutbox?: boolean;
}

function registerJsonParsing(app: FastifyInstance): void {
  // The client sends `Content-Type: application/json` on every call, bodiless POST/DELETE included,
  // so an empty JSON body is "no body" here instead of Fastify's 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new ApiError(400, 'BAD_REQUEST', 'The request body is not valid JSON.'), undefined);
      }
    },
  );
  // The test payment page posts plain forms; their content is not used.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
    done(null, undefined),
  );
}

/**
 * Customers, sessions, carts, orders, favourites, organisations and the test payment provider.
 * Encapsulated: its cookie handling, body parsing, cross-site guard and error answers apply to its own
 * routes only. Register once: `await app.register(commercePlugin, { db })`.
 */
export const commercePlugin: FastifyPluginAsync<CommercePluginOptions> = async (app, options) => {
  const { db } = options;
  // Every account needs its role row; the catalogue seed may not write them.
  await ensureRoles(db);
  if (!app.hasDecorator('parseCookie')) await app.register(cookie);
  registerJsonParsing(app);
  registerForwarding(app, options.proxySecret);

  app.addHook('onRequest', async (request) => {
    const refusal = guardStateChange(request.method, request.headers, {
      allowForm: request.routeOptions.config?.allowForm === true,
    });
    if (refusal) throw new ApiError(refusal.status, refusal.error, refusal.message);
  });
  registerSessionLoading(app, db);

  // Each area is a plugin of its own inside this one, so the hooks above apply to all of them.
  for (const area of [
    customerRoutes,
    addressRoutes,
    organisationRoutes,
    approvalRoutes,
    favoritesRoutes,
    cartRoutes,
    orderRoutes,
    paymentRoutes,
    fdvRoutes,
  ]) {
    await app.register(area, { db });
  }
  const devOutbox = options.devOutbox ?? devOutboxFromEnv();
  await app.register(passwordResetRoutes, { db, devOutbox });
  if (devOutbox) await app.register(devOutboxRoutes, { db });

  // Expired sessions and their anonymous carts are swept at start and hourly; the timer never keeps the process up.
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await deleteExpiredSessions(db);
    sweeper = setInterval(
      () => {
        deleteExpiredSessions(db).catch((error: unknown) =>
          app.log.warn({ err: error }, 'session sweep failed'),
        );
      },
      60 * 60 * 1000,
    );
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));

  if (options.seedDemoAccounts !== false) {
    app.addHook('onReady', async () => {
      const accounts = await seedDemoAccounts(db);
      app.log.info(
        { demoAccounts: accounts.map(({ email, role }) => ({ email, role })) },
        `Demo accounts (password '${accounts[0]?.password ?? ''}'): ${accounts.map((a) => `${a.email} (${a.role})`).join(', ')}`,
      );
    });
  }
};
