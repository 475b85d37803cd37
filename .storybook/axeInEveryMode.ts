import type { Parameters } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Direction, Mode } from '@/config';
import { settingsReplaced } from '@/state/settings/settingsSlice';
import { axeChecks, axeViolations } from './axeInMode';
import { initialGlobals } from './globals';
import { allModes } from './modes';
import { storyStore } from './storyStore';

/** What a mode or direction can change: the DOM, its names and roles stay as they were. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const SWITCH_TIMEOUT_MS = 5000;
const ANIMATION_WAIT_MS = 1000;

/** Resolves once the page shows `mode` and `direction`, checked each frame. */
async function shown(mode: Mode, direction: Direction) {
  const root = document.documentElement;
  const deadline = performance.now() + SWITCH_TIMEOUT_MS;
  while (root.dir !== direction || getComputedStyle(root).colorScheme !== mode) {
    if (performance.now() > deadline)
      throw new Error(`The story did not switch to ${mode} ${direction}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * Resolves once the animations a switch started have ended (a story with motion on fades its page
 * in again on a direction change, and axe would judge the half-faded text), or after a second.
 */
async function animationsEnded() {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, ANIMATION_WAIT_MS))]);
}

/**
 * After a story test (play and addon-a11y's check in the story's own mode), shows the same screen
 * in each other mode and direction and runs axe's colour rules in each (the other rules read the
 * DOM, its names and roles, which a mode does not change). The settings change in
 * place, so what the play opened stays open. Designers review through all four, and a contrast
 * that fails only in dark is as real as one in light (docs/conventions.md, Stories).
 */
export async function axeInEveryMode(parameters: Parameters) {
  const store = storyStore();
  if (!store || !axeChecks(parameters)) return;
  const own = store.getState().settings;
  // A look story (Dark, RightToLeft, a language) shows its component's default story in another
  // look; that story is checked in all four, so the look is checked in its own only.
  const look =
    own.mode !== initialGlobals.mode ||
    own.themeDirection !== initialGlobals.direction ||
    own.i18n !== initialGlobals.locale;
  if (look) return;
  const problems: string[] = [];
  for (const { mode, direction } of Object.values(allModes)) {
    if (mode === own.mode && direction === own.themeDirection) continue;
    store.dispatch(settingsReplaced({ ...own, mode, themeDirection: direction }));
    await shown(mode, direction);
    await animationsEnded();
    const found = await axeViolations(parameters, COLOUR_RULES);
    problems.push(...found.map((line) => `${mode} ${direction}: ${line}`));
  }
  expect(problems).toEqual([]);
}
