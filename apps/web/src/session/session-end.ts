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

/**
 * The clients rule's once-per-sign-in mark in session storage (features/environments/clients-decided.ts).
 * Here so the session check can drop it whenever it finds the browser signed out: a tab that
 * reaches a new sign-in without a logout (a QA `&fresh=1` world, an expired session) runs the rule again.
 */
export const CLIENTS_DECIDED_KEY = 'portal.clientsDecided';

export function forgetClientsDecidedMark(): void {
  try {
    window.sessionStorage.removeItem(CLIENTS_DECIDED_KEY);
  } catch {
    // Blocked storage holds no mark.
  }
}
