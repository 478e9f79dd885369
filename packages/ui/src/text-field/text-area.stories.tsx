import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './text-area';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Note to the order', name: 'note' },
  argTypes: { rows: { control: { type: 'range', min: 2, max: 12, step: 1 } } },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { defaultValue: 'Deliver to the back entrance.\nCall 40 00 00 00 on arrival.' },
};
export const WithHint: Story = {
  args: { label: 'Paste lines', hint: 'Article number and quantity, separated by tab or ;' },
};
export const WithError: Story = {
  args: { defaultValue: 'x'.repeat(40), error: 'Invalid length on text, has to be 1-30' },
};
export const WithErrorList: Story = {
  args: {
    label: 'Paste lines',
    defaultValue: ';2\nNOPE-1;2',
    error: (
      <div role="alert">
        <ul css={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          <li>Row 1: Code cannot be empty</li>
          <li>Row 2: No article has the code NOPE-1.</li>
        </ul>
      </div>
    ),
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent with the order' } };
export const DarkTheme: Story = {
  args: { error: 'Invalid length on text, has to be 1-30' },
  globals: { theme: 'dark' },
};
