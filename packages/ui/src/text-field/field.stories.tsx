import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './field';
import { inputStyles } from './input';

/** The frame TextField and TextArea share, here around a bare date input. */
const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: {
    label: 'Delivery date',
    children: (control) => <input type="date" css={inputStyles} {...control} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'We deliver on weekdays' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { hint: 'We deliver on weekdays', error: 'Choose a weekday' } };
export const DarkTheme: Story = { args: { error: 'Choose a weekday' }, globals: { theme: 'dark' } };
