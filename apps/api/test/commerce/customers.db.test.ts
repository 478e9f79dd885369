import { customerSchema } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ADDRESS_MAX_FAILURES, LOGIN_MAX_FAILURES } from '../../src/commerce/auth/login-throttle';
import { firstRow } from '../../src/commerce/db/sql-rows';
import { PROXY_SECRET_HEADER } from '../../src/commerce/http/forwarding';
import { deleteExpiredSessions } from '../../src/commerce/sessions/session-store';
import { sessionTokenDigest } from '../../src/commerce/sessions/session-token';
import { createAccount, TEST_PASSWORD } from './support/accounts';
import { ARTICLES } from './support/catalogue-fixture';
import { startCommerce, type TestCommerce } from './support/commerce-app';
import { Visitor } from './support/visitor';

describe('customers and sessions', () => {
  let t: TestCommerce;
  beforeAll(async () => {
    t = await startCommerce();
    await createAccount(t.handle.db, 'ann@example.com');
  });
  afterAll(async () => t?.close());

  /** Logs failed attempts from one client address, each for its own unknown e-mail address, a second ago. */
  async function seedFailures(ip: string, count: number) {
    const at = new Date(Date.now() - 1000).toISOString();
    await t.handle.db.execute(
      sql`INSERT INTO login_attempts (email, ip, success, attempted_at)
          SELECT 'seeded' || n || '@example.com', ${ip}, false, ${at}::timestamptz FROM generate_series(1, ${count}) AS n`,
    );
  }

  it('answers 204 for GET api/customer without a session and creates none', async () => {
    const visitor = new Visitor(t.app);
    const res = await visitor.call('GET', '/api/customer');
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('signs in with Basic credentials, sets a hardened cookie and answers the customer', async () => {
    const visitor = new Visitor(t.app);
    const res = await visitor.login('Ann@Example.com', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const customer = customerSchema.parse(res.json());
    expect(customer.email).toBe('ann@example.com');
    expect(customer.authenticated).toBe(true);
    const cookie = res.cookies.find((c) => c.name === 'sf_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await visitor.call('GET', '/api/customer');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('ann@example.com');
    // The database never holds the cookie value itself.
    const stored = await t.handle.db.execute(sql`SELECT id_hash FROM sessions`);
    expect(JSON.stringify(stored)).not.toContain(cookie.value);
  });

  it('marks the cookie Secure behind TLS', async () => {
    const visitor = new Visitor(t.app);
    const res = await visitor.call(
      'POST',
      '/api/cart',
      { code: ARTICLES.lamp, quantity: 1 },
      { 'x-forwarded-proto': 'https' },
    );
    expect(res.cookies.find((c) => c.name === 'sf_session')?.secure).toBe(true);
  });

  it('believes X-Forwarded-Proto only from the web server (with the proxy secret)', async () => {
    const untrusted = await new Visitor(t.app).call(
      'POST',
      '/api/cart',
      { code: ARTICLES.lamp, quantity: 1 },
      { 'x-forwarded-proto': 'https', [PROXY_SECRET_HEADER]: 'not-the-secret-0123456789' },
    );
    expect(untrusted.statusCode).toBe(200);
    const cookie = untrusted.cookies.find((c) => c.name === 'sf_session');
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.secure).toBeFalsy();
  });

  it('answers an unknown e-mail and a wrong password the same way', async () => {
    const unknown = await new Visitor(t.app).login('nobody@example.com', TEST_PASSWORD);
    const wrong = await new Visitor(t.app).login('ann@example.com', 'wrong password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('replaces the session id at sign-in and ends it at sign-out', async () => {
    const visitor = new Visitor(t.app);
    await visitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 1 });
    const anonymous = visitor.cookie!;
    await visitor.login('ann@example.com', TEST_PASSWORD);
    const signedIn = visitor.cookie!;
    expect(signedIn).not.toBe(anonymous);
    // The pre-login id is dead: it reads as a fresh anonymous visitor.
    const old = new Visitor(t.app);
    old.cookie = anonymous;
    expect((await old.call('GET', '/api/cart')).json().numberOfItems).toBe(0);

    const out = await visitor.call('POST', '/api/customer/logout');
    expect(out.statusCode).toBe(204);
    expect(visitor.cookie).toBeUndefined();
    const replay = new Visitor(t.app);
    replay.cookie = signedIn;
    expect((await replay.call('GET', '/api/customer')).statusCode).toBe(204);
  });

  it('expires idle sessions', async () => {
    const visitor = new Visitor(t.app);
    await visitor.login('ann@example.com', TEST_PASSWORD);
    await t.handle.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect((await visitor.call('GET', '/api/customer')).statusCode).toBe(204);
  });

  it('sweeps expired sessions with their anonymous carts, keeping live ones and customer carts', async () => {
    const stale = new Visitor(t.app);
    await stale.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 1 });
    const live = new Visitor(t.app);
    await live.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 2 });
    await t.handle.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id_hash = ${sessionTokenDigest(stale.cookie!)}`,
    );
    const cartOf = (v: Visitor) =>
      firstRow<{ n: number }>(
        t.handle.db,
        sql`SELECT count(*)::int AS n FROM carts WHERE session_id_hash = ${sessionTokenDigest(v.cookie!)}`,
      );
    expect((await cartOf(stale))?.n).toBe(1);
    await deleteExpiredSessions(t.handle.db);
    expect((await cartOf(stale))?.n).toBe(0);
    expect((await cartOf(live))?.n).toBe(1);
    expect((await live.call('GET', '/api/cart')).json().numberOfItems).toBe(2);
  });

  it('registers with the spec field messages, refuses a taken address and signs the new customer in', async () => {
    const visitor = new Visitor(t.app);
    const bad = await visitor.call('POST', '/api/customer/register', {
      firstName: '',
      lastName: 'x'.repeat(41),
      email: 'not-an-email',
      phoneNumber: '12345678901234567',
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: {
        firstName: 'Name has to be 1-40 characters',
        lastName: 'Name has to be 1-40 characters',
        email: 'Not a valid e-mail address',
        phoneNumber: 'Phone number has to be 0-16 digits',
        password: expect.stringContaining('Password has to be'),
      },
    });
    const taken = await visitor.call('POST', '/api/customer/register', {
      firstName: 'Ann',
      lastName: 'Other',
      email: 'ANN@example.com',
      phoneNumber: '',
      password: 'another good password',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.email).toBeDefined();

    await visitor.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 2 });
    const ok = await visitor.call('POST', '/api/customer/register', {
      firstName: 'Bo',
      lastName: 'Ek',
      email: 'bo@example.com',
      phoneNumber: '+47 912 34 567',
      password: 'a long enough password',
    });
    expect(ok.statusCode).toBe(201);
    expect(customerSchema.parse(ok.json()).role).toBe('PrivateCustomer');
    // The anonymous cart came along.
    expect((await visitor.call('GET', '/api/cart')).json().numberOfItems).toBe(2);
    expect((await new Visitor(t.app).login('bo@example.com', 'a long enough password')).statusCode).toBe(200);
  });

  it('updates the customer, refusing an e-mail that another customer has', async () => {
    await createAccount(t.handle.db, 'cy@example.com');
    const visitor = new Visitor(t.app);
    await visitor.login('cy@example.com', TEST_PASSWORD);
    const res = await visitor.call('PUT', '/api/customer/update', {
      firstName: 'Cy',
      lastName: 'Berg',
      email: 'cy.berg@example.com',
      phoneNumber: '99 88 77 66',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Cy', lastName: 'Berg', email: 'cy.berg@example.com' });
    const clash = await visitor.call('PUT', '/api/customer/update', {
      firstName: 'Cy',
      lastName: 'Berg',
      email: 'ann@example.com',
      phoneNumber: '',
    });
    expect(clash.statusCode).toBe(409);
    expect((await new Visitor(t.app).call('PUT', '/api/customer/update', {})).statusCode).toBe(401);
  });

  it('changes the password only with the right current one, errors as a list', async () => {
    await createAccount(t.handle.db, 'dag@example.com');
    const visitor = new Visitor(t.app);
    await visitor.login('dag@example.com', TEST_PASSWORD);
    const other = new Visitor(t.app);
    await other.login('dag@example.com', TEST_PASSWORD);
    const wrong = await visitor.call('POST', '/api/customer/change-password', {
      currentPassword: 'not it at all',
      newPassword: 'brand new password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual(['The current password is not correct']);
    const tooShort = await visitor.call('POST', '/api/customer/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors).toHaveLength(1);
    const ok = await visitor.call('POST', '/api/customer/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'brand new password',
    });
    expect(ok.statusCode).toBe(204);
    // The other device is signed out; this one stays signed in.
    expect((await other.call('GET', '/api/customer')).statusCode).toBe(204);
    expect((await visitor.call('GET', '/api/customer')).statusCode).toBe(200);
    expect((await new Visitor(t.app).login('dag@example.com', 'brand new password')).statusCode).toBe(200);
  });

  it('deletes the account and its session', async () => {
    await createAccount(t.handle.db, 'eva@example.com');
    const visitor = new Visitor(t.app);
    await visitor.login('eva@example.com', TEST_PASSWORD);
    const res = await visitor.call('DELETE', '/api/customer');
    expect(res.statusCode).toBe(204);
    expect((await visitor.call('GET', '/api/customer')).statusCode).toBe(204);
    expect((await new Visitor(t.app).login('eva@example.com', TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('locks an account after 10 consecutive failures with 429 and Retry-After, also for the right password', async () => {
    await createAccount(t.handle.db, 'finn@example.com');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await new Visitor(t.app).login('finn@example.com', `wrong ${i}`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await new Visitor(t.app).login('finn@example.com', TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().error).toBe('TOO_MANY_REQUESTS');
    // Unknown addresses lock the same way, so a lock does not reveal whether an account exists.
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await new Visitor(t.app).login('ghost@example.com', `x${i}`);
    expect((await new Visitor(t.app).login('ghost@example.com', 'x')).statusCode).toBe(429);
  });

  it('10 failures for one account from an address leave a colleague behind it signing in (issue 23 item 10)', async () => {
    await createAccount(t.handle.db, 'office-a@example.com');
    await createAccount(t.handle.db, 'office-b@example.com');
    const from = { 'x-forwarded-for': '203.0.113.70' };
    const basic = (email: string, password: string) => ({
      authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
      ...from,
    });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await new Visitor(t.app).call(
        'POST',
        '/api/customer/login',
        undefined,
        basic('office-a@example.com', `typo ${i}`),
      );
      expect(res.statusCode).toBe(401);
    }
    const colleague = await new Visitor(t.app).call(
      'POST',
      '/api/customer/login',
      undefined,
      basic('office-b@example.com', TEST_PASSWORD),
    );
    expect(colleague.statusCode).toBe(200);
    expect(colleague.json().email).toBe('office-b@example.com');
    // A stays locked, from this address and any other, right password included.
    const a = await new Visitor(t.app).call(
      'POST',
      '/api/customer/login',
      undefined,
      basic('office-a@example.com', TEST_PASSWORD),
    );
    expect(a.statusCode).toBe(429);
    expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks a client address after 100 failures within 15 minutes across accounts', async () => {
    await createAccount(t.handle.db, 'gro@example.com');
    const ip = '203.0.113.7';
    const from = { 'x-forwarded-for': ip };
    const basic = (email: string, password: string) => ({
      authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
      ...from,
    });
    // Most of the spray is logged directly (each real attempt costs a full scrypt); the last ones go over HTTP.
    await seedFailures(ip, LOGIN_ADDRESS_MAX_FAILURES - 3);
    // A success from the same address in between does not reset the address count.
    await createAccount(t.handle.db, 'gro-colleague@example.com');
    const colleague = await new Visitor(t.app).call(
      'POST',
      '/api/customer/login',
      undefined,
      basic('gro-colleague@example.com', TEST_PASSWORD),
    );
    expect(colleague.statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await new Visitor(t.app).call(
        'POST',
        '/api/customer/login',
        undefined,
        basic(`spray${i}@example.com`, 'pw'),
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await new Visitor(t.app).call(
      'POST',
      '/api/customer/login',
      undefined,
      basic('gro@example.com', TEST_PASSWORD),
    );
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await new Visitor(t.app).call('POST', '/api/customer/login', undefined, {
      ...basic('gro@example.com', TEST_PASSWORD),
      'x-forwarded-for': '198.51.100.9',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a caller without the proxy secret', async () => {
    await createAccount(t.handle.db, 'hal@example.com');
    // A caller on the API's own host, rotating X-Forwarded-For to step around the per-address limit.
    const direct = (i: number) => ({
      authorization: `Basic ${Buffer.from(`spray-direct${i}@example.com:pw`).toString('base64')}`,
      'x-forwarded-for': `192.0.2.${i}`,
      [PROXY_SECRET_HEADER]: '',
    });
    await seedFailures('127.0.0.1', LOGIN_ADDRESS_MAX_FAILURES - LOGIN_MAX_FAILURES);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      await new Visitor(t.app).call('POST', '/api/customer/login', undefined, direct(i));
    }
    const basic = `Basic ${Buffer.from(`hal@example.com:${TEST_PASSWORD}`).toString('base64')}`;
    const blocked = await new Visitor(t.app).call('POST', '/api/customer/login', undefined, {
      ...direct(99),
      authorization: basic,
    });
    expect(blocked.statusCode).toBe(429);
  });
});
