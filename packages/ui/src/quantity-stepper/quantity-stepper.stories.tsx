import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

function Stateful(props: Omit<QuantityStepperProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <QuantityStepper {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Primitives/QuantityStepper',
  component: Stateful,
  args: { value: 1 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 999, step: 1 } },
    max: { control: { type: 'range', min: 1, max: 999, step: 1 } },
  },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AtMinimum: Story = {};
export const InRange: Story = { args: { value: 4, max: 10 } };
export const AtMaximum: Story = { args: { value: 10, max: 10 } };
export const Disabled: Story = { args: { value: 2, disabled: true } };
export const DarkTheme: Story = { args: { value: 3 }, globals: { theme: 'dark' } };
