import type { AppStore } from '@/state/store';

let current: AppStore | undefined;

/** The store of the story on screen, so a test hook can change its settings without a remount. */
export function rememberStoryStore(store: AppStore): void {
  current = store;
}

export function storyStore(): AppStore | undefined {
  return current;
}
