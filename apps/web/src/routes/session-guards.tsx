import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../layouts/page-loading';
import { readSession, SIGNED_IN_HOME } from '../session/session';
import { preloadRoute } from './screens';

type Check = 'checking' | 'signed-in' | 'signed-out';

/**
 * Asks the gateway on every page change whether this browser is signed in (the answer follows the
 * cookie and costs no upstream call). The page's code downloads meanwhile. Once an answer is in,
 * a later re-check keeps the page on screen instead of flashing a spinner.
 */
function useSessionCheck(report: boolean): Check {
  const { pathname } = useLocation();
  const [check, setCheck] = useState<Check>('checking');
  useEffect(() => {
    let current = true;
    preloadRoute(pathname);
    void readSession(report).then((session) => {
      if (current) setCheck(session.authenticated ? 'signed-in' : 'signed-out');
    });
    return () => {
      current = false;
    };
  }, [pathname, report]);
  return check;
}

/** The token routes (spec section 2): no session → /. */
export function RequireSession() {
  const check = useSessionCheck(true);
  if (check === 'signed-out') return <Navigate to="/" replace />;
  if (check === 'checking') return <PageLoading />;
  return <Outlet />;
}

/**
 * The login page is no place for a signed-in user: they go to the environments. A failed check
 * shows the login page without an alert: signing in will report the problem.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const check = useSessionCheck(false);
  if (check === 'signed-in') return <Navigate to={SIGNED_IN_HOME} replace />;
  if (check === 'checking') return <PageLoading />;
  return children;
}
