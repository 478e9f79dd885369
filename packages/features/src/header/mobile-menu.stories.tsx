import type { Meta, StoryObj } from '@storybook/react-vite';
import { globalContentFixture, headerFixture } from '../test/shell-fixtures';
import { StoryProviders } from '../test/story-providers';
import { headerTexts } from './header-texts';
import { MobileMenu } from './mobile-menu';
import { SupportMenu } from './support-menu';
import { ThemeToggle } from './theme-toggle';

const texts = headerTexts((_key, fallback) => fallback);

const meta = {
  title: 'Shell/Header parts/Mobile menu',
  component: MobileMenu,
  args: {
    open: true,
    onClose: () => undefined,
    items: headerFixture.mainNavigation,
    links: headerFixture.links,
    texts,
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open at the first level: the main navigation and the header links. */
export const Open: Story = {};
/** With the extra controls at the end, as the header passes them. */
export const WithControls: Story = {
  args: {
    footer: (
      <>
        <SupportMenu
          email={globalContentFixture.supportEmailAddress}
          phone={globalContentFixture.supportPhoneNumber}
          texts={texts}
        />
        <ThemeToggle label={texts.darkTheme} />
      </>
    ),
  },
};
/** A site without header links or navigation yet. */
export const Empty: Story = { args: { items: [], links: [] } };
/** Closed: nothing renders. */
export const Closed: Story = { args: { open: false } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
