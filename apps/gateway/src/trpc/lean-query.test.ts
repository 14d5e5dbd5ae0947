import { TRPCError } from '@trpc/server';
import { resolveResponse } from '@trpc/server/http';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UpstreamError } from '../upstream/upstream-error';
import type { Context } from './context';
import { leanQuery } from './lean-query';
import { publicProcedure, router } from './trpc';

// The project's own procedure builder: its error formatter and upstream-failure middleware are
// what the wire format must keep.
const testRouter = router({
  ok: publicProcedure.query(() => ({ clients: [{ name: 'Acme' }], updatePlugin: false })),
  echo: publicProcedure.input(z.object({ id: z.string().min(1) })).query(({ input }) => ({ id: input.id })),
  forbidden: publicProcedure.query(() => {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'not yours' });
  }),
  unreachable: publicProcedure.query(() => {
    throw new UpstreamError({ kind: 'unreachable', endpoint: 'clients', cause: new Error('ECONNREFUSED') });
  }),
  timeout: publicProcedure.query(() => {
    throw new UpstreamError({ kind: 'timeout', endpoint: 'clients' });
  }),
  crash: publicProcedure.query(() => {
    throw new Error('a bug');
  }),
  save: publicProcedure.mutation(() => ({ ok: true })),
});

// No procedure here reads the context; the middleware only does for an upstream 401.
const ctx = {} as Context;

interface Wire {
  status: number;
  body: string;
  errors: string[];
}

async function viaResolveResponse(path: string, query: string): Promise<Wire> {
  const errors: string[] = [];
  const response = await resolveResponse({
    router: testRouter,
    req: new Request(`http://portal.invalid/trpc/${path}?${query}`),
    path,
    error: null,
    maxBatchSize: 10,
    createContext: async () => ctx,
    onError: ({ error, path: at }) => errors.push(`${at}: ${error.code}`),
  });
  expect(response.headers.get('content-type')).toBe('application/json');
  expect(response.headers.get('vary')).toBe('trpc-accept, accept');
  return { status: response.status, body: await response.text(), errors };
}

async function viaLeanQuery(path: string, query: string): Promise<Wire | null> {
  const errors: string[] = [];
  const search = new URLSearchParams(query);
  const reply = await leanQuery(testRouter, {
    path,
    batch: search.get('batch') ?? undefined,
    input: search.get('input') ?? undefined,
    maxBatchSize: 10,
    signal: new AbortController().signal,
    createContext: () => ctx,
    onError: (error, at) => errors.push(`${at}: ${error.code}`),
  });
  return reply === null ? null : { ...reply, errors };
}

const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;

describe('leanQuery', () => {
  it.each([
    ['a batch of one, as httpBatchLink sends it', 'ok', `batch=1&${input({})}`, 200],
    ['a batch of one without input', 'ok', 'batch=1', 200],
    ['a call outside a batch', 'ok', '', 200],
    ['a batch of several', 'ok,echo', `batch=1&${input({ 1: { id: 'x' } })}`, 200],
    ['a TRPCError', 'forbidden', `batch=1&${input({})}`, 403],
    ['a zod input error', 'echo', `batch=1&${input({ 0: { id: '' } })}`, 400],
    ['a missing input', 'echo', 'batch=1', 400],
    ['an unreachable upstream', 'unreachable', `batch=1&${input({})}`, 502],
    ['an upstream time-out', 'timeout', `batch=1&${input({})}`, 504],
    ['an unexpected error', 'crash', `batch=1&${input({})}`, 500],
    ['a batch with a success and a failure', 'ok,timeout', `batch=1&${input({})}`, 207],
    ['an error outside a batch', 'forbidden', '', 403],
  ])('answers %s byte for byte as resolveResponse does', async (_name, path, query, status) => {
    const expected = await viaResolveResponse(path, query);
    expect(expected.status).toBe(status);
    expect(await viaLeanQuery(path, query)).toEqual(expected);
  });

  it.each([
    ['a mutation', 'save', 'batch=1'],
    ['an unknown procedure', 'nope', 'batch=1'],
    ['a batch with an unknown procedure', 'ok,nope', 'batch=1'],
    ['input that is not JSON', 'ok', 'batch=1&input=%7Bnot'],
    ['batch input that is not an object', 'ok', `batch=1&${input([1])}`],
    ['a batch over the limit', Array(11).fill('ok').join(','), 'batch=1'],
  ])('leaves %s to resolveResponse', async (_name, path, query) => {
    expect(await viaLeanQuery(path, query)).toBeNull();
  });

  it('calls nothing when it leaves a request to resolveResponse', async () => {
    let created = 0;
    const reply = await leanQuery(testRouter, {
      path: 'ok,save',
      batch: '1',
      input: undefined,
      maxBatchSize: 10,
      signal: new AbortController().signal,
      createContext: () => {
        created += 1;
        return ctx;
      },
      onError: () => undefined,
    });
    expect(reply).toBeNull();
    expect(created).toBe(0);
  });
});
