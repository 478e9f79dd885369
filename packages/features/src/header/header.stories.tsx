import type { Meta, StoryObj } from '@storybook/react-vite';
import { globalContentFixture, headerFixture, settingsFixture } from '../test/shell-fixtures';
import { StoryProviders } from '../test/story-providers';
import { CountrySelector } from './country-selector';
import { Header } from './header';
import { headerTexts } from './header-texts';

const texts = headerTexts((_key, fallback) => fallback);
const urls = {
  home: '/en',
  search: '/en/search',
  cart: '/en/cart-page',
  account: '/en/account',
  favourites: '/en/account?view=Favorites',
};

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: {
    content: headerFixture,
    globalContent: globalContentFixture,
    urls,
    texts,
    cartCount: 0,
    countrySelector: (
      <CountrySelector
        current={settingsFixture.currentCountry}
        countries={settingsFixture.availableCountries}
        alternativeLinks={[
          { language: 'en', href: '/en/about' },
          { language: 'no', href: '/no/om-oss' },
        ]}
        languageNames={{ en: 'English', no: 'Norsk' }}
        label={texts.country}
      />
    ),
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop header of an anonymous visitor with an empty cart. */
export const SignedOut: Story = {};
/** A cart with items shows the count badge. */
export const WithCartItems: Story = { args: { cartCount: 3 } };
/** Long titles in the main navigation and links. */
export const LongText: Story = {
  args: {
    content: {
      ...headerFixture,
      links: [
        { id: 'a', title: 'Stores and opening hours in your region', url: '/en/stores' },
        { id: 'b', title: 'Inspiration for living rooms', url: '/en/inspiration' },
      ],
    },
  },
};
/** Without global content the support menu is left out. */
export const NoSupportContacts: Story = { args: { globalContent: null } };
/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
/** At 375px the mobile header shows: menu, search, centred logo, cart. */
export const Mobile: Story = {
  args: { cartCount: 2 },
  decorators: [
    (Story) => (
      <div css={{ width: '375px' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
