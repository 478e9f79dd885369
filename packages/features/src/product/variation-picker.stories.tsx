import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeProduct } from '../test/product-fixtures';
import { StoryProviders } from '../test/story-providers';
import { VariationPicker, type VariationPickerProps } from './variation-picker';

const { variations } = makeProduct();

/** The picker holding its choice, as the product page does. */
function Controlled(props: VariationPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <VariationPicker
      {...props}
      value={value}
      onChange={(code) => {
        setValue(code);
        props.onChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Product/VariationPicker',
  component: VariationPicker,
  args: { variations, value: 'OSLO-1-BLK', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof VariationPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Black chosen: "Colour: Black" and a radio per colour with its thumbnail. */
export const BlackChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Black' })).toBeChecked();
    await expect(canvas.getByTestId('chosen-colour')).toHaveTextContent('Black');
  },
};

/** Arrow keys move to the next colour (native radios), which is reported. */
export const OakChosenWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Black' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Oak' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('OSLO-1-OAK');
  },
};

/** One colour only. */
export const SingleColour: Story = { args: { variations: variations.slice(0, 1) } };

/** Dark theme. */
export const Dark: Story = { ...BlackChosen, globals: { theme: 'dark' } };
