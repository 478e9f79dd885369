import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountButton } from '../auth';
import { CartButton, initialCartState } from '../cart';
import type { HeaderSlots } from '../header';
import type { PageState } from '../page';
import { HeaderQuickSearchWhenVisible, MobileSearch } from '../quick-search';
import { SearchStoryProviders } from '../test/search-story-providers';
import { pageFixture } from '../test/shell-fixtures';
import { storyState } from '../test/story-providers';
import { AppShell } from './app-shell';

/** The header slots as the shop fills them (apps/web's shop root). */
const headerSlots: HeaderSlots = {
  searchBox: <HeaderQuickSearchWhenVisible />,
  mobileSearch: <MobileSearch />,
  cart: <CartButton />,
  account: <AccountButton />,
};

/** The page state of a shown page. */
const shown = (page: PageState['current']): PageState => ({
  status: 'succeeded',
  current: page,
  httpStatus: 200,
  showErrorPage: false,
});

const aboutPage = pageFixture({ pageType: 'StandardPage' });

/** What the page slot gets in these stories: the page's title and a line, standing in for its page type. */
function PageStandIn({ title }: { title: string }) {
  return (
    <div css={(t) => ({ padding: t.space[6] })}>
      <h1>{title}</h1>
      <p>The component of this page's type renders here.</p>
    </div>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  args: { headerSlots, children: <PageStandIn title="About us" /> },
  decorators: [
    // `parameters.page` is the page state; the cart is read (as after the server's render), so nothing fetches.
    (Story, { parameters }) => (
      <SearchStoryProviders
        route="/en/about"
        state={storyState({
          page: (parameters.page as PageState | undefined) ?? shown(aboutPage),
          cart: { ...initialCartState, loaded: true },
        })}
      >
        <Story />
      </SearchStoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A content page: skip link, the full header with its slots, the page in `maincontent`, the footer. */
export const ContentPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'maincontent');
    await canvas.findByRole('combobox', { name: 'Search' }, { timeout: 10_000 });
    await canvas.findByRole('contentinfo', {}, { timeout: 10_000 });
  },
};

/** The same at 375px: menu, search button, logo and cart in the mobile bar. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('contentinfo', {}, { timeout: 10_000 });
  },
};

/** A checkout page: the slim checkout header and no footer. */
export const CheckoutPage: Story = {
  args: { children: <PageStandIn title="Checkout" /> },
  parameters: {
    page: shown(pageFixture({ pageType: 'CheckoutPage', url: '/en/checkout', pageTitle: 'Checkout' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('banner', {}, { timeout: 10_000 });
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Search' })).toBeNull();
  },
};

/** An address with no page (404): the full header and footer around the not-found page. */
export const NotFound: Story = {
  args: { children: <PageStandIn title="Page not found" /> },
  parameters: { page: { status: 'failed', current: null, httpStatus: 404, showErrorPage: true } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('contentinfo', {}, { timeout: 10_000 });
  },
};

/** A content page, dark theme. */
export const Dark: Story = { ...ContentPage, globals: { theme: 'dark' } };

/** Checkout, dark theme. */
export const CheckoutPageDark: Story = { ...CheckoutPage, globals: { theme: 'dark' } };
