import type { Address, AddressInput } from '@storefront/api-client';
import {
  type FormErrors,
  type FormRules,
  validateAddress,
  validateCity,
  validateEmail,
  validateName,
  validatePhoneNumber,
  validateZipCode,
} from '@storefront/domain';
import { Select, TextField } from '@storefront/ui';
import type { CheckoutTexts } from '../../checkout';

/** A field of an address form. */
export type AddressField = keyof AddressInput;

/** An address form's rules: the spec §5 rules from @storefront/domain (country comes from a list). */
export const addressRules: FormRules<Exclude<AddressField, 'countryCode'>> = {
  firstName: validateName,
  lastName: validateName,
  address: validateAddress,
  city: validateCity,
  postalCode: validateZipCode,
  email: validateEmail,
  phoneNumber: validatePhoneNumber,
};

/** The person an address is for, when known (the checkout's contact details). */
export interface AddressPerson {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/**
 * A new address form in a country, with the person's name, e-mail and phone filled in when known so the
 * shopper types them once (checkout's contact step), the street and city left empty.
 */
export function emptyAddress(countryCode: string, person?: AddressPerson | null): AddressInput {
  return {
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    address: '',
    city: '',
    postalCode: '',
    countryCode,
    email: person?.email ?? '',
    phoneNumber: person?.phoneNumber ?? '',
  };
}

/** An address-book entry as form values. */
export function addressToInput(address: Address): AddressInput {
  const { firstName, lastName, address: street, city, postalCode, countryCode, email, phoneNumber } = address;
  return { firstName, lastName, address: street, city, postalCode, countryCode, email, phoneNumber };
}

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  /** Prefix of the field names, e.g. `billing` gives `billing.city`. */
  prefix: string;
  value: AddressInput;
  errors: FormErrors<AddressField>;
  /** The countries to choose from (code and name). */
  countries: ReadonlyArray<{ code: string; name: string }>;
  texts: CheckoutTexts;
  onChange: (field: AddressField, value: string) => void;
}

/** The fields of one address with their validation messages. */
export function AddressFields({ prefix, value, errors, countries, texts, onChange }: AddressFieldsProps) {
  const section = prefix === 'shipping' ? 'shipping' : 'billing';
  const field = (
    name: Exclude<AddressField, 'countryCode'>,
    label: string,
    autoComplete: string,
    type = 'text',
  ) => (
    <TextField
      label={label}
      name={`${prefix}.${name}`}
      type={type}
      autoComplete={`section-${section} ${autoComplete}`}
      required={name !== 'phoneNumber'}
      value={value[name]}
      error={errors[name]}
      onChange={(event) => onChange(name, event.target.value)}
    />
  );
  const countryOptions = countries.some((country) => country.code === value.countryCode)
    ? countries
    : [{ code: value.countryCode, name: value.countryCode }, ...countries];
  return (
    <>
      {field('firstName', texts.firstName, 'given-name')}
      {field('lastName', texts.lastName, 'family-name')}
      <div css={{ gridColumn: '1 / -1' }}>{field('address', texts.address, 'street-address')}</div>
      {field('postalCode', texts.postalCode, 'postal-code')}
      {field('city', texts.city, 'address-level2')}
      <Select
        label={texts.country}
        name={`${prefix}.countryCode`}
        value={value.countryCode}
        options={countryOptions.map((country) => ({ value: country.code, label: country.name }))}
        onChange={(event) => onChange('countryCode', event.target.value)}
      />
      {field('email', texts.email, 'email', 'email')}
      {field('phoneNumber', texts.phoneNumber, 'tel', 'tel')}
    </>
  );
}

/** An address as a few lines of text. */
export function AddressSummary({ address }: { address: AddressInput | Address }) {
  return (
    <span>
      {address.firstName} {address.lastName}
      <br />
      {address.address}
      <br />
      {address.postalCode} {address.city},{' '}
      {'countryName' in address ? address.countryName : address.countryCode}
    </span>
  );
}
