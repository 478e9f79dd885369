import { ThemeProvider } from '@emotion/react';
import { createTheme } from '@storefront/ui';
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
    (Story, context) => (
      <ThemeProvider theme={createTheme(context.globals.theme === 'dark' ? 'dark' : 'light')}>
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: { a11y: { test: 'error' } },
};

export default preview;
