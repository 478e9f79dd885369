import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMainLandmark } from '../test/content-page-story-kit';
import { pageFixture } from '../test/shell-fixtures';
import { InformationPage } from './information-page';

const page = pageFixture({ pageType: 'InformationPage' });

const meta = {
  title: 'Content/Pages/Information page',
  component: InformationPage,
  args: { page },
  decorators: inMainLandmark,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InformationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A narrow reading column for terms, delivery and privacy. */
export const Default: Story = {};
/** No content blocks yet: the heading alone. */
export const Empty: Story = { args: { page: { ...page, contentArea: [] } } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
