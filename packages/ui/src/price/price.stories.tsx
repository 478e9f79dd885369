import type { Meta, StoryObj } from '@storybook/react-vite';
import { priceFixture } from '../test-fixtures/price-fixtures';
import { Price } from './price';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { price: priceFixture(7992), inclVat: false },
  argTypes: { size: { control: 'inline-radio', options: ['s', 'm', 'l'] } },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ExclVat: Story = {};
export const InclVat: Story = { args: { inclVat: true } };
export const Discount: Story = { args: { price: priceFixture(7992, 5994), inclVat: true } };
export const Small: Story = { args: { size: 's' } };
export const Large: Story = { args: { size: 'l', price: priceFixture(7992, 5994) } };
export const DarkTheme: Story = { args: { price: priceFixture(7992, 5994) }, globals: { theme: 'dark' } };
