import type { AddressInput } from '@storefront/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkoutTexts } from '../../checkout';
import { homeAddress } from '../../test/cart-fixtures';
import {
  AddressFields,
  type AddressFieldsProps,
  AddressSummary,
  addressToInput,
  emptyAddress,
} from './address-fields';

const texts = checkoutTexts((_key, fallback) => fallback);
const countries = [
  { code: 'NO', name: 'Norway' },
  { code: 'SE', name: 'Sweden' },
];

/** The fields holding what is typed, as the checkout's address step does. */
function Controlled(props: AddressFieldsProps) {
  const [value, setValue] = useState<AddressInput>(props.value);
  return (
    <AddressFields
      {...props}
      value={value}
      onChange={(field, next) => {
        setValue((current) => ({ ...current, [field]: next }));
        props.onChange(field, next);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/AddressFields',
  component: AddressFields,
  args: {
    prefix: 'billing',
    value: addressToInput(homeAddress),
    errors: {},
    countries,
    texts,
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div css={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Filled from a saved address. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /City/ })).toHaveValue('Oslo');
  },
};

/** Empty, with the country preset and the person's name and e-mail filled in. */
export const Empty: Story = {
  args: {
    value: emptyAddress('NO', {
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari@example.com',
      phoneNumber: '',
    }),
  },
};

/** Typing reports each field by name. */
export const Typed: Story = {
  args: { value: emptyAddress('NO') },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: /Zip code/ }), '0155');
    await expect(args.onChange).toHaveBeenLastCalledWith('postalCode', '0155');
  },
};

/** Validation messages beside the fields they belong to. */
export const WithErrors: Story = {
  args: {
    value: { ...emptyAddress('NO'), firstName: 'Kari' },
    errors: {
      lastName: 'Enter your last name.',
      address: 'Enter the street address.',
      postalCode: 'Enter a postcode of 4 digits.',
      city: 'Enter the city.',
      email: 'Enter a valid e-mail address.',
    },
  },
};

/** The read-only summary of an address, as the checkout shows it once the step is done. */
export const Summary: Story = {
  render: () => <AddressSummary address={homeAddress} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Storgata 1');
  },
};

/** With errors, dark theme. */
export const WithErrorsDark: Story = { ...WithErrors, globals: { theme: 'dark' } };
