import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { logoutOnUnauthorized } from './logout-on-unauthorized';

/** A failed procedure as @trpc/client throws it: the gateway's outcome in data.portal. */
const failure = (next: unknown) =>
  Object.assign(new Error('failed'), { data: { portal: { kind: 'http', status: 401, outcome: { next } } } });

function setUp() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const logout = vi.fn();
  const stop = logoutOnUnauthorized(client, logout);
  const query = (key: string, error: Error) =>
    client.fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(error) }).catch(() => undefined);
  const mutation = (error: Error) =>
    client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(error) })
      .execute(undefined)
      .catch(() => undefined);
  return { logout, stop, query, mutation };
}

describe('logoutOnUnauthorized (spec section 8: a 401 logs out)', () => {
  it('logs out when any query or mutation fails with a logout outcome', async () => {
    const { logout, query, mutation } = setUp();
    await query('clients', failure({ kind: 'logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
    await mutation(failure({ kind: 'logout' }));
    expect(logout).toHaveBeenCalledTimes(2);
  });

  it("hands over the failure's outcome, whose message says why on the sign-in page", async () => {
    const { logout, query } = setUp();
    const message = { severity: 'warning', key: 'session.endedIdle' };
    const ended = Object.assign(new Error('ended'), {
      data: {
        portal: { kind: 'session-ended', status: 401, outcome: { next: { kind: 'logout' }, message } },
      },
    });
    await query('clients', ended);
    expect(logout).toHaveBeenCalledWith({ next: { kind: 'logout' }, message });
  });

  it('leaves every other failure to its page', async () => {
    const { logout, query, mutation } = setUp();
    await query('a', failure({ kind: 'stay' }));
    await query('b', new Error('Failed to fetch'));
    await mutation(failure({ kind: 'navigate', to: '/messages' }));
    expect(logout).not.toHaveBeenCalled();
  });

  it('stops watching when unsubscribed', async () => {
    const { logout, stop, query } = setUp();
    stop();
    await query('clients', failure({ kind: 'logout' }));
    expect(logout).not.toHaveBeenCalled();
  });
});
