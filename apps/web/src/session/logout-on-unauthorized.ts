import type { QueryClient } from '@tanstack/react-query';
import { outcomeFromError } from '../flows/execute-outcome';

/**
 * Spec section 8, "Status 401: log out", for every procedure of the signed-in screens: any query
 * or mutation whose failure says "log out" (the gateway's outcome for an upstream 401) calls
 * `logout`, whether or not its page handles the error too (endSession runs one logout at a time).
 * Returns the unsubscribe.
 */
export function logoutOnUnauthorized(queryClient: QueryClient, logout: () => void): () => void {
  const check = (error: unknown) => {
    if (outcomeFromError(error).next.kind === 'logout') logout();
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
