import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMainLandmark } from '../test/content-page-story-kit';
import { pageFixture } from '../test/shell-fixtures';
import { BlockPreviewPage } from './block-preview-page';

const page = pageFixture({ pageType: 'BlockPreviewPage' });

const meta = {
  title: 'Content/Pages/Block preview page',
  component: BlockPreviewPage,
  args: { page },
  decorators: inMainLandmark,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlockPreviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An editor previews content blocks: the page title and the content area only. */
export const Default: Story = {};
/** No content blocks yet: the heading alone. */
export const Empty: Story = { args: { page: { ...page, contentArea: [] } } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
