import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductCardMeta } from './product-card-meta';

const meta = {
  title: 'Commerce/ProductCard/Meta',
  component: ProductCardMeta,
  args: {
    marketingText: 'Oiled oak frame with a deep wool seat',
    codes: [
      ['Article no.', 'OSLO-100'],
      ['EL no.', '4012345'],
      ['Alt. article no.', 'ALT-77'],
    ],
    active: true,
    inStockQuantity: 24,
  },
  decorators: [
    (Story) => (
      <div css={{ maxWidth: '18rem', display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCardMeta>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};
export const FewLeft: Story = { args: { inStockQuantity: 3 } };
export const OutOfStock: Story = { args: { inStockQuantity: 0 } };
export const Discontinued: Story = { args: { active: false } };
export const CodeOnly: Story = {
  args: {
    marketingText: null,
    codes: [
      ['Article no.', 'OSLO-100'],
      ['EL no.', null],
    ],
  },
};
export const Translated: Story = {
  args: { inStockQuantity: 0, stockTexts: { 'not-in-stock': 'Ikke på lager' } },
};
export const DarkTheme: Story = { args: { inStockQuantity: 3 }, globals: { theme: 'dark' } };
