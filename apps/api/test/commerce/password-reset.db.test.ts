import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRow } from '../../src/commerce/db/sql-rows';
import { createResetToken, RESET_TOKEN_TTL_MS } from '../../src/commerce/password-reset/reset-tokens';
import { createAccount, TEST_PASSWORD } from './support/accounts';
import { startCommerce, type TestCommerce } from './support/commerce-app';
import { Visitor } from './support/visitor';

interface OutboxEntry {
  to: string;
  subject: string;
  body: string;
  link?: string;
}

const NEW_PASSWORD = 'a brand new password';

describe('forgotten password', () => {
  let t: TestCommerce;
  let customerId: number;

  const outbox = async (to: string): Promise<OutboxEntry[]> =>
    (await new Visitor(t.app).call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json();
  const requestLink = (email: string, language = 'en', ip = '203.0.113.7') =>
    new Visitor(t.app).call(
      'POST',
      '/api/customer/password-reset/request',
      { email },
      { 'content-language': language, 'x-forwarded-for': ip },
    );
  const tokenOf = (link: string | undefined) => new URL(link ?? '').searchParams.get('token') ?? '';

  beforeAll(async () => {
    t = await startCommerce({ fixture: false, devOutbox: true });
    customerId = (await createAccount(t.handle.db, 'forgetful@example.com')).id;
    await createAccount(t.handle.db, 'limited@example.com');
    await t.handle.db.execute(
      sql`INSERT INTO pages (page_key, page_type, language, url, title, data)
          VALUES ('forgot-password', 'ForgotPasswordPage', 'en', '/en/forgot-password', 'Forgot password', '{}'::jsonb)`,
    );
  });
  afterAll(async () => t?.close());

  it('answers 204 for known and unknown addresses alike and mails a link only to an account', async () => {
    const known = await requestLink('Forgetful@Example.com');
    const unknown = await requestLink('nobody@example.com');
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe(known.body);
    expect(await outbox('nobody@example.com')).toEqual([]);
    const [mail] = await outbox('forgetful@example.com');
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.link).toMatch(/^http:\/\/shop\.test\/en\/forgot-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail?.body).toContain(mail?.link);
    // Only a digest is stored: the token in the link is nowhere in the table.
    const stored = await firstRow<{ token_hash: string }>(
      t.handle.db,
      sql`SELECT token_hash FROM password_reset_tokens WHERE customer_id = ${customerId}`,
    );
    expect(stored?.token_hash).toBeDefined();
    expect(stored?.token_hash).not.toBe(tokenOf(mail?.link));
  });

  it('checks the e-mail address and the new password with the spec texts', async () => {
    const badEmail = await new Visitor(t.app).call('POST', '/api/customer/password-reset/request', {
      email: 'not-an-address',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields).toEqual({ email: 'Not a valid e-mail address' });
    const [mail] = await outbox('forgetful@example.com');
    const short = await new Visitor(t.app).call('POST', '/api/customer/password-reset', {
      token: tokenOf(mail?.link),
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ newPassword: 'Password has to be 8-128 characters' });
  });

  it('sets the password once per link, ends the sessions and voids older links', async () => {
    const signedIn = new Visitor(t.app);
    expect((await signedIn.login('forgetful@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    await requestLink('forgetful@example.com', 'no');
    const [newest, older] = await outbox('forgetful@example.com');
    expect(newest?.subject).toBe('Tilbakestill passordet ditt');
    // No Norwegian page in this content: the fallback address of the language.
    expect(newest?.link).toContain('/no/glemt-passord?token=');

    const reset = await new Visitor(t.app).call('POST', '/api/customer/password-reset', {
      token: tokenOf(newest?.link),
      newPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(204);
    expect((await signedIn.call('GET', '/api/customer')).statusCode).toBe(204);
    expect((await new Visitor(t.app).login('forgetful@example.com', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await new Visitor(t.app).login('forgetful@example.com', NEW_PASSWORD)).statusCode).toBe(200);

    for (const used of [newest, older]) {
      const again = await new Visitor(t.app).call('POST', '/api/customer/password-reset', {
        token: tokenOf(used?.link),
        newPassword: 'yet another password',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().fields).toEqual({
        token: 'This reset link is not valid any more. Ask for a new one.',
      });
    }
  });

  it('refuses a link older than one hour', async () => {
    const token = await createResetToken(
      t.handle.db,
      customerId,
      new Date(Date.now() - RESET_TOKEN_TTL_MS - 1000),
    );
    const res = await new Visitor(t.app).call('POST', '/api/customer/password-reset', {
      token,
      newPassword: 'too late password',
    });
    expect(res.statusCode).toBe(400);
    const fresh = await createResetToken(
      t.handle.db,
      customerId,
      new Date(Date.now() - RESET_TOKEN_TTL_MS + 60_000),
    );
    expect(
      (
        await new Visitor(t.app).call('POST', '/api/customer/password-reset', {
          token: fresh,
          newPassword: 'just in time password',
        })
      ).statusCode,
    ).toBe(204);
  });

  it('limits requests like sign-in: the 11th within 15 minutes gets 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await requestLink('limited@example.com', 'en', `198.51.100.${i}`)).statusCode).toBe(204);
    }
    const refused = await requestLink('limited@example.com', 'en', '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(await outbox('limited@example.com')).toHaveLength(10);
    // Unknown addresses are limited the same way, so the limit tells nothing about accounts either.
    for (let i = 0; i < 10; i += 1) await requestLink('ghost@example.com', 'en', `192.0.2.${i}`);
    expect((await requestLink('ghost@example.com', 'en', '192.0.2.99')).statusCode).toBe(429);
  });
});

describe('the dev outbox route', () => {
  it('does not exist unless the dev outbox is on', async () => {
    const t = await startCommerce({ fixture: false });
    try {
      const res = await new Visitor(t.app).call('GET', '/api/dev/outbox?to=a@example.com');
      expect(res.statusCode).toBe(404);
      expect(
        (
          await new Visitor(t.app).call('POST', '/api/customer/password-reset/request', {
            email: 'a@example.com',
          })
        ).statusCode,
      ).toBe(204);
    } finally {
      await t.close();
    }
  });
});
