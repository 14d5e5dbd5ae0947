import { initTRPC, TRPCError } from '@trpc/server';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from './context';
import { formatPortalError } from './trpc';
import { registerTrpc } from './trpc-plugin';

// Which path answered: the adapter hands createContext tRPC's call info, the fast path does not.
// A router of the fast queries' names tells the caller what its context saw.
const t = initTRPC.context<{ viaAdapter: boolean }>().create();
const router = t.router({
  auth: t.router({ session: t.procedure.query(({ ctx }) => ctx) }),
  clients: t.router({ list: t.procedure.query(({ ctx }) => ctx) }),
  webApps: t.router({ list: t.procedure.query(({ ctx }) => ctx) }),
});

// Test-only: this router's context is not the portal's.
const createContext = (opts: object) => ({ viaAdapter: 'info' in opts }) as unknown as Context;

const app = Fastify();
beforeAll(async () => {
  await registerTrpc(app, {
    prefix: '/trpc',
    router,
    createContext,
    maxBatchSize: 10,
    onError: () => undefined,
  });
  await app.ready();
});
afterAll(() => app.close());

const answer = async (url: string, headers: Record<string, string> = {}, on = app) =>
  JSON.parse((await on.inject({ method: 'GET', url, headers })).body) as unknown;

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

describe('direct queries', () => {
  // The router's procedures answer { viaAdapter }; a direct query answers what its function gives.
  const direct = Fastify();
  const errors: string[] = [];
  beforeAll(async () => {
    await registerTrpc(direct, {
      prefix: '/trpc',
      router,
      createContext,
      maxBatchSize: 10,
      directQueries: new Map<string, (ctx: Context) => Promise<unknown>>([
        ['clients.list', async (ctx) => ({ direct: ctx })],
        ['auth.session', async () => Promise.reject(new TRPCError({ code: 'UNAUTHORIZED', message: 'no' }))],
      ]),
      onError: ({ path, error }) => errors.push(`${path}:${error.code}`),
    });
    await direct.ready();
  });
  afterAll(() => direct.close());

  it('answers a fast query from its function, with the context, without the procedure', async () => {
    expect(await answer('/trpc/clients.list?batch=1&input=%7B%7D', {}, direct)).toEqual([
      { result: { data: { direct: { viaAdapter: false } } } },
    ]);
  });

  it('shapes a direct query that throws as tRPC shapes a procedure that throws', async () => {
    // The same error thrown by the router's own procedure, answered by the adapter: the reference.
    // The portal's tRPC settings: the fast path shapes errors with the portal's formatter.
    const thrower = initTRPC
      .context<{ viaAdapter: boolean }>()
      .create({ isDev: false, errorFormatter: formatPortalError });
    const throwing = thrower.router({
      auth: thrower.router({
        session: thrower.procedure.query(() => {
          throw new TRPCError({ code: 'UNAUTHORIZED', message: 'no' });
        }),
      }),
      clients: thrower.router({ list: thrower.procedure.query(({ ctx }) => ({ direct: ctx })) }),
    });
    const reference = Fastify();
    await registerTrpc(reference, {
      prefix: '/trpc',
      router: throwing,
      createContext,
      maxBatchSize: 10,
      onError: () => undefined,
    });
    const url = '/trpc/auth.session,clients.list?batch=1';
    const want = await reference.inject({
      method: 'GET',
      url,
      headers: { 'trpc-accept': 'application/json' },
    });
    await reference.close();
    const res = await direct.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(207);
    expect(res.statusCode).toBe(want.statusCode);
    // The reference went through the adapter (viaAdapter: true); the error parts must be equal.
    expect(JSON.parse(res.body)[0]).toEqual(JSON.parse(want.body)[0]);
    expect(JSON.parse(res.body)[1]).toEqual({ result: { data: { direct: { viaAdapter: false } } } });
    expect(errors).toEqual(['auth.session:UNAUTHORIZED']);
  });

  it('is never called when the adapter answers a fast query (a stream asked for)', async () => {
    expect(await answer('/trpc/clients.list?batch=1', { 'trpc-accept': 'application/json' }, direct)).toEqual(
      [{ result: { data: { viaAdapter: true } } }],
    );
  });

  it('must be a fast query: any other path is refused when the routes are made', async () => {
    const other = Fastify();
    await expect(
      registerTrpc(other, {
        prefix: '/trpc',
        router,
        createContext,
        maxBatchSize: 10,
        directQueries: new Map([['webApps.list', async () => ({ direct: true })]]),
        onError: () => undefined,
      }),
    ).rejects.toThrow('direct query webApps.list is not one of FAST_QUERIES');
    await other.close();
  });
});
