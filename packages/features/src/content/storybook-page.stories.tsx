import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMainLandmark } from '../test/content-page-story-kit';
import { pageFixture } from '../test/shell-fixtures';
import { StorybookPage } from './storybook-page';

const page = pageFixture({ pageType: 'StorybookPage' });

const meta = {
  title: 'Content/Pages/Storybook page',
  component: StorybookPage,
  args: { page },
  decorators: inMainLandmark,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StorybookPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Introduces the design system with a link to the built Storybook. */
export const Default: Story = {};
/** No content blocks yet: the heading alone. */
export const Empty: Story = { args: { page: { ...page, contentArea: [] } } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
