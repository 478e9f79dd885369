import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { StoryProviders, storyState } from '../test/story-providers';
import { useText } from '../translations';
import { PurchaseQuantityStepper } from './purchase-quantity-stepper';

/** A stepper that keeps its own quantity, as the product page and the variation picker do. */
function Controlled({ maxQuantity, initial = 1 }: { maxQuantity: number; initial?: number }) {
  const [quantity, setQuantity] = useState(initial);
  const t = useText();
  return <PurchaseQuantityStepper value={quantity} onChange={setQuantity} maxQuantity={maxQuantity} t={t} />;
}

const meta = {
  title: 'Product/PurchaseQuantityStepper',
  component: Controlled,
  args: { maxQuantity: 3 },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Up to the variation's largest quantity per order (3), never below 1. */
export const UpToTheLargestQuantity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByLabelText('Quantity')).toHaveValue('3');
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

/** A variation without a limit (largest quantity 0): only the lower bound holds. */
export const NoLimit: Story = {
  args: { maxQuantity: 0, initial: 40 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  },
};

/** The labels come from the translations: Norwegian texts where the API has them. */
export const Translated: Story = {
  decorators: [
    (Story) => (
      <StoryProviders
        state={storyState({
          translations: {
            texts: {
              'product.quantity': 'Antall',
              'product.decrease': 'Reduser antall',
              'product.increase': 'Øk antall',
            },
            status: 'succeeded',
          },
        })}
      >
        <Story />
      </StoryProviders>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Antall')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Øk antall' })).toBeEnabled();
  },
};

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
