import { redirect } from 'react-router';
import { outcomeFromError } from '../flows/execute-outcome';
import { notify } from '../messages/messages-store';
import { queryClient, trpcClient, trpcUtils } from '../trpc/client';

/** Clients auto-launched in this signed-in session (see decideAutoLaunch). */
export const autoLaunched = new Set<string>();

/** auth.logout; best effort, because the cookies may already be gone (401) and / must still be reached. */
export async function endSession(): Promise<void> {
  try {
    await trpcClient.auth.logout.mutate();
  } catch {
    // Nothing to recover: the user is leaving either way.
  }
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
