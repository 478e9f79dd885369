import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMainLandmark, storyHero } from '../test/content-page-story-kit';
import { pageFixture } from '../test/shell-fixtures';
import { CampaignPage } from './campaign-page';

const page = pageFixture({ pageType: 'CampaignPage' });

const meta = {
  title: 'Content/Pages/Campaign page',
  component: CampaignPage,
  args: { page },
  decorators: inMainLandmark,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CampaignPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A wide campaign page, hero first. */
export const Default: Story = {};
/** With a hero: its heading is the page's h1. */
export const WithHero: Story = { args: { page: { ...page, hero: storyHero } } };
/** No content blocks yet: the heading alone. */
export const Empty: Story = { args: { page: { ...page, contentArea: [] } } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
