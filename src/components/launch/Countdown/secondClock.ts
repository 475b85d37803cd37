/**
 * The time in whole seconds, as a store for `useSyncExternalStore`: every read within a second
 * gives the same value, and a subscriber hears each second. A page prerendered at build time
 * (docs/performance.md, "Prerendered pages") cannot know when it is read: its markup and the
 * render that hydrates it have no time (`beforeHydration`), and the client fills it in right after.
 */
export const secondClock = {
  subscribe(onTick: () => void): () => void {
    const timer = setInterval(onTick, 1000);
    return () => clearInterval(timer);
  },
  now: (): number => Math.floor(Date.now() / 1000) * 1000,
  beforeHydration: (): null => null,
};

/** For a fixed time: nothing to hear. */
export const stoppedClock = (): (() => void) => () => undefined;
