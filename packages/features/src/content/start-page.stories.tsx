import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMainLandmark, storyHero } from '../test/content-page-story-kit';
import { pageFixture } from '../test/shell-fixtures';
import { StartPage } from './start-page';

const page = pageFixture({ pageType: 'StartPage' });

const meta = {
  title: 'Content/Pages/Start page',
  component: StartPage,
  args: { page },
  decorators: inMainLandmark,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The language home: the hero is the page's h1, no breadcrumbs, wide layout. */
export const Default: Story = {};
/** With a hero: its heading is the page's h1. */
export const WithHero: Story = { args: { page: { ...page, hero: storyHero } } };
/** No content blocks yet: the heading alone. */
export const Empty: Story = { args: { page: { ...page, contentArea: [] } } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
