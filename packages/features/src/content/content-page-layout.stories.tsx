import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMainLandmark } from '../test/content-page-story-kit';
import { pageFixture } from '../test/shell-fixtures';
import { ContentPageLayout } from './content-page-layout';

const page = pageFixture({ pageType: 'StandardPage' });

const meta = {
  title: 'Content/Content page layout',
  component: ContentPageLayout,
  args: { page },
  decorators: inMainLandmark,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContentPageLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Breadcrumbs, the page title as h1 and the content area, in the content width (82rem). */
export const Content: Story = {};
/** The screen width (90rem) of start, campaign and inspiration pages. */
export const Screen: Story = { args: { width: 'screen' } };
/** The quote width (73.5rem) of information pages. */
export const Quote: Story = { args: { width: 'quote' } };
/** Without breadcrumbs, with extra content after the heading (as the not-found page uses it). */
export const WithChildren: Story = {
  args: { breadcrumbs: false, children: <p>The page you are looking for has moved.</p> },
};
/** No content blocks. */
export const Empty: Story = { args: { page: { ...page, contentArea: [] } } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
