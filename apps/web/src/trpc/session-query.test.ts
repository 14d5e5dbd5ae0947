import { type SessionInfo, SessionInfoSchema } from '@portal/contracts/portal';
import { initTRPC, TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it, vi } from 'vitest';
import { outcomeFromError, UNEXPECTED_OUTCOME } from '../flows/execute-outcome';
import { isSessionInfo, querySession, SESSION_QUERY_PATH, SessionQueryError } from './session-query';

const LOGOUT_OUTCOME = { next: { kind: 'logout' }, message: { severity: 'error', key: 'upstream.csrf' } };

/**
 * A gateway's auth.session on tRPC's own fetch adapter (no transformer, the gateway's error data
 * under `data.portal`): the plain query must read what tRPC itself writes.
 */
function trpcGateway(answer: () => SessionInfo) {
  const t = initTRPC.create({
    errorFormatter: ({ shape }) => ({
      ...shape,
      data: { ...shape.data, portal: { outcome: LOGOUT_OUTCOME } },
    }),
  });
  const router = t.router({ auth: t.router({ session: t.procedure.query(answer) }) });
  return vi.fn((path: string, init: RequestInit) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request(new URL(path, 'http://portal.test'), init),
      router,
    }),
  );
}

describe('querySession', () => {
  it("reads tRPC's answer, asking with the CSRF cookie's echo", async () => {
    const gateway = trpcGateway(() => ({ authenticated: true, email: 'demo@example.com' }));
    await expect(querySession(gateway, 'a=1; portal_csrf=tok')).resolves.toEqual({
      authenticated: true,
      email: 'demo@example.com',
    });
    expect(gateway).toHaveBeenCalledWith(SESSION_QUERY_PATH, { headers: { 'x-csrf-token': 'tok' } });
  });

  it('keeps the reason a session just ended', async () => {
    const gateway = trpcGateway(() => ({ authenticated: false, email: null, ended: 'idle' }));
    await expect(querySession(gateway, '')).resolves.toEqual({
      authenticated: false,
      email: null,
      ended: 'idle',
    });
  });

  it("throws tRPC's error with the gateway's outcome where @trpc/client keeps it", async () => {
    const gateway = trpcGateway(() => {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'csrf' });
    });
    const error = await querySession(gateway, '').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionQueryError);
    expect(outcomeFromError(error)).toEqual(LOGOUT_OUTCOME);
  });

  it('throws an unexpected error for an answer that is not JSON (a proxy in the way)', async () => {
    const proxy = async () => new Response('<html>Bad gateway</html>', { status: 502 });
    const error = await querySession(proxy, '').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionQueryError);
    expect(outcomeFromError(error)).toEqual(UNEXPECTED_OUTCOME);
  });

  it('throws for a JSON answer of another shape', async () => {
    const odd = async () => Response.json({ result: { data: { authenticated: 'yes' } } });
    await expect(querySession(odd, '')).rejects.toBeInstanceOf(SessionQueryError);
  });
});

describe('isSessionInfo', () => {
  it.each<[string, unknown]>([
    ['signed in', { authenticated: true, email: 'a@b.c' }],
    ['signed out', { authenticated: false, email: null }],
    ['ended (lifetime)', { authenticated: false, email: null, ended: 'lifetime' }],
    ['an unknown reason', { authenticated: false, email: null, ended: 'later' }],
    ['no e-mail field', { authenticated: true }],
    ['a number for an e-mail', { authenticated: true, email: 3 }],
    ['no flag', { email: null }],
    ['an array', []],
    ['null', null],
  ])('agrees with SessionInfoSchema: %s', (_name, value) => {
    expect(isSessionInfo(value)).toBe(SessionInfoSchema.safeParse(value).success);
  });
});
