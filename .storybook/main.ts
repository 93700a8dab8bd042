import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW service worker lives here, so there is no top-level public/ folder.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
