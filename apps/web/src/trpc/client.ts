import { TRPC_MAX_BATCH_SIZE } from '@portal/contracts/portal';
import type { AppRouter } from '@portal/gateway/router';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { csrfHeaders } from './cookies';

/**
 * The one tRPC client. The login route loads it on first use of its form and uses it as it is (no
 * React Query: docs/decisions/008-light-login-route.md; its first session check is a plain query,
 * ./session-query.ts, decision 026); the signed-in screens use it through React Query (./react.ts),
 * so both send the same batched, CSRF-carrying requests.
 */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: '/trpc',
      // The gateway refuses larger batches.
      maxItems: TRPC_MAX_BATCH_SIZE,
      headers: () => csrfHeaders(document.cookie),
    }),
  ],
});

type ClientsList = Awaited<ReturnType<typeof trpcClient.clients.list.query>>;

let firstClients: Promise<ClientsList> | undefined;

/**
 * Asks for the clients list as soon as a sign-in succeeds, while the signed-in screens' code and
 * first render are still on the way, rather than after them. Plain tRPC, here and not in a module
 * of its own (one more file for the login route): the app shell adopts the answer into React
 * Query's cache (trpc/react.ts, adoptFirstData).
 */
export function prefetchClients(): void {
  firstClients = trpcClient.clients.list.query();
  // Read (and its failure reported) by the page that adopts it; never an unhandled rejection.
  firstClients.catch(() => undefined);
}

/** The clients list asked for at sign-in, once (then it is the cache's). */
export function takePrefetchedClients(): Promise<ClientsList> | undefined {
  const pending = firstClients;
  firstClients = undefined;
  return pending;
}
