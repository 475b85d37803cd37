import type { Parameters } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { Direction, Mode } from '@/config';
import { settingsReplaced } from '@/state/settings/settingsSlice';
import { axeChecks, axeViolations } from './axeInMode';
import { allModes } from './modes';
import { storyStore } from './storyStore';

/** Resolves once the page shows `mode` and `direction` and has painted them. */
async function shown(mode: Mode, direction: Direction) {
  await waitFor(() => {
    const root = document.documentElement;
    expect(root.dir).toBe(direction);
    expect(getComputedStyle(root).colorScheme).toBe(mode);
  });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * After a story's play, in a story test only: shows the same screen in each other mode and
 * direction (the settings change in place, so what the play opened stays open) and runs axe in
 * each, as addon-a11y does in the story's own. Designers review through all four, and a contrast
 * that fails only in dark is as real as one in light (docs/conventions.md, Stories).
 */
export async function axeInEveryMode({ parameters }: { parameters: Parameters }) {
  const store = storyStore();
  if (!import.meta.env.VITEST_STORYBOOK || !store || !axeChecks(parameters)) return;
  const own = store.getState().settings;
  const problems: string[] = [];
  for (const { mode, direction } of Object.values(allModes)) {
    if (mode === own.mode && direction === own.themeDirection) continue;
    store.dispatch(settingsReplaced({ ...own, mode, themeDirection: direction }));
    await shown(mode, direction);
    const found = await axeViolations(parameters);
    problems.push(...found.map((line) => `${mode} ${direction}: ${line}`));
  }
  store.dispatch(settingsReplaced(own));
  await shown(own.mode, own.themeDirection);
  expect(problems).toEqual([]);
}
