import { validateEmail, validateName, validatePhoneNumber } from '@storefront/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountStoryProviders } from '../../test/account-story-providers';
import { type PersonField, PersonFields } from './person-fields';
import { useStepForm } from './use-step-form';

const rules = {
  firstName: validateName,
  lastName: validateName,
  email: validateEmail,
  phoneNumber: validatePhoneNumber,
};

/** The fields in a form that shows the spec §5 messages on submit. */
function PersonForm({ initial, ownDetails }: { initial: Record<PersonField, string>; ownDetails: boolean }) {
  const form = useStepForm(rules, initial, () => undefined);
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit}
      css={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}
    >
      <PersonFields form={form} ownDetails={ownDetails} />
      <button type="submit">Save</button>
    </form>
  );
}

const meta = {
  title: 'Forms/PersonFields',
  component: PersonForm,
  args: {
    initial: {
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari@example.com',
      phoneNumber: '+47 912 34 567',
    },
    ownDetails: true,
  },
  decorators: [
    (Story) => (
      <AccountStoryProviders customer={null}>
        <Story />
      </AccountStoryProviders>
    ),
  ],
} satisfies Meta<typeof PersonForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Filled in: the person's own details (the browser may autocomplete them). */
export const Filled: Story = {};
/** Empty: somebody else's details (an administrator adding a user), no autocomplete. */
export const Empty: Story = {
  args: { initial: { firstName: '', lastName: '', email: '', phoneNumber: '' }, ownDetails: false },
};
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
