import type { Meta, StoryObj } from '@storybook/react-vite';
import { shownPriceFixture } from '../test-fixtures/price-fixtures';
import { Price } from './price';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { display: shownPriceFixture(7992) },
  argTypes: { size: { control: 'inline-radio', options: ['s', 'm', 'l'] } },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ExclVat: Story = {};
export const InclVat: Story = { args: { display: shownPriceFixture(7992, 7992, true) } };
export const Discount: Story = { args: { display: shownPriceFixture(7992, 5994, true) } };
export const Small: Story = { args: { size: 's' } };
export const Large: Story = { args: { size: 'l', display: shownPriceFixture(7992, 5994) } };
export const DarkTheme: Story = {
  args: { display: shownPriceFixture(7992, 5994) },
  globals: { theme: 'dark' },
};
