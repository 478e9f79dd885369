import { Modal } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryProviders } from '../test/story-providers';
import { useText } from '../translations';
import { cartTexts } from './cart-texts';
import { ShareCartView, type ShareCartViewProps } from './share-cart-view';

/** The view inside the modal frame, as the share cart modal shows it. */
function InModal(props: Omit<ShareCartViewProps, 'texts'>) {
  const texts = cartTexts(useText());
  return (
    <Modal open onOpenChange={fn()} title={texts.shareCart} closeLabel={texts.close}>
      <ShareCartView {...props} texts={texts} />
    </Modal>
  );
}

const meta = {
  title: 'Cart/ShareCartModal',
  component: InModal,
  args: {
    status: 'succeeded',
    link: 'https://shop.example/en/cart-page?share=3f1c9a2e',
    error: null,
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof InModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link is made: a read-only field and a copy button. */
export const WithLink: Story = {};
/** While the server makes the link. */
export const Loading: Story = { args: { status: 'loading', link: null } };
/** The server refused (e.g. the cart is empty). */
export const Failed: Story = {
  args: { status: 'failed', link: null, error: 'An empty cart cannot be shared.' },
};
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
