import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormErrors } from './form-errors';

const meta = {
  title: 'Account/FormErrors',
  component: FormErrors,
  args: { errors: ['The current password is wrong.'] },
} satisfies Meta<typeof FormErrors>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One message from the server, announced as an alert. */
export const OneError: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The current password is wrong.',
    );
  },
};

/** Several messages, one list item each. */
export const SeveralErrors: Story = {
  args: {
    errors: [
      'The new password must be at least 8 characters long.',
      'The new password must contain a digit.',
      'Too many attempts. Try again in a minute.',
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** No messages: nothing renders. */
export const NoErrors: Story = {
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Several, dark theme. */
export const Dark: Story = { ...SeveralErrors, globals: { theme: 'dark' } };
