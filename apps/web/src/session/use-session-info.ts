import type { SessionInfo } from '@portal/contracts/portal';
import { useEffect, useState } from 'react';
import { readSession } from './session';

/** Whether a public page's visitor is signed in; `checking` until the gateway answered. */
export type Visitor = 'checking' | 'signed-in' | 'signed-out';

/**
 * The rule for public pages a signed-in user also reaches (/password/expired, /accessRestricted):
 * their actions follow who is looking. A signed-out visitor gets only signed-out actions (sign
 * in); "Back to environments" or "Log out" would bounce them to sign-in or fail.
 */
export const visitorOf = (session: SessionInfo | undefined): Visitor =>
  session === undefined ? 'checking' : session.authenticated ? 'signed-in' : 'signed-out';

/**
 * The gateway's session answer for a public page (a failure reads as signed out, silently:
 * the page still works). Through readSession, so an ended session is handled as everywhere.
 */
export function useSessionInfo(): SessionInfo | undefined {
  const [session, setSession] = useState<SessionInfo | undefined>();
  useEffect(() => {
    let live = true;
    void readSession(false).then((info) => {
      if (live) setSession(info);
    });
    return () => {
      live = false;
    };
  }, []);
  return session;
}
