import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'data',
      'node_modules',
      'public/mockServiceWorker.js',
      '**/__screenshots__',
      '**/*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['server/**', 'scripts/**', 'e2e/**', '*.config.*', '.storybook/main.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**', 'stories/**', '.storybook/**'],
    languageOptions: { globals: globals.browser },
  },
  ...storybook.configs['flat/recommended'],
);
