// The folder rules here are the architecture's dependency rules (../shared/ARCHITECTURE.md):
// breaking a layer boundary is a lint error, not a code-review comment.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'os',
  'crypto',
  'child_process',
  'worker_threads',
  'http',
  'url',
  'stream',
  'util',
  'events',
  'buffer',
];
const uiLibs = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  'pixi.js',
  '@pixi/*',
  '@mui/*',
  '@emotion/*',
  'jotai',
  'jotai/*',
  'react-router',
  'react-router-dom',
];

// ESLint replaces (does not merge) a rule configured twice for one file, so every folder's list carries the
// shared rule as well.
const noTestsOrStories = {
  group: ['**/tests/**', '**/stories/**'],
  message: 'Nothing imports from tests or stories.',
};
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: [...patterns, noTestsOrStories] }],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'data',
      'test-results',
      'playwright-report',
      'coverage',
      '.storybook/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: restrict([
      {
        group: [...uiLibs, ...nodeBuiltins],
        message: 'src/core is pure TypeScript: no framework, DOM or Node imports.',
      },
      {
        group: ['**/server/**', '**/client/**', '**/contract/**', 'zod', 'zod/*'],
        message: 'src/core imports nothing outside itself.',
      },
    ]),
  },
  {
    files: ['src/formats/**/*.ts'],
    rules: restrict([
      {
        group: [...uiLibs, ...nodeBuiltins],
        message:
          'src/formats runs in the server worker pool and in a browser Web Worker: no framework, DOM or Node imports.',
      },
      {
        group: ['**/server/**', '**/client/**', 'zod', 'zod/*'],
        message: 'src/formats imports only core and itself.',
      },
    ]),
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: restrict([
      { group: [...uiLibs, ...nodeBuiltins], message: 'src/contract imports only zod (and core types).' },
      {
        group: ['**/server/**', '**/client/**'],
        message: 'src/contract is shared by server and client and imports neither.',
      },
    ]),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([
      {
        group: ['**/client/**', 'react', 'react-dom', '@mui/*', 'pixi.js', 'jotai'],
        message: 'The server never imports client code.',
      },
    ]),
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/ui/**'],
    rules: restrict([
      {
        group: ['@mui/*', '@emotion/*'],
        message: 'Only src/client/ui imports MUI: add or extend a design-system component.',
      },
      {
        group: ['**/server/**', ...nodeBuiltins],
        message: 'Client code never imports server code or Node built-ins.',
      },
    ]),
  },
  {
    files: ['src/client/ui/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: [
          '**/api/**',
          '**/state/**',
          '**/screens/**',
          '**/editor/**',
          '**/server/**',
          'jotai',
          'jotai/*',
          'react-router',
          'react-router-dom',
        ],
        message: 'The design system knows nothing about routes, state or the API.',
      },
    ]),
  },
  prettier,
);
