import type { OrganizationUser } from '@storefront/api-client';
import { Button, Cluster, Modal, ScrollTable, Spinner, Stack } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { AccountSection, ChangePasswordModal } from '../account';
import { FormErrors } from '../shared/forms/form-errors';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useText } from '../translations';
import { organisationUserModalClosed, selectOrganisationUsers } from './organisation-users-slice';
import {
  changeOrganisationUserPassword,
  deleteOrganisationUser,
  loadOrganisationUsers,
} from './organisation-users-thunks';
import { UserModal } from './user-modal';

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; user: OrganizationUser }
  | { kind: 'delete'; user: OrganizationUser }
  | { kind: 'password'; user: OrganizationUser };

/**
 * Organisation user administration for administrators (spec §1/§6): users with their roles, add, edit,
 * delete and set a password. Each success refetches the list and confirms; closing a modal resets.
 */
export function UsersView() {
  const t = useText();
  const dispatch = useAppDispatch();
  const { users, roles, status, loadError, confirmation, errors, saving } =
    useAppSelector(selectOrganisationUsers);
  const [open, setOpen] = useState<Open | null>(null);
  useEffect(() => {
    void dispatch(loadOrganisationUsers());
  }, [dispatch]);
  const close = (next: boolean) => {
    if (next) return;
    setOpen(null);
    dispatch(organisationUserModalClosed());
  };
  const roleName = (key: string) => roles.find((role) => role.key === key)?.name ?? key;
  return (
    <AccountSection
      title={t('users.title', 'Users')}
      actions={
        <Button size="s" variant="secondary" onClick={() => setOpen({ kind: 'add' })}>
          {t('users.add', 'Add user')}
        </Button>
      }
    >
      {status === 'loading' && users.length === 0 && <Spinner label={t('common.loading', 'Loading…')} />}
      {loadError && <p role="alert">{loadError}</p>}
      {confirmation === 'deleted' && <p role="status">{t('users.deleted', 'The user has been deleted.')}</p>}
      <ScrollTable label={t('users.title', 'Users')} data-testid="organisation-users-scroll">
        <thead>
          <tr>
            <th>{t('users.name', 'Name')}</th>
            <th>{t('form.email', 'E-mail')}</th>
            <th>{t('account.role', 'Role')}</th>
            <th>{t('users.actions', 'Actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} data-testid="organisation-user">
              <td>
                {user.firstName} {user.lastName}
              </td>
              <td>{user.email}</td>
              <td>{roleName(user.role)}</td>
              <td>
                <Cluster gap={2} align="stretch">
                  <Button size="s" variant="secondary" onClick={() => setOpen({ kind: 'edit', user })}>
                    {t('common.edit', 'Edit')}
                  </Button>
                  <Button size="s" variant="secondary" onClick={() => setOpen({ kind: 'password', user })}>
                    {t('account.changePassword', 'Change password')}
                  </Button>
                  <Button size="s" variant="secondary" onClick={() => setOpen({ kind: 'delete', user })}>
                    {t('common.delete', 'Delete')}
                  </Button>
                </Cluster>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {open?.kind === 'add' && <UserModal open onOpenChange={close} />}
      {open?.kind === 'edit' && <UserModal open onOpenChange={close} user={open.user} />}
      {open?.kind === 'password' && (
        <ChangePasswordModal
          open
          onOpenChange={close}
          askCurrent={false}
          confirmation={t('users.passwordChanged', 'The password has been changed.')}
          onSave={async ({ newPassword }) => {
            const result = await dispatch(changeOrganisationUserPassword({ id: open.user.id, newPassword }));
            return changeOrganisationUserPassword.fulfilled.match(result)
              ? null
              : [result.payload ?? 'Unexpected error'];
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <Modal
          open
          onOpenChange={close}
          title={t('users.delete', 'Delete user')}
          closeLabel={t('common.close', 'Close')}
          footer={
            <Stack gap={3}>
              <FormErrors errors={errors} />
              <Button
                variant="danger"
                fullWidth
                loading={saving}
                onClick={async () => {
                  const result = await dispatch(deleteOrganisationUser(open.user.id));
                  if (deleteOrganisationUser.fulfilled.match(result)) setOpen(null);
                }}
              >
                {t('users.delete', 'Delete user')}
              </Button>
            </Stack>
          }
        >
          <p>
            {open.user.firstName} {open.user.lastName} ({open.user.email})
          </p>
        </Modal>
      )}
    </AccountSection>
  );
}
