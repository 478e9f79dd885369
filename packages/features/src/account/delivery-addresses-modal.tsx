import type { Address } from '@storefront/api-client';
import { Button, Modal, Stack } from '@storefront/ui';
import { useId, useState } from 'react';
import { AddressSummary } from '../shared/forms/address-fields';
import { FormErrors } from '../shared/forms/form-errors';
import { useAppDispatch } from '../store/hooks';
import { useText } from '../translations';
import { setPrimaryCustomerAddress } from './account-thunks';

/** Props of {@link DeliveryAddressesModal}. */
export interface DeliveryAddressesModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer's delivery addresses, the default one first (as the server lists them). */
  addresses: readonly Address[];
  /** Opens the add-address modal for a new delivery address (this modal closes first). */
  onAdd: () => void;
}

/**
 * The delivery addresses modal (spec §2): choose which delivery address is the default one, as a radio
 * group of the customer's delivery addresses, or go on to add a new one. Saving makes the chosen address the
 * default (POST api/customer/set-primary-address) and closes; a failure is listed in the footer.
 */
export function DeliveryAddressesModal({
  open,
  onOpenChange,
  addresses,
  onAdd,
}: DeliveryAddressesModalProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const name = useId();
  const [chosen, setChosen] = useState(addresses[0]?.id ?? '');
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const save = async () => {
    if (chosen === addresses[0]?.id) {
      onOpenChange(false);
      return;
    }
    setSaving(true);
    const result = await dispatch(setPrimaryCustomerAddress(chosen));
    setSaving(false);
    if (setPrimaryCustomerAddress.fulfilled.match(result)) onOpenChange(false);
    else setErrors([result.payload ?? 'Unexpected error']);
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.deliveryAddresses', 'Delivery addresses')}
      closeLabel={t('common.close', 'Close')}
      footer={
        <Stack gap={3}>
          <FormErrors errors={errors} />
          {addresses.length > 0 && (
            <Button fullWidth loading={saving} onClick={() => void save()}>
              {t('account.useDeliveryAddress', 'Use this address')}
            </Button>
          )}
          <Button
            variant="secondary"
            fullWidth
            onClick={() => {
              onOpenChange(false);
              onAdd();
            }}
          >
            {t('account.addAddress', 'Add address')}
          </Button>
        </Stack>
      }
    >
      {addresses.length === 0 ? (
        <p>{t('account.noAddresses', 'No addresses yet.')}</p>
      ) : (
        <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
          <legend css={(theme) => ({ marginBottom: theme.space[3] })}>
            {t('account.chooseDeliveryAddress', 'Where should orders be delivered?')}
          </legend>
          <Stack gap={3}>
            {addresses.map((address) => (
              <label
                key={address.id}
                css={(theme) => ({
                  display: 'flex',
                  gap: theme.space[3],
                  alignItems: 'flex-start',
                  padding: theme.space[3],
                  border: `${theme.borderWidths.thin} solid ${
                    chosen === address.id ? theme.colors.primary : theme.colors.border
                  }`,
                  borderRadius: theme.radii.m,
                  cursor: 'pointer',
                })}
              >
                <input
                  type="radio"
                  name={name}
                  value={address.id}
                  checked={chosen === address.id}
                  onChange={() => setChosen(address.id)}
                />
                <span>
                  <AddressSummary address={address} />
                </span>
              </label>
            ))}
          </Stack>
        </fieldset>
      )}
    </Modal>
  );
}
