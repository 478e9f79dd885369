import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMainLandmark, storyHero } from '../test/content-page-story-kit';
import { pageFixture } from '../test/shell-fixtures';
import { StandardPage } from './standard-page';

const page = pageFixture({ pageType: 'StandardPage' });

const meta = {
  title: 'Content/Pages/Standard page',
  component: StandardPage,
  args: { page },
  decorators: inMainLandmark,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StandardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Breadcrumbs, the page title as h1 and the content area. */
export const Default: Story = {};
/** With a hero: its heading is the page's h1. */
export const WithHero: Story = { args: { page: { ...page, hero: storyHero } } };
/** No content blocks yet: the heading alone. */
export const Empty: Story = { args: { page: { ...page, contentArea: [] } } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
