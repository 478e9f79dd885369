import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMainLandmark, storyHero } from '../test/content-page-story-kit';
import { pageFixture } from '../test/shell-fixtures';
import { StorefrontPage } from './storefront-page';

const page = pageFixture({ pageType: 'StorefrontPage' });

const meta = {
  title: 'Content/Pages/Storefront page',
  component: StorefrontPage,
  args: { page },
  decorators: inMainLandmark,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StorefrontPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A shop-in-shop landing page: wide, with breadcrumbs. */
export const Default: Story = {};
/** With a hero: its heading is the page's h1. */
export const WithHero: Story = { args: { page: { ...page, hero: storyHero } } };
/** No content blocks yet: the heading alone. */
export const Empty: Story = { args: { page: { ...page, contentArea: [] } } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
