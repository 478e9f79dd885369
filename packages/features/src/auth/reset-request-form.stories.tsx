import { Button } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountStoryProviders } from '../test/account-story-providers';
import { ResetRequestFields, useResetRequestForm } from './reset-request-form';

/** The fields with the form hook and a submit button, as the reset password modal's footer has. */
function ResetRequestForm() {
  const { form } = useResetRequestForm();
  return (
    <div css={(t) => ({ display: 'grid', gap: t.space[4], maxWidth: '24rem' })}>
      <ResetRequestFields formId="reset-request-story" form={form} />
      <Button type="submit" form="reset-request-story">
        Send link
      </Button>
    </div>
  );
}

const meta = {
  title: 'Account/ResetRequestFields',
  component: ResetRequestForm,
  decorators: [
    (Story) => (
      <AccountStoryProviders customer={null} route="/en/forgot-password">
        <Story />
      </AccountStoryProviders>
    ),
  ],
} satisfies Meta<typeof ResetRequestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the e-mail field, required. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /E-mail/ })).toBeRequired();
  },
};

/** An address typed. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: /E-mail/ }), 'kari@example.no');
  },
};

/** Sent with an address that is not one: the field's message, no request. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'kari@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Invalid, dark theme. */
export const InvalidEmailDark: Story = { ...InvalidEmail, globals: { theme: 'dark' } };
