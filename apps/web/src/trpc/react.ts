import type { AppRouter } from '@portal/gateway/router';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCReact, getQueryKey } from '@trpc/react-query';
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
 * The clients list a sign-in asked for (trpc/client.ts, prefetchClients) becomes the cache's query, still in
 * flight: the environments page waits on that call instead of making a second one.
 */
export function adoptFirstData(): void {
  const pending = takePrefetchedClients();
  if (pending === undefined) return;
  void queryClient.prefetchQuery({
    queryKey: getQueryKey(trpc.clients.list, undefined, 'query'),
    queryFn: () => pending,
  });
}
