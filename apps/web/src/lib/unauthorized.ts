type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * lib/ cannot know about the router or the session, so the layers above subscribe here to react when the
 * server says the token is no longer valid.
 */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyUnauthorized(): void {
  for (const listener of [...listeners]) listener();
}
