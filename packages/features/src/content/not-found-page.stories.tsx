import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMainLandmark } from '../test/content-page-story-kit';
import { pageFixture } from '../test/shell-fixtures';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'Content/Not found page',
  component: NotFoundPage,
  args: { homeUrl: '/en' },
  decorators: inMainLandmark,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The built-in texts: the configured not-found page could not be loaded either. */
export const Fallback: Story = {};
/** The configured not-found page's content and the link home. */
export const ConfiguredPage: Story = {
  args: { page: pageFixture({ pageType: 'StandardPage', pageTitle: 'We could not find that page' }) },
};
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
