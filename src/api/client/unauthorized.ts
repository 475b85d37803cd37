type Listener = () => void;

const listeners = new Set<Listener>();

/** The session follows the client's 401s through this, so the client never imports the store. */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyUnauthorized(): void {
  for (const listener of listeners) listener();
}
