import type { Meta, StoryObj } from '@storybook/react-vite';
import { StockIndicator } from './stock-indicator';

const meta = {
  title: 'Commerce/StockIndicator',
  component: StockIndicator,
  args: { active: true, inStockQuantity: 30 },
} satisfies Meta<typeof StockIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InStock10: Story = {};
export const InStock50: Story = { args: { inStockQuantity: 120 } };
export const FewLeft: Story = { args: { inStockQuantity: 4 } };
export const NotInStock: Story = { args: { inStockQuantity: 0 } };
export const Discontinued: Story = { args: { active: false } };
export const DarkTheme: Story = { args: { inStockQuantity: 4 }, globals: { theme: 'dark' } };
