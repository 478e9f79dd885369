import type { CreateOrganizationUserBody, OrganizationUser } from '@storefront/api-client';
import {
  type FormRules,
  parseSpendingLimit,
  validateEmail,
  validateName,
  validatePassword,
  validatePhoneNumber,
  validateSpendingLimit,
} from '@storefront/domain';
import { Select, TextField } from '@storefront/ui';
import { useState } from 'react';
import { FormModal } from '../shared/forms/form-modal';
import { PersonFields } from '../shared/forms/person-fields';
import { StepFormField } from '../shared/forms/step-form-field';
import { useStepForm } from '../shared/forms/use-step-form';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useText } from '../translations';
import { selectOrganisationUsers } from './organisation-users-slice';
import { createOrganisationUser, updateOrganisationUser } from './organisation-users-thunks';

type UserField = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'password' | 'spendingLimit';
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
    // Administrators approve orders and have no limit, so only a purchaser's limit is checked (and sent).
    spendingLimit: role === 'OrganizationPurchaser' ? validateSpendingLimit : () => undefined,
  };
  const form = useStepForm(
    rules,
    {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      phoneNumber: user?.phoneNumber ?? '',
      password: '',
      spendingLimit:
        user?.spendingLimit === null || user?.spendingLimit === undefined ? '' : String(user.spendingLimit),
    },
    (values) => {
      const body = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phoneNumber: values.phoneNumber.trim(),
        role,
        spendingLimit:
          role === 'OrganizationPurchaser' ? (parseSpendingLimit(values.spendingLimit) ?? null) : null,
      };
      if (user) void dispatch(updateOrganisationUser({ ...body, id: user.id }));
      else void dispatch(createOrganisationUser({ ...body, password: values.password }));
    },
  );
  const done = confirmation === 'created' || confirmation === 'updated';
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={user ? t('users.edit', 'Edit user') : t('users.add', 'Add user')}
      submitLabel={t('common.save', 'Save')}
      saving={saving}
      errors={errors}
      formRef={form.formRef}
      onSubmit={form.onSubmit}
      confirmation={
        done
          ? confirmation === 'created'
            ? t('users.created', 'The user has been created.')
            : t('users.updated', 'The user has been updated.')
          : undefined
      }
    >
      <PersonFields form={form} />
      <Select
        label={t('account.role', 'Role')}
        name="role"
        value={role}
        options={roles
          .filter((r) => r.key !== 'PrivateCustomer')
          .map((r) => ({ value: r.key, label: r.name }))}
        onChange={(event) => setRole(event.target.value as OrganisationRole)}
      />
      {role === 'OrganizationPurchaser' && (
        <TextField
          label={t('users.spendingLimit', 'Spending limit per order (NOK excl. VAT)')}
          hint={t(
            'users.spendingLimitHint',
            'Leave empty for no limit. Larger orders wait for your approval.',
          )}
          name="spendingLimit"
          inputMode="numeric"
          value={form.values.spendingLimit}
          error={form.errors.spendingLimit}
          onChange={(event) => form.setValue('spendingLimit', event.target.value)}
        />
      )}
      {!user && (
        <StepFormField
          form={form}
          name="password"
          label={t('form.password', 'Password')}
          type="password"
          autoComplete="new-password"
        />
      )}
    </FormModal>
  );
}
