import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The one-way flow of docs/conventions.md, as import rules. Each file group gets one list, since
// a later `no-restricted-imports` entry replaces an earlier one for the files both match.
const everywhere = [
  {
    group: ['../*'],
    message: 'Import through the @/ (src) or @stories/ alias instead of climbing with ../.',
  },
  {
    regex: '^@mui/icons-material$',
    allowTypeImports: true,
    message: "Import each icon by its path: import Add from '@mui/icons-material/Add'.",
  },
];
const noPages = {
  group: ['@/pages/*'],
  message: 'Pages compose layouts and components, never the other way round.',
};
const noCache = {
  group: ['@/state/api/*'],
  message: 'Components never call the network: the page passes data and callbacks in.',
};
// The barrel re-exports every schema: a value imported through it puts zod and all of them in the
// importer's chunk (docs/performance.md).
const noSchemaBarrel = {
  regex: '^@/api/schema$',
  allowTypeImports: true,
  message: "Import from the module that defines it, e.g. '@/api/schema/notes'.",
};
const serverShares = [
  {
    regex: '^@/(?!api/schema(?:/|$))',
    message: 'The server shares only src/api/schema with the client.',
  },
  {
    regex: '^(?:\\.\\./)+src/(?!api/schema(?:/|$))',
    message: 'The server shares only src/api/schema with the client.',
  },
];
const noBuildTooling = {
  regex: '^(?:\\.\\./)+scripts/',
  message: 'The running server never imports build tooling: move what it needs into server/.',
};
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: [...everywhere, ...patterns] }],
});

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
  {
    files: ['stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: restrict([]),
  },
  { files: ['src/**/*.{ts,tsx}'], rules: restrict([noSchemaBarrel]) },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.ts'],
    rules: restrict([noPages, noCache, noSchemaBarrel]),
  },
  {
    files: ['src/layouts/**/*.{ts,tsx}', 'src/hooks/**/*.{ts,tsx}'],
    rules: restrict([noPages, noSchemaBarrel]),
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...serverShares, noBuildTooling] }] },
  },
  // Tests may build a fake app with the build's own writers.
  {
    files: ['server/**/*.test.ts', 'server/test/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverShares }] },
  },
  ...storybook.configs['flat/recommended'],
);
