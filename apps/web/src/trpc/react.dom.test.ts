import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@portal/contracts/portal';
import { getQueryKey } from '@trpc/react-query';
import { describe, expect, it, vi } from 'vitest';

// The sign-in's prefetch is another test's; no client is needed: the answers come from the page.
vi.mock('./client', () => ({ takePrefetchedClients: () => undefined, trpcClient: {} }));

const DATA: FirstData = {
  session: { authenticated: true, email: 'demo@example.com' },
  clients: { clients: [{ client_uuid: 'c1', name: 'Acme', environments: [] }], updatePlugin: true },
};

describe('adoptFirstData', () => {
  it("makes the page's answers the cache's, as of the page's request", async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_DATA_ELEMENT_ID;
    block.textContent = JSON.stringify(DATA);
    document.body.append(block);
    const { adoptFirstData, queryClient, trpc } = await import('./react');
    adoptFirstData();
    const clients = queryClient.getQueryState(getQueryKey(trpc.clients.list, undefined, 'query'));
    expect(clients?.data).toEqual(DATA.clients);
    expect(clients?.dataUpdatedAt).toBe(Math.round(performance.timeOrigin));
    // The session is the session check's (session.ts), which alone asks for it.
    expect(queryClient.getQueryData(getQueryKey(trpc.auth.session, undefined, 'query'))).toBeUndefined();
  });
});
