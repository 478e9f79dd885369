import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../src/**/*.mdx',
    '../src/**/*.stories.tsx',
    '../../../packages/ui/src/**/*.stories.tsx',
    '../../../packages/features/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Props tables and descriptions of the docs pages come from the components' TypeScript types and JSDoc
  // (react-docgen, Storybook's default: it reads the props interface declared beside each component).
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      resolve: { conditions: ['@storefront/source', 'module', 'browser', 'development|production'] },
      esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
    });
  },
};

export default config;
