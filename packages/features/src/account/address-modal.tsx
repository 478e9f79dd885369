import type { Address, AddressInput, AddressType } from '@storefront/api-client';
import { useState } from 'react';
import { checkoutTexts } from '../checkout';
import { AddressFields, addressRules, addressToInput, emptyAddress } from '../shared/forms/address-fields';
import { FormModal } from '../shared/forms/form-modal';
import { useStepForm } from '../shared/forms/use-step-form';
import { useAppDispatch } from '../store/hooks';
import { useText } from '../translations';
import { createCustomerAddress, updateCustomerAddress } from './account-thunks';

/** Props of {@link AddressModal}. */
export interface AddressModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address to edit; without it a new address is added to `addressType`'s list. */
  address?: Address;
  addressType: AddressType;
  countries: ReadonlyArray<{ code: string; name: string }>;
  defaultCountry: string;
}

/** Adds or edits an address (spec §2 "add/edit address" modal) with the spec §5 rules. */
export function AddressModal({
  open,
  onOpenChange,
  address,
  addressType,
  countries,
  defaultCountry,
}: AddressModalProps) {
  const t = useText();
  const texts = checkoutTexts(t);
  const dispatch = useAppDispatch();
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const initial = address ? addressToInput(address) : emptyAddress(defaultCountry);
  const form = useStepForm(addressRules, initial, async (values) => {
    const input = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, String(value).trim()]),
    ) as unknown as AddressInput;
    setSaving(true);
    const result = address
      ? await dispatch(updateCustomerAddress({ newAddress: { ...input, id: address.id } }))
      : await dispatch(createCustomerAddress({ address: input, addressType }));
    setSaving(false);
    if (result.meta.requestStatus === 'fulfilled') onOpenChange(false);
    else setErrors([typeof result.payload === 'string' ? result.payload : 'Unexpected error']);
  });
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={address ? t('account.editAddress', 'Edit address') : t('account.addAddress', 'Add address')}
      submitLabel={t('common.save', 'Save')}
      saving={saving}
      errors={errors}
      formRef={form.formRef}
      onSubmit={form.onSubmit}
    >
      <AddressFields
        prefix={addressType === 'billing' ? 'billing' : 'shipping'}
        value={form.values as AddressInput}
        errors={form.errors}
        countries={countries}
        texts={texts}
        onChange={(field, value) => form.setValues({ ...form.values, [field]: value })}
      />
    </FormModal>
  );
}
