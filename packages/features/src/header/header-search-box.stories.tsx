import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../test/story-providers';
import { HeaderSearchBox } from './header-search-box';
import { headerTexts } from './header-texts';

const meta = {
  title: 'Shell/Header parts/Header search box',
  component: HeaderSearchBox,
  args: { searchUrl: '/en/search', texts: headerTexts((_key, fallback) => fallback) },
  decorators: [
    (Story) => (
      <StoryProviders>
        <div css={{ maxWidth: '36rem', padding: '1rem' }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof HeaderSearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with its placeholder. */
export const Empty: Story = {};
/** A narrow header (mobile): the box shrinks and the placeholder is cut off. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div css={{ width: '17rem' }}>
        <Story />
      </div>
    ),
  ],
};
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
