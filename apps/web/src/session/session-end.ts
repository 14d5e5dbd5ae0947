type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * What must be forgotten when a session ends. Caches register here instead of being imported by
 * the session code, so the login route does not download the signed-in screens' data layer.
 */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionEnd(): void {
  for (const listener of listeners) listener();
}
