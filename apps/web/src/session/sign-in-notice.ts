import { type MessageRef, SESSION_END_KEYS } from '@portal/contracts/portal';
import { useSyncExternalStore } from 'react';

/** What the sign-in page says above its form about the session before (why the user is there). */
export interface SignInNotice {
  severity: 'success' | 'warning';
  key: string;
}

/** The confirmation of a logout the user asked for; the logout outcome carries it (useLogout). */
export const SIGNED_OUT_MESSAGE: MessageRef = { severity: 'success', key: 'session.signedOut' };

/** A session the portal ended without saying why (an upstream 401: the token expired or was revoked). */
export const SESSION_EXPIRED_NOTICE: SignInNotice = { severity: 'warning', key: 'session.expired' };

const SESSION_END_NOTICE_KEYS: ReadonlySet<string> = new Set(Object.values(SESSION_END_KEYS));

/**
 * The one rule for what the sign-in page says after a logout outcome: the user's own logout is
 * confirmed; a session the gateway ended says why (idle, lifetime); a logout with no message (a
 * 401) says the session ended. Any other message is not about the session: undefined, and it
 * shows as the alert it always was.
 */
export function noticeAfterLogout(message: MessageRef | undefined): SignInNotice | undefined {
  if (message === undefined) return SESSION_EXPIRED_NOTICE;
  if (message.key === SIGNED_OUT_MESSAGE.key) return { severity: 'success', key: message.key };
  if (SESSION_END_NOTICE_KEYS.has(message.key)) return { severity: 'warning', key: message.key };
  return undefined;
}

/** What the sign-in page says after a session check found the session just ended by the gateway. */
export const noticeForEnded = (ended: keyof typeof SESSION_END_KEYS): SignInNotice => ({
  severity: 'warning',
  key: SESSION_END_KEYS[ended],
});

// A module store: the outcome executor and the session check set it, the sign-in page reads it.
// It stays until the next sign-in attempt (or the next session end replaces it).
let current: SignInNotice | undefined;
const listeners = new Set<() => void>();

export function showSignInNotice(notice: SignInNotice | undefined): void {
  if (notice === current) return;
  current = notice;
  for (const listener of listeners) listener();
}

export const clearSignInNotice = (): void => showSignInNotice(undefined);

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSignInNotice(): SignInNotice | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
