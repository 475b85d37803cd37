// Story tests get Storybook's preview annotations from addon-vitest itself; this file only adds
// what a test run needs beyond them.
import { configure } from 'storybook/test';
import type { Parameters } from '@storybook/react-vite';
import { afterEach, beforeEach } from 'vitest';
import { axeInEveryMode } from './axeInEveryMode';
import {
  type ConsoleErrorParameters,
  failOnConsoleErrors,
  forgetConsoleErrors,
  watchConsoleErrors,
} from './consoleErrors';

// `npm test` runs three browser and node streams on two cores; a lazily loaded chunk or an MSW
// answer can then take longer than Testing Library's 1 s default to show, which failed stories
// now and then in full runs only (docs/conventions.md, Tests). Speed is measured by the
// benchmarks, not by these waits.
configure({ asyncUtilTimeout: 5000 });

watchConsoleErrors();

beforeEach(() => {
  // Each story starts with clean storage, as a first visit would.
  window.localStorage.clear();
  forgetConsoleErrors();
});

// After the whole test (loaders, render, play, addon-a11y's check in the story's own mode): axe in
// the other modes, then the console, so nothing the story logs in any mode escapes. addon-vitest
// puts the composed story on the test's context.
afterEach(async (context) => {
  const { story } = context as typeof context & {
    story?: { parameters: ConsoleErrorParameters & Parameters };
  };
  if (story) await axeInEveryMode(story.parameters);
  failOnConsoleErrors(story?.parameters);
});
