import type { CreateOrganizationUserBody, OrganizationUser } from '@storefront/api-client';
import {
  type FormRules,
  validateEmail,
  validateName,
  validatePassword,
  validatePhoneNumber,
} from '@storefront/domain';
import { Button, Modal, Select, TextField } from '@storefront/ui';
import { useId, useState } from 'react';
import { FormErrors } from '../auth/form-errors';
import { formGrid } from '../checkout/form-grid';
import { useStepForm } from '../checkout/use-step-form';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useText } from '../translations/use-text';
import { selectOrganisationUsers } from './organisation-users-slice';
import { createOrganisationUser, updateOrganisationUser } from './organisation-users-thunks';

type UserField = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'password';
type OrganisationRole = CreateOrganizationUserBody['role'];

/** Props of {@link UserModal}. */
export interface UserModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; without it a new user is created (with a password). */
  user?: OrganizationUser;
}

/**
 * Adds or edits an organisation user (spec §2 "add/edit organisation user" modal): names, e-mail, phone,
 * role, and a password for a new user. Success refetches the list and shows the confirmation; a failure
 * lists the server's message in the footer.
 */
export function UserModal({ open, onOpenChange, user }: UserModalProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const formId = useId();
  const { roles, saving, confirmation, errors } = useAppSelector(selectOrganisationUsers);
  const [role, setRole] = useState<OrganisationRole>(
    user?.role === 'OrganizationAdministrator' ? 'OrganizationAdministrator' : 'OrganizationPurchaser',
  );
  const rules: FormRules<UserField> = {
    firstName: validateName,
    lastName: validateName,
    email: validateEmail,
    phoneNumber: validatePhoneNumber,
    password: user ? () => undefined : validatePassword,
  };
  const form = useStepForm(
    rules,
    {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      phoneNumber: user?.phoneNumber ?? '',
      password: '',
    },
    (values) => {
      const body = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phoneNumber: values.phoneNumber.trim(),
        role,
      };
      if (user) void dispatch(updateOrganisationUser({ ...body, id: user.id }));
      else void dispatch(createOrganisationUser({ ...body, password: values.password }));
    },
  );
  const done = confirmation === 'created' || confirmation === 'updated';
  const field = (name: UserField, label: string, type: string) => (
    <TextField
      label={label}
      name={name}
      type={type}
      required={name !== 'phoneNumber'}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(event) => form.setValue(name, event.target.value)}
    />
  );
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={user ? t('users.edit', 'Edit user') : t('users.add', 'Add user')}
      closeLabel={t('common.close', 'Close')}
      footer={
        <div css={(theme) => ({ display: 'grid', gap: theme.space[3] })}>
          <FormErrors errors={errors} />
          {done ? (
            <Button type="button" fullWidth onClick={() => onOpenChange(false)}>
              {t('common.close', 'Close')}
            </Button>
          ) : (
            <Button type="submit" form={formId} fullWidth loading={saving}>
              {t('common.save', 'Save')}
            </Button>
          )}
        </div>
      }
    >
      {done ? (
        <p role="status">
          {confirmation === 'created'
            ? t('users.created', 'The user has been created.')
            : t('users.updated', 'The user has been updated.')}
        </p>
      ) : (
        <form id={formId} ref={form.formRef} noValidate onSubmit={form.onSubmit} css={formGrid}>
          {field('firstName', t('form.firstName', 'First name'), 'text')}
          {field('lastName', t('form.lastName', 'Last name'), 'text')}
          {field('email', t('form.email', 'E-mail'), 'email')}
          {field('phoneNumber', t('form.phoneNumber', 'Phone number'), 'tel')}
          <Select
            label={t('account.role', 'Role')}
            name="role"
            value={role}
            options={roles
              .filter((r) => r.key !== 'PrivateCustomer')
              .map((r) => ({ value: r.key, label: r.name }))}
            onChange={(event) => setRole(event.target.value as OrganisationRole)}
          />
          {!user && field('password', t('form.password', 'Password'), 'password')}
        </form>
      )}
    </Modal>
  );
}
