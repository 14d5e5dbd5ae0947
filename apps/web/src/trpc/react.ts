import type { AppRouter } from '@portal/gateway/router';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCReact } from '@trpc/react-query';
import { onSessionEnd } from '../session/session-end';

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
