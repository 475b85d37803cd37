// Story tests get Storybook's preview annotations from addon-vitest itself; this file only adds
// what a test run needs beyond them.
import { beforeEach } from 'vitest';

beforeEach(() => {
  // Each story starts with clean storage, as a first visit would.
  window.localStorage.clear();
});
