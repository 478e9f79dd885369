import { validateEmail } from '@storefront/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountStoryProviders } from '../../test/account-story-providers';
import { StepFormField } from './step-form-field';
import { useStepForm } from './use-step-form';

/** One e-mail field of a `useStepForm` form; submitting shows the spec §5 message. */
function EmailForm({ email }: { email: string }) {
  const form = useStepForm({ email: validateEmail }, { email }, () => undefined);
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit}
      css={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}
    >
      <StepFormField form={form} name="email" label="E-mail" type="email" autoComplete="email" />
      <button type="submit">Save</button>
    </form>
  );
}

const meta = {
  title: 'Forms/StepFormField',
  component: EmailForm,
  args: { email: 'kari@example.com' },
  decorators: [
    (Story) => (
      <AccountStoryProviders customer={null}>
        <Story />
      </AccountStoryProviders>
    ),
  ],
} satisfies Meta<typeof EmailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A valid value. */
export const Filled: Story = {};
/** Empty, before a submit: no message yet. */
export const Empty: Story = { args: { email: '' } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
