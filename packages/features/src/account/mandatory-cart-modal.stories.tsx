import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountStoryProviders, storyCustomer } from '../test/account-story-providers';
import { MandatoryCartModal } from './mandatory-cart-modal';

const meta = {
  title: 'Account/MandatoryCartModal',
  component: MandatoryCartModal,
  args: { open: true, onOpenChange: fn(), onConfirm: fn(), cartLineCount: 3, cartUrl: '/en/cart-page' },
  decorators: [
    (Story) => (
      <AccountStoryProviders customer={storyCustomer}>
        <Story />
      </AccountStoryProviders>
    ),
  ],
} satisfies Meta<typeof MandatoryCartModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reorder into a cart with three lines: go on or review the cart first. */
export const Default: Story = {};
/** Without a cart page address the review link is left out. */
export const WithoutCartLink: Story = { args: { cartUrl: undefined } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
