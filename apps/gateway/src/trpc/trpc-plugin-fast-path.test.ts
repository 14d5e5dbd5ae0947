import { initTRPC } from '@trpc/server';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from './context';
import { registerTrpc } from './trpc-plugin';

// Which path answered: the adapter hands createContext tRPC's call info, the fast path does not.
// A router of the fast queries' names tells the caller what its context saw.
const t = initTRPC.context<{ viaAdapter: boolean }>().create();
const router = t.router({
  auth: t.router({ session: t.procedure.query(({ ctx }) => ctx) }),
  clients: t.router({ list: t.procedure.query(({ ctx }) => ctx) }),
  webApps: t.router({ list: t.procedure.query(({ ctx }) => ctx) }),
});

const app = Fastify();
beforeAll(async () => {
  await registerTrpc(app, {
    prefix: '/trpc',
    router,
    // Test-only: this router's context is not the portal's.
    createContext: (opts) => ({ viaAdapter: 'info' in opts }) as unknown as Context,
    maxBatchSize: 10,
    onError: () => undefined,
  });
  await app.ready();
});
afterAll(() => app.close());

const answer = async (url: string, headers: Record<string, string> = {}) =>
  JSON.parse((await app.inject({ method: 'GET', url, headers })).body) as unknown;

describe('the tRPC route', () => {
  it('answers a GET of the fast queries through the fast path', async () => {
    expect(await answer('/trpc/clients.list?batch=1&input=%7B%7D')).toEqual([
      { result: { data: { viaAdapter: false } } },
    ]);
    expect(await answer('/trpc/auth.session,clients.list?batch=1')).toEqual([
      { result: { data: { viaAdapter: false } } },
      { result: { data: { viaAdapter: false } } },
    ]);
  });

  it('answers anything else through the adapter', async () => {
    expect(await answer('/trpc/webApps.list?batch=1&input=%7B%7D')).toEqual([
      { result: { data: { viaAdapter: true } } },
    ]);
    expect(await answer('/trpc/clients.list?batch=1', { 'trpc-accept': 'application/json' })).toEqual([
      { result: { data: { viaAdapter: true } } },
    ]);
  });
});
