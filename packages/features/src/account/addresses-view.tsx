import type { Address, AddressType, Customer } from '@storefront/api-client';
import { Button, Modal, Stack } from '@storefront/ui';
import { lazy, Suspense, useState } from 'react';
import { selectGlobalSettings } from '../settings';
import { AddressSummary } from '../shared/forms/address-fields';
import { FormErrors } from '../shared/forms/form-errors';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useText } from '../translations';
import { AccountSection } from './account-section';
import { deleteCustomerAddress, setPrimaryCustomerAddress } from './account-thunks';
import { AddressModal } from './address-modal';

// Loaded on demand (spec §2): only customers who open it download the delivery addresses modal.
const DeliveryAddressesModal = lazy(() =>
  import('./delivery-addresses-modal').then((m) => ({ default: m.DeliveryAddressesModal })),
);

/** Country used when global settings name none. */
const FALLBACK_COUNTRY = 'NO';

/** Props of {@link AddressesView}. */
export interface AddressesViewProps {
  customer: Customer;
}

type Editing =
  | { kind: 'add'; addressType: AddressType }
  | { kind: 'edit'; address: Address; addressType: AddressType };

/**
 * The customer's billing and delivery addresses (spec §1): the primary one of each list marked, make
 * another primary, add, edit and delete. The server lists the primary address of a kind first and always
 * keeps one primary while the kind has addresses, so the first entry is the primary one.
 */
export function AddressesView({ customer }: AddressesViewProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectGlobalSettings);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [choosingDelivery, setChoosingDelivery] = useState(false);
  const countries = settings?.availableCountries.length
    ? settings.availableCountries
    : (settings?.countries ?? []);
  const defaultCountry = settings?.currentCountry.code ?? FALLBACK_COUNTRY;

  const run = async (
    action: ReturnType<typeof deleteCustomerAddress> | ReturnType<typeof setPrimaryCustomerAddress>,
  ) => {
    const result = await dispatch(action);
    setErrors(
      result.meta.requestStatus === 'fulfilled' ? [] : [String(result.payload ?? 'Unexpected error')],
    );
    return result.meta.requestStatus === 'fulfilled';
  };

  const list = (addressType: AddressType, title: string, addresses: Address[]) => (
    <AccountSection
      title={title}
      actions={
        <>
          {addressType === 'delivery' && addresses.length > 1 && (
            <Button size="s" variant="secondary" onClick={() => setChoosingDelivery(true)}>
              {t('account.chooseDelivery', 'Choose delivery address')}
            </Button>
          )}
          <Button size="s" variant="secondary" onClick={() => setEditing({ kind: 'add', addressType })}>
            {t('account.addAddress', 'Add address')}
          </Button>
        </>
      }
    >
      {addresses.length === 0 && <p css={{ margin: 0 }}>{t('account.noAddresses', 'No addresses yet.')}</p>}
      <ul
        css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] })}
      >
        {addresses.map((address, index) => (
          <li
            key={address.id}
            data-testid="address"
            css={(theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              gap: theme.space[3],
              alignItems: 'flex-start',
            })}
          >
            <div css={{ flex: '1 1 12rem' }}>
              <AddressSummary address={address} />
              {index === 0 && (
                <strong css={(theme) => ({ display: 'block', color: theme.colors.success })}>
                  {t('account.primaryAddress', 'Default address')}
                </strong>
              )}
            </div>
            {index > 0 && (
              <Button
                size="s"
                variant="ghost"
                onClick={() => void run(setPrimaryCustomerAddress(address.id))}
              >
                {t('account.setPrimary', 'Make default')}
              </Button>
            )}
            <Button
              size="s"
              variant="ghost"
              onClick={() => setEditing({ kind: 'edit', address, addressType })}
            >
              {t('common.edit', 'Edit')}
            </Button>
            <Button size="s" variant="ghost" onClick={() => setDeleting(address)}>
              {t('common.delete', 'Delete')}
            </Button>
          </li>
        ))}
      </ul>
    </AccountSection>
  );

  return (
    <Stack gap={4}>
      <FormErrors errors={errors} />
      {list('billing', t('account.billingAddress', 'Billing address'), customer.billingAddresses)}
      {list('delivery', t('account.deliveryAddress', 'Delivery address'), customer.deliveryAddresses)}
      {editing && (
        <AddressModal
          open
          onOpenChange={(next) => !next && setEditing(null)}
          addressType={editing.addressType}
          address={editing.kind === 'edit' ? editing.address : undefined}
          countries={countries}
          defaultCountry={defaultCountry}
        />
      )}
      {choosingDelivery && (
        <Suspense fallback={null}>
          <DeliveryAddressesModal
            open
            onOpenChange={(next) => !next && setChoosingDelivery(false)}
            addresses={customer.deliveryAddresses}
            onAdd={() => setEditing({ kind: 'add', addressType: 'delivery' })}
          />
        </Suspense>
      )}
      {deleting && (
        <Modal
          open
          onOpenChange={(next) => !next && setDeleting(null)}
          title={t('account.deleteAddress', 'Delete address')}
          closeLabel={t('common.close', 'Close')}
          footer={
            <Button
              variant="danger"
              fullWidth
              onClick={async () => {
                if (await run(deleteCustomerAddress(deleting.id))) setDeleting(null);
              }}
            >
              {t('common.delete', 'Delete')}
            </Button>
          }
        >
          <AddressSummary address={deleting} />
        </Modal>
      )}
    </Stack>
  );
}
