import type { SessionInfo } from '@portal/contracts';
import { redirect } from 'react-router';
import { outcomeFromError } from '../flows/execute-outcome';
import { notify } from '../messages/messages-store';
import { queryClient, trpcClient, trpcUtils } from '../trpc/client';

/** Clients auto-launched in this signed-in session (see decideAutoLaunch). */
export const autoLaunched = new Set<string>();

/** Where a signed-in user who opens / belongs. */
export const SIGNED_IN_HOME = '/home/environments';

const SIGNED_OUT: SessionInfo = { authenticated: false, email: null };

/** auth.logout; best effort, because the cookies may already be gone (401) and / must still be reached. */
export async function endSession(): Promise<void> {
  try {
    await trpcClient.auth.logout.mutate();
  } catch {
    // Nothing to recover: the user is leaving either way.
  }
  // Logout then navigates to /, whose loader asks auth.session: a request still in flight from
  // before the logout must not answer it with 'authenticated' and bounce the user back in.
  await trpcUtils.auth.session.cancel();
  trpcUtils.auth.session.setData(undefined, SIGNED_OUT);
}

export function clearSession(): void {
  queryClient.clear();
  autoLaunched.clear();
}

/** Loader of the token routes: no session → /. Asked on every navigation; it costs no upstream call. */
export async function requireSession(): Promise<Response | null> {
  try {
    const session = await trpcUtils.auth.session.fetch(undefined, { staleTime: 0 });
    if (session.authenticated) return null;
  } catch (error) {
    const { message } = outcomeFromError(error);
    if (message) notify(message);
  }
  return redirect('/');
}

/**
 * Loader of / (login): a valid session goes straight to the environments instead of a login form.
 * staleTime 0 asks the gateway every time, so the answer follows the cookie: `/?scenario=NAME`
 * clears it on that very request (a fresh simulator world), and logout clears it before going to /.
 * A failed check shows the login page without an alert: signing in will report the problem.
 */
export async function redirectSignedIn(): Promise<Response | null> {
  try {
    const session = await trpcUtils.auth.session.fetch(undefined, { staleTime: 0 });
    return session.authenticated ? redirect(SIGNED_IN_HOME) : null;
  } catch {
    return null;
  }
}
