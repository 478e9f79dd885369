import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { settingsFixture } from '../test/shell-fixtures';
import { StoryProviders, storyState } from '../test/story-providers';
import { CountrySelectorModal } from './country-selector-modal';

const meta = {
  title: 'Shell/Header parts/CountrySelectorModal',
  component: CountrySelectorModal,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Country',
    current: settingsFixture.currentCountry,
    countries: settingsFixture.availableCountries,
    alternativeLinks: [
      { language: 'en', href: '/en/about' },
      { language: 'no', href: '/no/om-oss' },
    ],
    languageNames: { en: 'English', no: 'Norwegian' },
  },
  decorators: [
    // `parameters.language` is the language of the page the modal opens on (the site's language route).
    (Story, { parameters }) => {
      const language = parameters.language === 'no' ? 'no' : 'en';
      return (
        <StoryProviders
          route={language === 'no' ? '/no/om-oss' : '/en/about'}
          state={storyState({
            settings: { data: { ...settingsFixture, languageRoute: language }, status: 'succeeded' },
          })}
        >
          <Story />
        </StoryProviders>
      );
    },
  ],
  parameters: { layout: 'fullscreen', language: 'en' },
} satisfies Meta<typeof CountrySelectorModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The side-panel modal is portalled to the body, outside the story's canvas element. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Open on the English site: Norway marked current, this page in English (current) and Norwegian. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Country' });
    const modal = within(dialog);
    await expect(modal.getByRole('link', { name: 'Norway' })).toHaveAttribute('aria-current', 'true');
    await expect(modal.getByRole('link', { name: 'Sweden' })).not.toHaveAttribute('aria-current');
    await expect(modal.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(modal.getByRole('link', { name: 'Norwegian' })).toHaveAttribute('href', '/no/om-oss');
  },
};

/** Open, dark theme. */
export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };

/** On the Norwegian site: the Norwegian page is the current language, the title in Norwegian. */
export const NorwegianPage: Story = {
  args: { title: 'Land', languageNames: { en: 'English', no: 'Norsk' } },
  parameters: { language: 'no' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Land' });
    await expect(within(dialog).getByRole('link', { name: 'Norsk' })).toHaveAttribute('aria-current', 'true');
  },
};

/** Closed: nothing shows. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
