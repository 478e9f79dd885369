import '@storefront/ui/fonts';
import { StorefrontThemeProvider } from '@storefront/ui';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Storefront theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  // A docs page for every component: its props table from the TypeScript types and each story as an example.
  tags: ['autodocs'],
  decorators: [
    // The toolbar drives the theme (controlled, not persisted) so every story can be seen in both.
    (Story, context) => (
      <StorefrontThemeProvider theme={context.globals.theme === 'dark' ? 'dark' : 'light'} persist={false}>
        <Story />
      </StorefrontThemeProvider>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
    options: {
      // Storybook opens on the first entry: the Introduction, then the foundations before the components.
      storySort: {
        order: ['Introduction', 'Foundations', ['Colours', 'Tokens', 'Icons'], 'Primitives', 'Commerce', '*'],
      },
    },
  },
};

export default preview;
