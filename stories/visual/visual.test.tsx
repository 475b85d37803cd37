import { composeStory } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../.storybook/preview';
import { DIRECTIONS, MODES } from '../../src/config';

interface StoryModule {
  default: Meta;
  All?: StoryObj;
}

// Every `All` story is the visual-regression target for its component, in each mode.
const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });
const targets = Object.entries(modules)
  .filter(([, module]) => module.All)
  .map(([file, module]) => ({ file, module }));

beforeEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
});

test('there are All stories to compare', () => {
  expect(targets.length).toBeGreaterThan(0);
});

const variants = MODES.flatMap((mode) => DIRECTIONS.map((direction) => ({ mode, direction })));

describe.each(variants)('$mode $direction', ({ mode, direction }) => {
  test.each(targets)('$module.default.title', async ({ module }) => {
    const annotations = {
      ...preview,
      initialGlobals: { ...preview.initialGlobals, mode, direction },
    };
    const Story = composeStory(module.All!, module.default, annotations, 'All');
    const canvasElement = document.createElement('div');
    canvasElement.dataset.testid = 'visual-root';
    canvasElement.style.display = 'inline-block';
    canvasElement.style.padding = '16px';
    canvasElement.style.minWidth = '1200px';
    document.body.appendChild(canvasElement);
    await Story.run({ canvasElement });
    await document.fonts.ready;
    const name = `${module.default.title!.replaceAll('/', '-').replaceAll(' ', '_')}-${mode}-${direction}`;
    await expect(page.getByTestId('visual-root')).toMatchScreenshot(name);
  });
});
