import type { Outcome } from '@portal/contracts/portal';
import type { QueryClient } from '@tanstack/react-query';
import { outcomeFromError } from '../flows/execute-outcome';

/**
 * Spec section 8, "Status 401: log out", for every procedure of the signed-in screens: any query
 * or mutation whose failure says "log out" (the gateway's outcome for an upstream 401) hands that
 * outcome to `logout`, whether or not its page handles the error too (endSession runs one logout
 * at a time). The outcome, not a plain logout: its message says why on the sign-in page.
 * Returns the unsubscribe.
 */
export function logoutOnUnauthorized(
  queryClient: QueryClient,
  logout: (outcome: Outcome) => void,
): () => void {
  const check = (error: unknown) => {
    const outcome = outcomeFromError(error);
    if (outcome.next.kind === 'logout') logout(outcome);
  };
  const queries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
  const mutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
  return () => {
    queries();
    mutations();
  };
}
