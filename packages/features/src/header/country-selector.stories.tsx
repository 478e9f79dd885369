import type { Meta, StoryObj } from '@storybook/react-vite';
import { settingsFixture } from '../test/shell-fixtures';
import { StoryProviders } from '../test/story-providers';
import { CountrySelector } from './country-selector';

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
    languageNames: { en: 'English', no: 'Norsk' },
    label: 'Country and language',
  },
  decorators: [
    // Room for the panel, which opens below the button.
    (Story) => (
      <StoryProviders>
        <div css={{ display: 'flex', justifyContent: 'center', minHeight: '18rem', padding: '1rem' }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof CountrySelector>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the current country's code. */
export const Closed: Story = {};
/** Open: countries and this page in the other languages. */
export const Open: Story = { args: { defaultOpen: true } };
/** A market in one language and one country: the panel lists just those. */
export const SingleCountry: Story = {
  args: {
    defaultOpen: true,
    countries: [settingsFixture.currentCountry],
    alternativeLinks: [{ language: 'en', href: '/en/about' }],
  },
};
/** Dark theme, open. */
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
