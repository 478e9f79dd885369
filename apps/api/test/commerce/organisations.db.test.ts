import { organizationUserSchema } from '@storefront/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createOrganisation, TEST_PASSWORD } from './support/accounts';
import { startCommerce, type TestCommerce } from './support/commerce-app';
import { Visitor } from './support/visitor';

describe('organisation user administration', () => {
  let t: TestCommerce;
  let admin: Visitor;
  let purchaser: Visitor;
  let foreignAdmin: Visitor;
  let privateCustomer: Visitor;
  let purchaserId: string;
  let foreignUserId: string;
  const org = 'org-alpha';

  const signedIn = async (email: string) => {
    const v = new Visitor(t.app);
    expect((await v.login(email, TEST_PASSWORD)).statusCode).toBe(200);
    return v;
  };

  beforeAll(async () => {
    t = await startCommerce({ fixture: false });
    const alpha = await createOrganisation(t.handle.db, org);
    const beta = await createOrganisation(t.handle.db, 'org-beta');
    await createAccount(t.handle.db, 'admin@alpha.example', 'OrganizationAdministrator', alpha.id);
    purchaserId = (await createAccount(t.handle.db, 'buyer@alpha.example', 'OrganizationPurchaser', alpha.id))
      .customerId;
    await createAccount(t.handle.db, 'admin@beta.example', 'OrganizationAdministrator', beta.id);
    foreignUserId = (await createAccount(t.handle.db, 'buyer@beta.example', 'OrganizationPurchaser', beta.id))
      .customerId;
    await createAccount(t.handle.db, 'solo@example.com');
    admin = await signedIn('admin@alpha.example');
    purchaser = await signedIn('buyer@alpha.example');
    foreignAdmin = await signedIn('admin@beta.example');
    privateCustomer = await signedIn('solo@example.com');
  });
  afterAll(async () => t?.close());

  it('lists the users of the own organisation and the assignable roles', async () => {
    const res = await admin.call('GET', `/api/customer/all-customers?organizationId=${org}`);
    expect(res.statusCode).toBe(200);
    const users = organizationUserSchema.array().parse(res.json());
    expect(users.map((u) => u.email).sort()).toEqual(['admin@alpha.example', 'buyer@alpha.example']);
    const roles = (await admin.call('GET', '/api/customer/roles')).json();
    expect(roles.map((r: { key: string }) => r.key)).toEqual([
      'OrganizationPurchaser',
      'OrganizationAdministrator',
    ]);
    expect((await new Visitor(t.app).call('GET', '/api/customer/roles')).statusCode).toBe(401);
  });

  it('refuses purchasers, private customers and foreign administrators with 403', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/customer/all-customers?organizationId=${org}`],
      [
        'POST',
        '/api/customer/organization-user',
        {
          organizationId: org,
          firstName: 'N',
          lastName: 'N',
          email: 'n@alpha.example',
          phoneNumber: '',
          role: 'OrganizationPurchaser',
          password: 'long enough pw',
        },
      ],
      [
        'PUT',
        '/api/customer/organization-user',
        {
          id: purchaserId,
          firstName: 'X',
          lastName: 'Y',
          email: 'buyer@alpha.example',
          phoneNumber: '',
          role: 'OrganizationAdministrator',
        },
      ],
      ['DELETE', `/api/customer?customerId=${purchaserId}`],
      [
        'POST',
        '/api/customer/organization-user/change-password',
        { id: purchaserId, newPassword: 'taken over now' },
      ],
    ];
    for (const who of [purchaser, privateCustomer, foreignAdmin]) {
      for (const [method, url, body] of calls) {
        const res = await who.call(method as 'GET', url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error).toBe('FORBIDDEN');
      }
    }
    for (const [method, url, body] of calls) {
      expect((await new Visitor(t.app).call(method as 'GET', url, body)).statusCode).toBe(401);
    }
  });

  it('lists roles to administrators only: 403 for purchasers and private customers (issue 23 item 2)', async () => {
    for (const who of [purchaser, privateCustomer]) {
      const res = await who.call('GET', '/api/customer/roles');
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('FORBIDDEN');
    }
    expect((await admin.call('GET', '/api/customer/roles')).statusCode).toBe(200);
  });

  it('refuses an administrator acting on another organisation, by id in the request or by user', async () => {
    expect((await admin.call('GET', '/api/customer/all-customers?organizationId=org-beta')).statusCode).toBe(
      403,
    );
    const create = await admin.call('POST', '/api/customer/organization-user', {
      organizationId: 'org-beta',
      firstName: 'N',
      lastName: 'N',
      email: 'sneaky@beta.example',
      phoneNumber: '',
      role: 'OrganizationPurchaser',
      password: 'long enough pw',
    });
    expect(create.statusCode).toBe(403);
    const update = await admin.call('PUT', '/api/customer/organization-user', {
      id: foreignUserId,
      firstName: 'X',
      lastName: 'Y',
      email: 'buyer@beta.example',
      phoneNumber: '',
      role: 'OrganizationAdministrator',
    });
    expect(update.statusCode).toBe(403);
    expect((await admin.call('DELETE', `/api/customer?customerId=${foreignUserId}`)).statusCode).toBe(403);
    expect(
      (
        await admin.call('POST', '/api/customer/organization-user/change-password', {
          id: foreignUserId,
          newPassword: 'taken over now',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('creates, updates, changes the password of and deletes a user of the own organisation', async () => {
    const bad = await admin.call('POST', '/api/customer/organization-user', {
      firstName: '',
      lastName: 'N',
      email: 'nope',
      phoneNumber: '',
      role: 'PrivateCustomer',
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'firstName', 'password', 'role']);

    const created = await admin.call('POST', '/api/customer/organization-user', {
      firstName: 'Nina',
      lastName: 'Nord',
      email: 'nina@alpha.example',
      phoneNumber: '22 33 44 55',
      role: 'OrganizationPurchaser',
      password: 'first password',
    });
    expect(created.statusCode).toBe(201);
    const nina = organizationUserSchema.parse(created.json());
    expect(
      (await new Visitor(t.app).login('nina@alpha.example', 'first password')).json().organizationId,
    ).toBe(org);
    const dup = await admin.call('POST', '/api/customer/organization-user', {
      firstName: 'Nina',
      lastName: 'Nord',
      email: 'NINA@alpha.example',
      phoneNumber: '',
      role: 'OrganizationPurchaser',
      password: 'first password',
    });
    expect(dup.statusCode).toBe(409);

    const updated = await admin.call('PUT', '/api/customer/organization-user', {
      id: nina.id,
      firstName: 'Nina',
      lastName: 'Nordmann',
      email: 'nina@alpha.example',
      phoneNumber: '',
      role: 'OrganizationAdministrator',
    });
    expect(updated.json()).toMatchObject({ lastName: 'Nordmann', role: 'OrganizationAdministrator' });

    const ninaSession = await new Visitor(t.app);
    await ninaSession.login('nina@alpha.example', 'first password');
    const changed = await admin.call('POST', '/api/customer/organization-user/change-password', {
      id: nina.id,
      newPassword: 'second password',
    });
    expect(changed.statusCode).toBe(204);
    expect((await ninaSession.call('GET', '/api/customer')).statusCode).toBe(204);
    expect((await new Visitor(t.app).login('nina@alpha.example', 'second password')).statusCode).toBe(200);

    expect((await admin.call('DELETE', `/api/customer?customerId=${nina.id}`)).statusCode).toBe(204);
    expect((await new Visitor(t.app).login('nina@alpha.example', 'second password')).statusCode).toBe(401);
    const users = (await admin.call('GET', `/api/customer/all-customers?organizationId=${org}`)).json();
    expect(users.map((u: { email: string }) => u.email)).not.toContain('nina@alpha.example');
  });
});
