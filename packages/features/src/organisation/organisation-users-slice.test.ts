import { createApiClient } from '@storefront/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { loginCustomer } from '../auth';
import { makeStore } from '../store/make-store';
import {
  type AccountTestServer,
  startAccountTestServer,
  testOrganisationCustomer,
} from '../test/account-test-server';
import { organisationUserModalClosed, selectCanManageUsers } from './organisation-users-slice';
import {
  changeOrganisationUserPassword,
  createOrganisationUser,
  deleteOrganisationUser,
  loadOrganisationUsers,
  updateOrganisationUser,
} from './organisation-users-thunks';

let server: AccountTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function storeSignedInAs(email: string) {
  server = await startAccountTestServer([
    {
      customer: testOrganisationCustomer('admin', 'admin@org.no', 'OrganizationAdministrator'),
      password: 'pw-admin-1',
    },
    {
      customer: testOrganisationCustomer('buyer', 'buyer@org.no', 'OrganizationPurchaser'),
      password: 'pw-buyer-1',
    },
  ]);
  const store = makeStore({ api: createApiClient({ apiBase: server.url }) });
  const password = email.startsWith('admin') ? 'pw-admin-1' : 'pw-buyer-1';
  await store.dispatch(loginCustomer({ email, password }));
  return { store, server };
}

const newUser = {
  firstName: 'Per',
  lastName: 'Hansen',
  email: 'per@org.no',
  phoneNumber: '',
  role: 'OrganizationPurchaser' as const,
  password: 'new-user-pw',
};

describe('organisation user administration', () => {
  it('lists users and roles for an administrator', async () => {
    const { store } = await storeSignedInAs('admin@org.no');
    expect(selectCanManageUsers(store.getState())).toBe(true);
    await store.dispatch(loadOrganisationUsers());
    const state = store.getState().organisationUsers;
    expect(state.users.map((user) => [user.email, user.role])).toEqual([
      ['admin@org.no', 'OrganizationAdministrator'],
      ['buyer@org.no', 'OrganizationPurchaser'],
    ]);
    expect(state.roles.map((role) => role.key)).toEqual([
      'OrganizationPurchaser',
      'OrganizationAdministrator',
    ]);
  });

  it('creates, updates and deletes a user, each time refetching the list and confirming', async () => {
    const { store, server } = await storeSignedInAs('admin@org.no');
    await store.dispatch(loadOrganisationUsers());

    await store.dispatch(createOrganisationUser(newUser));
    expect(store.getState().organisationUsers.confirmation).toBe('created');
    const created = store.getState().organisationUsers.users.find((user) => user.email === 'per@org.no');
    expect(created?.role).toBe('OrganizationPurchaser');

    await store.dispatch(
      updateOrganisationUser({ ...newUser, id: created!.id, role: 'OrganizationAdministrator' }),
    );
    expect(store.getState().organisationUsers.confirmation).toBe('updated');
    expect(store.getState().organisationUsers.users.find((u) => u.id === created!.id)?.role).toBe(
      'OrganizationAdministrator',
    );

    await store.dispatch(deleteOrganisationUser(created!.id));
    expect(store.getState().organisationUsers.confirmation).toBe('deleted');
    expect(store.getState().organisationUsers.users).toHaveLength(2);
    expect(server.requests.filter((r) => r.startsWith('GET /api/customer/all-customers'))).toHaveLength(4);
  });

  it('confirms a password change, lists a failure in the errors, and resets on close', async () => {
    const { store, server } = await storeSignedInAs('admin@org.no');
    await store.dispatch(changeOrganisationUserPassword({ id: 'buyer', newPassword: 'changed-pw-1' }));
    expect(store.getState().organisationUsers.confirmation).toBe('passwordChanged');
    expect(server.accounts.find((a) => a.customer.id === 'buyer')?.password).toBe('changed-pw-1');

    await store.dispatch(changeOrganisationUserPassword({ id: 'ghost', newPassword: 'changed-pw-1' }));
    expect(store.getState().organisationUsers.errors).toEqual(['No such user.']);
    expect(store.getState().organisationUsers.confirmation).toBeNull();

    store.dispatch(organisationUserModalClosed());
    expect(store.getState().organisationUsers).toMatchObject({ errors: [], confirmation: null });
  });

  it('is hidden from purchasers, and the server refuses them', async () => {
    const { store } = await storeSignedInAs('buyer@org.no');
    expect(selectCanManageUsers(store.getState())).toBe(false);
    await store.dispatch(loadOrganisationUsers());
    expect(store.getState().organisationUsers.loadError).toBe(
      'Only organisation administrators manage users.',
    );
    await store.dispatch(createOrganisationUser(newUser));
    expect(store.getState().organisationUsers.errors).toEqual([
      'Only organisation administrators manage users.',
    ]);
  });
});
