import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../test/story-providers';
import { SmartLink } from './smart-link';

const meta = {
  title: 'Navigation/SmartLink',
  component: SmartLink,
  args: { href: '/en/about', children: 'About us' },
  decorators: [
    (Story) => (
      <StoryProviders>
        <p>
          <Story />
        </p>
        <h2 id="delivery">Delivery</h2>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof SmartLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An in-app path: a router link, no page load. */
export const Internal: Story = {};
/** Another site: opens in a new tab. */
export const External: Story = { args: { href: 'https://example.com/catalogue', children: 'Our catalogue' } };
/** An e-mail address. */
export const Mail: Story = {
  args: { href: 'mailto:support@storefront.example', children: 'support@storefront.example' },
};
/** A '#id' on the same page: scrolls smoothly to it. */
export const Anchor: Story = { args: { href: '#delivery', children: 'Read about delivery' } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
