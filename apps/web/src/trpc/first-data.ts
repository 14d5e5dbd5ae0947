import { trpcClient } from './client';

type ClientsList = Awaited<ReturnType<typeof trpcClient.clients.list.query>>;

let clients: Promise<ClientsList> | undefined;

/**
 * Asks for the clients list as soon as a sign-in succeeds, while the signed-in screens' code and
 * first render are still on the way, rather than after them. Plain tRPC: the login route does
 * not download React Query (docs/decisions/008-light-login-route.md); the app shell adopts the
 * answer into its cache (trpc/react.ts, adoptFirstData).
 */
export function prefetchClients(): void {
  clients = trpcClient.clients.list.query();
  // Read (and its failure reported) by the page that adopts it; never an unhandled rejection.
  clients.catch(() => undefined);
}

/** The clients list asked for at sign-in, once (then it is the cache's). */
export function takePrefetchedClients(): Promise<ClientsList> | undefined {
  const pending = clients;
  clients = undefined;
  return pending;
}
