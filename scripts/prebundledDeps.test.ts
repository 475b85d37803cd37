import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { prebundledDeps } from './prebundledDeps.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the modules Vite pre-bundles', () => {
  const deps = prebundledDeps(root, ['src', 'stories', '.storybook']);

  it('holds each deep import the browser code makes, icons included', () => {
    expect(deps).toEqual(
      expect.arrayContaining([
        '@mui/icons-material/ConstructionOutlined',
        '@mui/material/Button',
        'react-router-dom',
        'react/jsx-runtime',
        'msw-storybook-addon',
      ]),
    );
  });

  it('leaves out type-only imports, aliases, relative paths and the test tooling', () => {
    expect(deps).not.toContain('@mui/icons-material');
    expect(
      deps.some((dep) => /^(?:\.|@\/|@stories\/|storybook|@storybook\/|vitest)/.test(dep)),
    ).toBe(false);
  });
});
