import { sessionStore } from '../../session/browser-storage';
import { CLIENTS_DECIDED_KEY, onSessionEnd } from '../../session/session-end';

/**
 * The clients rule runs once per sign-in: a one-client user who comes back to the
 * environments sees them instead of being sent to /launching/1 again. Kept in session storage so
 * a reload of the list does not launch again either; a session's end forgets it at once (the
 * stored-state clear would only follow a second later).
 */
export { CLIENTS_DECIDED_KEY };

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Only for a browser that blocks storage: there the rule runs once per page load at most.
let decided = false;

export function clientsDecided(store: Store | undefined = sessionStore()): boolean {
  if (!store) return decided;
  try {
    return store.getItem(CLIENTS_DECIDED_KEY) === '1';
  } catch {
    return decided;
  }
}

export function markClientsDecided(store: Store | undefined = sessionStore()): void {
  decided = true;
  try {
    store?.setItem(CLIENTS_DECIDED_KEY, '1');
  } catch {
    // Full or blocked storage: the memory flag holds until a reload.
  }
}

export function forgetClientsDecided(store: Store | undefined = sessionStore()): void {
  decided = false;
  try {
    store?.removeItem(CLIENTS_DECIDED_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

onSessionEnd(() => forgetClientsDecided());
