import type { Meta, StoryObj } from '@storybook/react-vite';
import { headerFixture } from '../test/shell-fixtures';
import { StoryProviders } from '../test/story-providers';
import { MegaMenu } from './mega-menu';

const meta = {
  title: 'Shell/Mega menu',
  component: MegaMenu,
  args: {
    items: headerFixture.mainNavigation,
    texts: {
      mainNavigation: 'Main navigation',
      seeAllProducts: 'See all products',
      seeOverview: 'See overview',
    },
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <div css={{ position: 'relative', minHeight: '22rem', padding: '0 1.5rem' }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MegaMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All menus closed. */
export const Closed: Story = {};
/** A catalogue menu: 'see all products' and three sub-levels. */
export const CatalogueOpen: Story = { args: { defaultOpenId: 'assortment' } };
/** A content menu: 'see overview'. */
export const ContentOpen: Story = { args: { defaultOpenId: 'about' } };
/** The catalogue menu in the dark theme. */
export const Dark: Story = { args: { defaultOpenId: 'assortment' }, globals: { theme: 'dark' } };
/** No navigation entries. */
export const Empty: Story = { args: { items: [] } };
