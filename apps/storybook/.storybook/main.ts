import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../../../packages/ui/src/**/*.stories.tsx', '../../../packages/features/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      resolve: { conditions: ['@storefront/source', 'module', 'browser', 'development|production'] },
      esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
    });
  },
};

export default config;
