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
  decorators: [
    // The toolbar drives the theme (controlled, not persisted) so every story can be seen in both.
    (Story, context) => (
      <StorefrontThemeProvider theme={context.globals.theme === 'dark' ? 'dark' : 'light'} persist={false}>
        <Story />
      </StorefrontThemeProvider>
    ),
  ],
  parameters: { a11y: { test: 'error' } },
};

export default preview;
