/** A value (a library, a schema module) fetched at most once, on the first request. */
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
    load: () =>
      (pending ??= fetch().then(
        (arrived) => (value = arrived),
        (error: unknown) => {
          // A failed download (a network blip, a deploy) is tried again on the next request.
          pending = undefined;
          throw error;
        },
      )),
  };
}
