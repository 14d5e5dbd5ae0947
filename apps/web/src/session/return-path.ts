import { sessionStore } from './browser-storage';

/** The sign-in page's query parameter naming where to go once signed in (a path of this portal). */
export const RETURN_PATH_PARAM = 'next';

const STORAGE_KEY = 'portal.returnPath';

// This tab's pending return, in memory: the storage copy is for a sign-in that leaves the portal
// and comes back (Duo), and a logout's storage clear may remove it meanwhile.
let pending: string | undefined;

/**
 * Kept at each sign-in attempt: the path to go to once the sign-in's steps end (the sign-in page's
 * `next`, already through safeReturnPath), or none. Light on purpose: this module loads with the
 * entry (the route guard reads it), the rule's code only with the sign-in page.
 */
export function keepReturnPath(path: string | undefined): void {
  pending = path;
  const store = sessionStore();
  try {
    if (path === undefined) store?.removeItem(STORAGE_KEY);
    else store?.setItem(STORAGE_KEY, path);
  } catch {
    // Blocked or full storage: the memory copy still serves this page's sign-in.
  }
}

/**
 * The path a finished sign-in goes back to, if one is pending (read only: see forgetReturnPath).
 * Its reader checks it is a signed-in page (routes/route-table.ts, returnsAfterSignIn).
 */
export function pendingReturnPath(): string | undefined {
  if (pending !== undefined) return pending;
  try {
    return sessionStore()?.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Once the sign-in went back there, or the session ended: nothing is pending any more. */
export const forgetReturnPath = (): void => keepReturnPath(undefined);
