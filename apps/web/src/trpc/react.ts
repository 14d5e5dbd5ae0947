import type { AppRouter } from '@portal/gateway/router';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCReact, getQueryKey } from '@trpc/react-query';
import { takeFirstQueries } from '../session/first-data';
import { onSessionEnd } from '../session/session-end';
import { takePrefetchedClients } from './client';

/** tRPC through React Query: for the signed-in screens only (they load it with the app shell). */
export const trpc = createTRPCReact<AppRouter>();

export const queryClient = new QueryClient({
  defaultOptions: {
    // Failures carry an outcome the page executes (logout on 401...); repeating them only delays it.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// The signed-in user's cached data goes with their session.
onSessionEnd(() => queryClient.clear());

/**
 * The answers a signed-in page came with (session/first-data.ts) become the cache's, as of the
 * page's request, so its first screen draws without asking. The clients list a sign-in asked for
 * (trpc/client.ts, prefetchClients) becomes the cache's query, still in flight: the environments
 * page waits on that call instead of making a second one.
 */
export function adoptFirstData(): void {
  const first = takeFirstQueries();
  // When the page was asked for: how old the answers are, for each query's staleTime.
  const updatedAt = Math.round(performance.timeOrigin);
  if (first !== undefined) {
    // The session part is the session check's (session.ts): no query reads auth.session.
    if (first.clients !== undefined) {
      queryClient.setQueryData(getQueryKey(trpc.clients.list, undefined, 'query'), first.clients, {
        updatedAt,
      });
    }
  }
  const pending = takePrefetchedClients();
  if (pending === undefined) return;
  void queryClient.prefetchQuery({
    queryKey: getQueryKey(trpc.clients.list, undefined, 'query'),
    queryFn: () => pending,
  });
}
