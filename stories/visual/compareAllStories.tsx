import { composeStory } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import {
  failOnConsoleErrors,
  forgetConsoleErrors,
  watchConsoleErrors,
} from '#storybook/consoleErrors';
import preview from '#storybook/preview';
import type { Direction, Mode } from '@/config';

interface StoryModule {
  default: Meta;
  All?: StoryObj;
}

// Every `All` story is the visual-regression target for its component, in each mode.
const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });
const targets = Object.entries(modules)
  .filter(([, module]) => module.All)
  .map(([file, module]) => ({ file, module }));

const VIEWPORT = { width: 1280, height: 800 };
/** Slightly less than the viewport, so a scrolled-to tile always fits whole. */
const TILE_HEIGHT = 760;
const SLIVER = 32;

/**
 * The test iframe paints only what its viewport shows, and growing the viewport would move
 * anything sized in `vh`. So a tall story is compared in viewport-sized tiles, scrolled to one by
 * one; a short one keeps a single screenshot.
 */
async function expectTilesToMatch(element: HTMLElement, name: string) {
  const rect = element.getBoundingClientRect();
  const top = rect.top + window.scrollY;
  const left = rect.left + window.scrollX;
  const height = Math.ceil(rect.height);
  // A sliver left after the last full tile joins it rather than becoming a tile of its own.
  const count = Math.max(1, Math.ceil((height - SLIVER) / TILE_HEIGHT));
  for (let index = 0; index < count; index += 1) {
    const tile = document.createElement('div');
    tile.dataset.testid = 'visual-tile';
    Object.assign(tile.style, {
      position: 'absolute',
      pointerEvents: 'none',
      left: `${left}px`,
      top: `${top + index * TILE_HEIGHT}px`,
      width: `${Math.ceil(rect.width)}px`,
      height: `${index === count - 1 ? height - index * TILE_HEIGHT : TILE_HEIGHT}px`,
    });
    document.body.appendChild(tile);
    await expect(page.getByTestId('visual-tile')).toMatchScreenshot(
      count === 1 ? name : `${name}-part${index + 1}`,
    );
    tile.remove();
  }
}

/**
 * Compares every `All` story with its baseline in one mode and direction (the storybook project
 * runs axe on every story in all four). Each mode is a test file of its own: a file gets
 * a fresh page, and one page for all four let every story's styles pile up in its head, so each
 * later story rendered slower than the one before.
 */
export function compareAllStories(mode: Mode, direction: Direction) {
  // The story tests' rule in every mode: a story that logs an error only in dark or rtl fails here.
  watchConsoleErrors();

  beforeEach(async () => {
    window.localStorage.clear();
    forgetConsoleErrors();
    document.body.innerHTML = '';
    await page.viewport(VIEWPORT.width, VIEWPORT.height);
  });

  test('there are All stories to compare', () => {
    expect(targets.length).toBeGreaterThan(0);
  });

  // Named by the title itself: test.each's `$` values are cut at 40 characters, which made long
  // titles ambiguous and unreachable by `-t`.
  for (const { module } of targets)
    test(module.default.title!, async () => {
      const annotations = {
        ...preview,
        initialGlobals: { ...preview.initialGlobals, mode, direction },
      };
      const Story = composeStory(module.All!, module.default, annotations, 'All');
      const canvasElement = document.createElement('div');
      canvasElement.style.padding = '16px';
      canvasElement.style.width = `${VIEWPORT.width - 80}px`;
      document.body.appendChild(canvasElement);
      await Story.run({ canvasElement });
      await document.fonts.ready;
      const name = `${module.default.title!.replaceAll('/', '-').replaceAll(' ', '_')}-${mode}-${direction}`;
      await expectTilesToMatch(canvasElement, name);
      failOnConsoleErrors(Story.parameters);
    });
}
