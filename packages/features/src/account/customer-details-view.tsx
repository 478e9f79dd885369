import type { Customer } from '@storefront/api-client';
import { Button } from '@storefront/ui';
import { useState } from 'react';
import { useAppDispatch } from '../store/hooks';
import { useText } from '../translations';
import { AccountSection } from './account-section';
import { changeOwnPassword } from './account-thunks';
import { ChangePasswordModal } from './change-password-modal';
import { EditCustomerModal } from './edit-customer-modal';

/** Props of {@link CustomerDetailsView}. */
export interface CustomerDetailsViewProps {
  customer: Customer;
}

/** The customer's contact details with the edit-customer and change-password modals. */
export function CustomerDetailsView({ customer }: CustomerDetailsViewProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState<'edit' | 'password' | null>(null);
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };
  return (
    <AccountSection
      title={t('account.details', 'Contact details')}
      actions={
        <>
          <Button variant="secondary" size="s" onClick={() => setOpen('edit')}>
            {t('account.editCustomer', 'Edit contact details')}
          </Button>
          <Button variant="secondary" size="s" onClick={() => setOpen('password')}>
            {t('account.changePassword', 'Change password')}
          </Button>
        </>
      }
    >
      <dl
        css={(theme) => ({
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: theme.space[2],
          margin: 0,
        })}
      >
        <dt>{t('form.firstName', 'First name')}</dt>
        <dd css={{ margin: 0 }}>{customer.firstName}</dd>
        <dt>{t('form.lastName', 'Last name')}</dt>
        <dd css={{ margin: 0 }}>{customer.lastName}</dd>
        <dt>{t('form.email', 'E-mail')}</dt>
        <dd css={{ margin: 0 }}>{customer.email}</dd>
        <dt>{t('form.phoneNumber', 'Phone number')}</dt>
        <dd css={{ margin: 0 }}>{customer.phoneNumber || '–'}</dd>
        <dt>{t('account.role', 'Role')}</dt>
        <dd css={{ margin: 0 }}>{customer.role}</dd>
      </dl>
      {open === 'edit' && <EditCustomerModal open onOpenChange={close} customer={customer} />}
      {open === 'password' && (
        <ChangePasswordModal
          open
          onOpenChange={close}
          askCurrent
          confirmation={t('account.passwordChanged', 'Your password has been changed.')}
          onSave={async (passwords) => {
            const result = await dispatch(changeOwnPassword(passwords));
            return changeOwnPassword.fulfilled.match(result) ? null : [result.payload ?? 'Unexpected error'];
          }}
        />
      )}
    </AccountSection>
  );
}
