import type { Meta, StoryObj } from '@storybook/react-vite';
import { footerFixture } from '../test/shell-fixtures';
import { StoryProviders } from '../test/story-providers';
import { Footer } from './footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { content: footerFixture, socialLabel: 'Follow us' },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From 721px: link columns side by side. */
export const Desktop: Story = {};
/** Below 721px each column is a disclosure. */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div css={{ width: '375px' }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
/** A footer with no columns or social links. */
export const Empty: Story = { args: { content: { ...footerFixture, linkColumns: [], socialLinks: [] } } };
