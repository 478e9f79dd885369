import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../src/db/create-database';
import { createServer } from '../../src/server';

describe('commerce routes in the API server', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    handle = await createDatabase({});
    app = await createServer({ logLevel: 'silent', db: handle.db });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('answers the session check, logs in the seeded demo administrator and keeps the guard on', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/customer' })).statusCode).toBe(204);
    const login = await app.inject({
      method: 'POST',
      url: '/api/customer/login',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from('admin@storefront.example:storefront-demo').toString('base64')}`,
      },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().role).toBe('OrganizationAdministrator');
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/customer/logout',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', host: 'shop.example' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
