// Jest configuration of the Storybook test runner. The runner looks for `test-runner-jest*` in the Storybook
// config directory first, so it lives here rather than at the repository root (whose layout is fixed).
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  // Generous: the first story of a file also loads the whole preview, which is slow on a busy 2-core machine.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      // Debian's Chromium, never a downloaded browser. SwiftShader keeps WebGL available for the editor's
      // Pixi stories without a GPU, and renders the same pixels on every run.
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
      },
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: 'en-US',
        timezoneId: 'UTC',
      },
    },
  },
};
