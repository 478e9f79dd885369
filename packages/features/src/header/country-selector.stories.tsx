import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { headerFixture, settingsFixture } from '../test/shell-fixtures';
import { StoryProviders } from '../test/story-providers';
import { CountrySelector } from './country-selector';
import { headerTexts } from './header-texts';
import { MobileMenu } from './mobile-menu';

const meta = {
  title: 'Shell/Header parts/Country selector',
  component: CountrySelector,
  args: {
    current: settingsFixture.currentCountry,
    countries: settingsFixture.availableCountries,
    alternativeLinks: [
      { language: 'en', href: '/en/about' },
      { language: 'no', href: '/no/om-oss' },
    ],
    languageNames: { en: 'English', no: 'Norwegian' },
    label: 'Country',
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <div css={{ display: 'flex', justifyContent: 'center', padding: '1rem' }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof CountrySelector>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The modal is a lazy chunk: the story is done once its lists are in (so the axe sweep checks them). */
const waitForModal: Story['play'] = async ({ canvasElement }) => {
  await within(canvasElement.ownerDocument.body).findByRole('link', { name: 'Sweden' }, { timeout: 10_000 });
};

/** Closed: the globe and the current country's code on a button named "NO, Country: Norway". */
export const Closed: Story = {};
/** Open: the side-panel modal with the countries (Norway current) and this page in each language. */
export const Open: Story = { args: { defaultOpen: true }, play: waitForModal };
/** Open, dark theme. */
export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };
/** A market in one country and one language: the modal lists just those. */
export const SingleCountry: Story = {
  args: {
    defaultOpen: true,
    countries: [settingsFixture.currentCountry],
    alternativeLinks: [{ language: 'en', href: '/en/about' }],
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole(
      'link',
      { name: 'English' },
      { timeout: 10_000 },
    );
  },
};

const menuTexts = headerTexts((_key, fallback) => fallback);

/** Opened from the mobile menu (1024px and narrower): the modal lies above the open menu. */
export const InsideMobileMenu: Story = {
  args: { defaultOpen: true },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <MobileMenu
      open
      onClose={() => {}}
      items={headerFixture.mainNavigation}
      links={headerFixture.links}
      texts={menuTexts}
      footer={<CountrySelector {...args} />}
    />
  ),
  play: waitForModal,
};
