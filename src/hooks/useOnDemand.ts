import { useCallback, useState } from 'react';

/** A module's export fetched at most once, on the first request (docs/performance.md). */
export interface OnDemand<T> {
  /** The value, once it has arrived. */
  loaded: () => T | undefined;
  load: () => Promise<T>;
}

export function onDemand<T>(fetch: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => value,
    load: () => (pending ??= fetch().then((arrived) => (value = arrived))),
  };
}

/**
 * The value of `source` once it is loaded (at once if another component loaded it already), and
 * the function that asks for it.
 */
export function useOnDemand<T>(source: OnDemand<T>): [T | undefined, () => void] {
  const [value, setValue] = useState(source.loaded);
  const request = useCallback(() => {
    void source.load().then((arrived) => setValue(() => arrived));
  }, [source]);
  return [value, request];
}
