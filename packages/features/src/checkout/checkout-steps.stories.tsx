import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { homeAddress, testCustomer, testSettings } from '../test/cart-fixtures';
import { AddressesSummary, AddressForm } from './address-step';
import { CheckoutStepSection } from './checkout-step-section';
import { checkoutTexts } from './checkout-texts';
import { ContactForm, ContactSummary } from './contact-step';
import { DeliveryForm, DeliverySummary } from './delivery-step';
import { MoreInfoForm, MoreInfoSummary } from './more-info-step';
import { PaymentForm } from './payment-step';

const texts = checkoutTexts((_key, fallback) => fallback);
const contact = {
  firstName: testCustomer.firstName,
  lastName: testCustomer.lastName,
  email: testCustomer.email,
  phoneNumber: testCustomer.phoneNumber,
};
const address = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  address: 'Storgata 1',
  city: 'Oslo',
  postalCode: '0155',
  countryCode: 'NO',
  email: 'kari@example.com',
  phoneNumber: '+47 912 34 567',
};
const open = { active: true, completed: false, texts, onReactivate: fn() };

const meta = {
  title: 'Checkout/Steps',
  component: CheckoutStepSection,
  args: {
    step: 'contact',
    number: 1,
    active: true,
    completed: false,
    texts,
    onReactivate: fn(),
    children: null,
  },
  decorators: [
    (Story) => (
      <div css={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutStepSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Contact, completed initially: the signed-in customer's details with a Change button. */
export const ContactCompleted: Story = {
  args: {
    step: 'contact',
    number: 1,
    active: false,
    completed: true,
    summary: <ContactSummary contact={contact} />,
  },
};
/** Contact reopened for editing. */
export const ContactOpen: Story = {
  render: () => (
    <CheckoutStepSection step="contact" number={1} {...open}>
      <ContactForm initial={contact} texts={texts} onSave={fn()} />
    </CheckoutStepSection>
  ),
};
/** Address for a signed-in customer: the address book fills the billing address. */
export const AddressWithAddressBook: Story = {
  render: () => (
    <CheckoutStepSection step="address" number={2} {...open}>
      <AddressForm
        initial={null}
        billingBook={[homeAddress]}
        deliveryBook={[
          homeAddress,
          { ...homeAddress, id: 'addr-2', address: 'Bryggen 5', city: 'Bergen', postalCode: '5003' },
        ]}
        countries={testSettings.availableCountries}
        defaultCountry="NO"
        texts={texts}
        onSave={fn()}
      />
    </CheckoutStepSection>
  ),
};
/** Address without an address book: an empty form. */
export const AddressEmpty: Story = {
  render: () => (
    <CheckoutStepSection step="address" number={2} {...open}>
      <AddressForm
        initial={null}
        billingBook={[]}
        deliveryBook={[]}
        countries={testSettings.availableCountries}
        defaultCountry="NO"
        texts={texts}
        onSave={fn()}
      />
    </CheckoutStepSection>
  ),
};
/** Address saved: billing and delivery addresses as text. */
export const AddressCompleted: Story = {
  args: {
    step: 'address',
    number: 2,
    active: false,
    completed: true,
    summary: (
      <AddressesSummary
        addresses={{
          billingAddress: address,
          shippingAddress: { ...address, city: 'Bergen' },
          sameAsBilling: false,
        }}
        texts={texts}
      />
    ),
  },
};
/** Delivery: shipping method and the requested delivery date picker. */
export const Delivery: Story = {
  render: () => (
    <CheckoutStepSection step="delivery" number={3} {...open}>
      <DeliveryForm initial={null} earliestDate="2026-11-22" texts={texts} onSave={fn()} />
    </CheckoutStepSection>
  ),
};
/** Delivery saved. */
export const DeliveryCompleted: Story = {
  args: {
    step: 'delivery',
    number: 3,
    active: false,
    completed: true,
    summary: (
      <DeliverySummary
        delivery={{ shippingMethod: 'express', requestedDeliveryDate: '2026-12-01' }}
        texts={texts}
      />
    ),
  },
};
/** More information: reference, message and order splitting (accepted by default). */
export const MoreInfo: Story = {
  render: () => (
    <CheckoutStepSection step="moreInfo" number={4} {...open}>
      <MoreInfoForm initial={{}} acceptOrderSplitting texts={texts} onSave={fn()} />
    </CheckoutStepSection>
  ),
};
/** More information saved. */
export const MoreInfoCompleted: Story = {
  args: {
    step: 'moreInfo',
    number: 4,
    active: false,
    completed: true,
    summary: (
      <MoreInfoSummary
        moreInfo={{ noteTitle: 'Project Fjord', noteDescription: 'Leave at the reception.' }}
        acceptOrderSplitting={false}
        texts={texts}
      />
    ),
  },
};
/** Payment: choose a method, then place the order. */
export const Payment: Story = {
  render: () => (
    <CheckoutStepSection step="payment" number={5} {...open}>
      <PaymentForm
        paymentMethod="invoice"
        canPlaceOrder
        submission={{ status: 'idle', error: null }}
        texts={texts}
        onChoose={fn()}
        onPlaceOrder={fn()}
      />
    </CheckoutStepSection>
  ),
};
/** The order is being placed. */
export const PaymentLoading: Story = {
  render: () => (
    <CheckoutStepSection step="payment" number={5} {...open}>
      <PaymentForm
        paymentMethod="card"
        canPlaceOrder
        submission={{ status: 'loading', error: null }}
        texts={texts}
        onChoose={fn()}
        onPlaceOrder={fn()}
      />
    </CheckoutStepSection>
  ),
};
/** The server refused the order: an article sold out. */
export const PaymentError: Story = {
  render: () => (
    <CheckoutStepSection step="payment" number={5} {...open}>
      <PaymentForm
        paymentMethod="card"
        canPlaceOrder
        submission={{ status: 'failed', error: 'Bergen dining chair is sold out: 0 left, 1 in your cart.' }}
        texts={texts}
        onChoose={fn()}
        onPlaceOrder={fn()}
      />
    </CheckoutStepSection>
  ),
};
/** A step not reached yet. */
export const NotReached: Story = { args: { step: 'payment', number: 5, active: false, completed: false } };
/** The dark theme. */
export const Dark: Story = { ...AddressWithAddressBook, globals: { theme: 'dark' } };
