import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../layouts/page-loading';
import { alertsFollow } from '../messages/messages-store';
import { forgetReturnPath, pendingReturnPath } from '../session/return-path';
import { isKnownSignedIn, isKnownSignedOut, readSession, SIGNED_IN_HOME } from '../session/session';
import { returnsAfterSignIn } from './route-table';
import { preloadRoute } from './screens';
import { signInAddress } from './sign-in-address';

type Check = 'checking' | 'signed-in' | 'signed-out';

/**
 * Asks the gateway on every page change whether this browser is signed in (the answer follows the
 * cookie and costs no upstream call). The page's code downloads meanwhile. Once an answer is in,
 * a later re-check keeps the page on screen instead of flashing a spinner; with `trustKnown`, so
 * does a browser already known to be signed in (a sign-in that just succeeded: its first page
 * draws at once, top bar and skeleton, while the check runs).
 */
function useSessionCheck(report: boolean, trustKnown: boolean, leavesSignedOut = false): Check {
  const { pathname } = useLocation();
  const [check, setCheck] = useState<Check>(() => {
    if (trustKnown && isKnownSignedIn()) return 'signed-in';
    return isKnownSignedOut() ? 'signed-out' : 'checking';
  });
  useEffect(() => {
    let current = true;
    preloadRoute(pathname);
    // A guard that sends a known signed-out browser away leaves the first check's answer to the
    // sign-in page's guard, which then draws its form at once instead of asking again.
    // The answer may have come after this guard's first render drew "checking": say it now.
    if (leavesSignedOut && isKnownSignedOut()) {
      setCheck('signed-out');
      return;
    }
    void readSession(report).then((session) => {
      if (current) setCheck(session.authenticated ? 'signed-in' : 'signed-out');
    });
    return () => {
      current = false;
    };
  }, [pathname, report, leavesSignedOut]);
  return check;
}

/** The pending way back of a sign-in (session/return-path.ts), when it names a signed-in page. */
function returnPath(): string | undefined {
  const path = pendingReturnPath();
  return path !== undefined && returnsAfterSignIn(path) ? path : undefined;
}

/** The token routes (spec section 2): no session → / (which brings the user back after sign-in). */
export function RequireSession() {
  const check = useSessionCheck(true, true, true);
  const { pathname, search } = useLocation();
  // A sign-in that was asked for another page ends on the environments page: it goes on there.
  const back = check === 'signed-in' && pathname === SIGNED_IN_HOME ? returnPath() : undefined;
  useEffect(() => {
    if (back !== undefined) forgetReturnPath();
  }, [back]);
  if (check === 'signed-out') return <Navigate to={signInAddress(`${pathname}${search}`)} replace />;
  if (check === 'checking') return <PageLoading />;
  if (back !== undefined && back !== `${pathname}${search}`) return <Navigate to={back} replace />;
  return <Outlet />;
}

/**
 * The login page is no place for a signed-in user: they go to the environments. A failed check
 * shows the login page without an alert: signing in will report the problem.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const check = useSessionCheck(false, false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (check !== 'signed-in') return;
    // An alert raised for the sign-in page (a failed return from Duo, say) is for this user too.
    alertsFollow(pathname, SIGNED_IN_HOME);
    navigate(SIGNED_IN_HOME, { replace: true });
  }, [check, pathname, navigate]);
  if (check === 'signed-in') return null;
  if (check === 'checking') return <PageLoading />;
  return children;
}
