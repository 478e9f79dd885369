import { TextField } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountStoryProviders } from '../../test/account-story-providers';
import { FormModal } from './form-modal';

const fields = (
  <>
    <TextField label="First name" name="firstName" defaultValue="Kari" />
    <TextField label="Last name" name="lastName" defaultValue="Nordmann" />
  </>
);

const meta = {
  title: 'Forms/FormModal',
  component: FormModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn((event) => event.preventDefault()),
    title: 'Edit contact details',
    submitLabel: 'Save',
    children: fields,
  },
  decorators: [
    (Story) => (
      <AccountStoryProviders customer={null}>
        <Story />
      </AccountStoryProviders>
    ),
  ],
} satisfies Meta<typeof FormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fields, ready to save. */
export const Default: Story = {};
/** The call is running: the submit button shows its loading state. */
export const Saving: Story = { args: { saving: true } };
/** The server refused: its messages as a list above the submit button. */
export const WithErrors: Story = {
  args: { errors: ['The e-mail address is already in use.', 'Phone number has to be 0-16 digits'] },
};
/** A success that keeps the modal open: the confirmation replaces the form. */
export const Confirmed: Story = { args: { confirmation: 'The user has been created.' } };
/** A form of one field in one column. */
export const OneColumn: Story = {
  args: { columns: 1, children: <TextField label="List name" name="listName" defaultValue="Living room" /> },
};
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
