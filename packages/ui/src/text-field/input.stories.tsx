import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  // A bare input has no label of its own; the stories name it the way callers must (aria-label or <label>).
  args: { 'aria-label': 'Postcode', name: 'postcode' },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty. */
export const Empty: Story = {};
/** A value typed in. */
export const Filled: Story = { args: { defaultValue: '0150' } };
/** A placeholder in the muted text colour. */
export const WithPlaceholder: Story = {
  args: { 'aria-label': 'Search', placeholder: 'Search products, categories and articles' },
};
/** Invalid: the thick danger border (the message comes from TextField). */
export const Invalid: Story = { args: { defaultValue: '01', 'aria-invalid': true } };
/** Disabled. */
export const Disabled: Story = { args: { defaultValue: '0150', disabled: true } };
/** Named by a visible label, as in a form of its own. */
export const WithLabel: Story = {
  render: (args) => (
    <div css={{ display: 'grid', gap: '0.25rem' }}>
      <label htmlFor="postcode-input">Postcode</label>
      <Input {...args} id="postcode-input" aria-label={undefined} />
    </div>
  ),
};
/** Dark theme. */
export const DarkTheme: Story = {
  args: { 'aria-label': 'Search', placeholder: 'Search products, categories and articles' },
  globals: { theme: 'dark' },
};
