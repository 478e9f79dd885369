import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMainLandmark, storyHero } from '../test/content-page-story-kit';
import { pageFixture } from '../test/shell-fixtures';
import { InspirationPage } from './inspiration-page';

const page = pageFixture({ pageType: 'InspirationPage' });

const meta = {
  title: 'Content/Pages/Inspiration page',
  component: InspirationPage,
  args: { page },
  decorators: inMainLandmark,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InspirationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A wide layout for large images and product listings. */
export const Default: Story = {};
/** With a hero: its heading is the page's h1. */
export const WithHero: Story = { args: { page: { ...page, hero: storyHero } } };
/** No content blocks yet: the heading alone. */
export const Empty: Story = { args: { page: { ...page, contentArea: [] } } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
