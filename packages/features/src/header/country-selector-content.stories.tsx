import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settingsFixture } from '../test/shell-fixtures';
import { StoryProviders } from '../test/story-providers';
import { CountrySelectorContent } from './country-selector-content';

const meta = {
  title: 'Shell/Header parts/CountrySelectorContent',
  component: CountrySelectorContent,
  args: {
    current: settingsFixture.currentCountry,
    countries: settingsFixture.availableCountries,
    alternativeLinks: [
      { language: 'en', href: '/en/about' },
      { language: 'no', href: '/no/om-oss' },
    ],
    languageNames: { en: 'English', no: 'Norwegian' },
    currentLanguage: 'en',
    countriesLabel: 'Country',
    languageHeading: 'Language',
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <StoryProviders route="/en/about">
        {/* The width of the side-panel modal's body. */}
        <div css={{ maxWidth: '30rem' }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof CountrySelectorContent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Norway current (bold, checked), Sweden; this page in English (current) and Norwegian. */
export const NorwayCurrent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Country' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Norway' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Norwegian' })).toHaveAttribute('hreflang', 'no');
  },
};

/** Dark theme. */
export const Dark: Story = { ...NorwayCurrent, globals: { theme: 'dark' } };

/** On the Norwegian page: Norwegian is the current language. */
export const NorwegianCurrent: Story = {
  args: { currentLanguage: 'no', countriesLabel: 'Land', languageHeading: 'Språk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Norwegian' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
  },
};

/** A page without alternative links (in one language only): the language list is left out. */
export const NoAlternativeLinks: Story = {
  args: { alternativeLinks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Language' })).toBeNull();
  },
};

/** Following a link tells the modal to close first (onNavigate). */
export const LinkFollowed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Sweden' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};
