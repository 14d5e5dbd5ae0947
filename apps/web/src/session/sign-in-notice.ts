import { type MessageRef, SESSION_END_KEYS } from '@portal/contracts/portal';
import { useSyncExternalStore } from 'react';
import { sessionStore } from './browser-storage';

/** What the sign-in page says above its form about the session before (why the user is there). */
export type SignInNotice = MessageRef & { severity: 'success' | 'warning' };

/** The confirmation of a logout the user asked for; the logout outcome carries it (useLogout). */
export const SIGNED_OUT_MESSAGE: SignInNotice = { severity: 'success', key: 'session.signedOut' };

/** A session the portal ended without saying why (an upstream 401: the token expired or was revoked). */
const SESSION_EXPIRED_NOTICE: SignInNotice = { severity: 'warning', key: 'session.expired' };

/**
 * The one rule for what the sign-in page says after a logout outcome: the user's own logout is
 * confirmed (SIGNED_OUT_MESSAGE); a session the gateway ended says why (`session.endedIdle`,
 * `session.endedLifetime`: SESSION_END_KEYS); a logout with no message (a 401) says the session
 * ended. Any other message is not about the session: undefined, and it shows as the alert it
 * always was.
 */
export function noticeAfterLogout(message: MessageRef | undefined): SignInNotice | undefined {
  if (message === undefined) return SESSION_EXPIRED_NOTICE;
  if (!message.key.startsWith('session.')) return undefined;
  return { severity: message.severity === 'success' ? 'success' : 'warning', key: message.key };
}

/**
 * Where the notice outlives a reload of the sign-in page (the gateway says a session ended only
 * once: a reload would otherwise lose why). Kept by the logout's storage clear (stored-state.ts).
 */
export const SIGN_IN_NOTICE_KEY = 'portal.signInNotice';

/** A stored notice, or undefined for anything this tab did not write (storage is user-editable). */
export function parseStoredNotice(raw: string | null | undefined): SignInNotice | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { key, severity } = value as Record<string, unknown>;
    if (typeof key !== 'string' || !key.startsWith('session.')) return undefined;
    if (severity !== 'success' && severity !== 'warning') return undefined;
    return { key, severity };
  } catch {
    return undefined;
  }
}

// A module store: the outcome executor and the session check set it, the sign-in page reads it.
// It stays until the next sign-in attempt (or the next session end replaces it).
let current: SignInNotice | undefined = parseStoredNotice(sessionStore()?.getItem(SIGN_IN_NOTICE_KEY));
const listeners = new Set<() => void>();

/**
 * The notice to show when `incoming` comes while `shown` is up. A session that ended says why once,
 * to the first call that finds it ended; the page's other calls in flight then get a plain 401. So
 * a known reason (SESSION_END_KEYS) is not replaced by "your session has ended", whichever of the
 * two logouts runs last. The next sign-in attempt clears the notice, so no older session's reason
 * can stay this way.
 */
export function nextSignInNotice(
  shown: SignInNotice | undefined,
  incoming: SignInNotice | undefined,
): SignInNotice | undefined {
  const reasonKnown = shown !== undefined && END_REASON_KEYS.has(shown.key);
  return reasonKnown && incoming?.key === SESSION_EXPIRED_NOTICE.key ? shown : incoming;
}

const END_REASON_KEYS: ReadonlySet<string> = new Set(Object.values(SESSION_END_KEYS));

export function showSignInNotice(incoming: SignInNotice | undefined): void {
  const notice = nextSignInNotice(current, incoming);
  current = notice;
  const store = sessionStore();
  try {
    if (notice === undefined) store?.removeItem(SIGN_IN_NOTICE_KEY);
    else store?.setItem(SIGN_IN_NOTICE_KEY, JSON.stringify({ key: notice.key, severity: notice.severity }));
  } catch {
    // A full or blocked storage: the notice still shows until this page is left.
  }
  for (const listener of listeners) listener();
}

export const clearSignInNotice = (): void => showSignInNotice(undefined);

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const read = () => current;

export const useSignInNotice = (): SignInNotice | undefined => useSyncExternalStore(subscribe, read, read);
