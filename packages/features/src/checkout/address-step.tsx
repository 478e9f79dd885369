import type { Address, AddressInput } from '@storefront/api-client';
import { type FormErrors, isFormValid, validateForm } from '@storefront/domain';
import { Button, Checkbox, Select } from '@storefront/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type AddressField,
  AddressFields,
  type AddressPerson,
  AddressSummary,
  addressRules,
  addressToInput,
  emptyAddress,
} from '../shared/forms/address-fields';
import { formGrid } from '../shared/forms/form-grid';
import type { CheckoutAddresses } from './checkout-form-slice';
import type { CheckoutTexts } from './checkout-texts';

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  /** The addresses saved before, when the step is reopened. */
  initial: CheckoutAddresses | null;
  /** The signed-in customer's address book for billing (primary first). */
  billingBook: readonly Address[];
  /** The signed-in customer's address book for delivery (primary first). */
  deliveryBook: readonly Address[];
  countries: ReadonlyArray<{ code: string; name: string }>;
  /** Country of a new address. */
  defaultCountry: string;
  /** The checkout's contact details: a new address starts with their name, e-mail and phone. */
  contact?: AddressPerson | null;
  texts: CheckoutTexts;
  onSave: (addresses: CheckoutAddresses) => void;
}

type Which = 'billing' | 'shipping';

/**
 * The address step: the billing address and, unless "deliver to the billing address" stays ticked, a
 * delivery address. Signed-in customers can pick either from their address book; every field is checked
 * with the spec §5 rules before the step is saved.
 */
export function AddressForm({
  initial,
  billingBook,
  deliveryBook,
  countries,
  defaultCountry,
  contact = null,
  texts,
  onSave,
}: AddressFormProps) {
  const [billing, setBilling] = useState<AddressInput>(
    initial?.billingAddress ??
      (billingBook[0] ? addressToInput(billingBook[0]) : emptyAddress(defaultCountry, contact)),
  );
  const [shipping, setShipping] = useState<AddressInput>(
    initial?.shippingAddress ??
      (deliveryBook[0] ? addressToInput(deliveryBook[0]) : emptyAddress(defaultCountry, contact)),
  );
  const [sameAsBilling, setSameAsBilling] = useState(initial?.sameAsBilling ?? true);
  const [errors, setErrors] = useState<Record<Which, FormErrors<AddressField>>>({
    billing: {},
    shipping: {},
  });
  const [submitted, setSubmitted] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (failedSubmits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  const check = (nextBilling: AddressInput, nextShipping: AddressInput, same: boolean) => ({
    billing: validateForm(addressRules, nextBilling),
    shipping: same ? {} : validateForm(addressRules, nextShipping),
  });

  const change = (which: Which) => (field: AddressField, value: string) => {
    const nextBilling = which === 'billing' ? { ...billing, [field]: value } : billing;
    const nextShipping = which === 'shipping' ? { ...shipping, [field]: value } : shipping;
    setBilling(nextBilling);
    setShipping(nextShipping);
    if (submitted) setErrors(check(nextBilling, nextShipping, sameAsBilling));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(billing, shipping, sameAsBilling);
    setErrors(found);
    setSubmitted(true);
    if (isFormValid(found.billing) && isFormValid(found.shipping)) {
      const trimmed = (address: AddressInput): AddressInput =>
        Object.fromEntries(
          Object.entries(address).map(([key, value]) => [key, value.trim()]),
        ) as AddressInput;
      onSave({
        billingAddress: trimmed(billing),
        shippingAddress: trimmed(sameAsBilling ? billing : shipping),
        sameAsBilling,
      });
    } else {
      setFailedSubmits((count) => count + 1);
    }
  };

  const bookChoice = (which: Which, book: readonly Address[]) =>
    book.length === 0 ? null : (
      <div css={{ gridColumn: '1 / -1' }}>
        <Select
          label={texts.addressBook}
          name={`${which}.addressBook`}
          defaultValue=""
          options={[
            { value: '', label: texts.newAddress },
            ...book.map((address) => ({
              value: address.id,
              label: `${address.firstName} ${address.lastName}, ${address.address}, ${address.city}`,
            })),
          ]}
          onChange={(event) => {
            const chosen = book.find((address) => address.id === event.target.value);
            const next = chosen ? addressToInput(chosen) : emptyAddress(defaultCountry, contact);
            if (which === 'billing') setBilling(next);
            else setShipping(next);
            if (submitted) {
              setErrors(
                check(
                  which === 'billing' ? next : billing,
                  which === 'shipping' ? next : shipping,
                  sameAsBilling,
                ),
              );
            }
          }}
        />
      </div>
    );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} css={(t) => ({ display: 'grid', gap: t.space[6] })}>
      <fieldset css={(t) => ({ ...formGrid(t), border: 0, padding: 0, margin: 0 })}>
        <legend css={(t) => ({ fontWeight: t.fontWeights.bold, marginBottom: t.space[3] })}>
          {texts.billingAddress}
        </legend>
        {bookChoice('billing', billingBook)}
        <AddressFields
          prefix="billing"
          value={billing}
          errors={errors.billing}
          countries={countries}
          texts={texts}
          onChange={change('billing')}
        />
      </fieldset>
      <Checkbox
        label={texts.sameAsBilling}
        name="sameAsBilling"
        checked={sameAsBilling}
        onChange={(event) => {
          setSameAsBilling(event.target.checked);
          if (submitted) setErrors(check(billing, shipping, event.target.checked));
        }}
      />
      {sameAsBilling ? null : (
        <fieldset css={(t) => ({ ...formGrid(t), border: 0, padding: 0, margin: 0 })}>
          <legend css={(t) => ({ fontWeight: t.fontWeights.bold, marginBottom: t.space[3] })}>
            {texts.shippingAddress}
          </legend>
          {bookChoice('shipping', deliveryBook)}
          <AddressFields
            prefix="shipping"
            value={shipping}
            errors={errors.shipping}
            countries={countries}
            texts={texts}
            onChange={change('shipping')}
          />
        </fieldset>
      )}
      <div>
        <Button type="submit">{texts.save}</Button>
      </div>
    </form>
  );
}

/** The saved addresses as text. */
export function AddressesSummary({
  addresses,
  texts,
}: {
  addresses: CheckoutAddresses | null;
  texts: CheckoutTexts;
}) {
  if (!addresses) return null;
  return (
    <div
      css={(t) => ({
        display: 'grid',
        gap: t.space[4],
        [t.mq.from('tablet')]: { gridTemplateColumns: '1fr 1fr' },
      })}
    >
      <p css={{ margin: 0 }}>
        <strong>{texts.billingAddress}</strong>
        <br />
        <AddressSummary address={addresses.billingAddress} />
      </p>
      <p css={{ margin: 0 }}>
        <strong>{texts.shippingAddress}</strong>
        <br />
        {addresses.sameAsBilling ? (
          texts.sameAsBilling
        ) : (
          <AddressSummary address={addresses.shippingAddress} />
        )}
      </p>
    </div>
  );
}
