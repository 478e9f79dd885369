import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../test/story-providers';
import { CtaContainer } from './cta-container';

const meta = {
  title: 'Content/CTA container',
  component: CtaContainer,
  args: {
    block: {
      blockId: 'c1',
      blockType: 'CTAContainer',
      heading: 'Find your chair',
      ctas: [
        { text: 'Shop furniture', url: '/en/assortment/furniture', variant: 'primary' },
        { text: 'Visit a store', url: '/en/stores', variant: 'secondary' },
        { text: 'Our partner', url: 'https://example.com/partner', variant: 'secondary' },
      ],
    },
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <div css={{ padding: '1.5rem' }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof CtaContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A heading and buttons of both variants (in-app and external links). */
export const WithHeading: Story = {};
/** Buttons only. */
export const NoHeading: Story = {
  args: {
    block: {
      blockId: 'c2',
      blockType: 'CTAContainer',
      heading: null,
      ctas: [{ text: 'Shop furniture', url: '/en/assortment/furniture', variant: 'primary' }],
    },
  },
};
/** No calls to action configured. */
export const Empty: Story = {
  args: { block: { blockId: 'c3', blockType: 'CTAContainer', heading: 'Find your chair', ctas: [] } },
};
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
