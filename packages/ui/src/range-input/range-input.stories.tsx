import type { NumberRange } from '@storefront/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RangeInput, type RangeInputProps } from './range-input';

function Stateful(props: Omit<RangeInputProps, 'onChange'>) {
  const [value, setValue] = useState<NumberRange>(props.value);
  return <RangeInput {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Primitives/RangeInput',
  component: Stateful,
  args: { label: 'Price', unit: 'kr', bounds: { min: 199, max: 24990 }, value: { min: 199, max: 24990 } },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullRange: Story = {};
export const Narrowed: Story = { args: { value: { min: 1000, max: 5000 } } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
