import { Writable } from 'node:stream';
import type { Outcome, PortalErrorData, SessionInfo } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../logger';
import { buildTestApp } from '../test-support/build-test-app';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { injectTransport, TEST_COOKIES, TrpcTestClient } from '../test-support/trpc-http';
import { TOKEN_CHUNK_CHARS, TOKEN_MAX_CHARS } from './token-chunks';

// Proxy mode in front of an upstream that counts what it is asked: the gateway's own checks are
// what is tested here, not the simulator's.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const calls: { path: string; bearer: string | undefined }[] = [];
const logLines: Record<string, unknown>[] = [];
let tokenFor: (email: string) => string;
let now = Date.UTC(2026, 10, 26, 9, 0);
let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream((fake) => {
    fake.addHook('onRequest', async (req) => {
      const bearer = req.headers.authorization?.replace(/^Bearer /, '');
      calls.push({ path: req.url, bearer });
    });
    fake.post<{ Body: { email: string } }>('/login', async (req) => ({
      access_token: tokenFor(req.body.email),
      mfa_required: false,
    }));
    fake.post('/login_otp', async () => ({ access_token: 'after-mfa' }));
    fake.get('/clients', async (req, reply) =>
      req.headers.authorization === undefined
        ? reply.code(401).send({ error: 'INVALID_ACCESS_TOKEN' })
        : { clients: [] },
    );
    fake.post('/logout', async () => ({}));
  });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  app = await buildTestApp(
    { UPSTREAM_URL: upstream.url, SESSION_IDLE_MINUTES: 30, SESSION_MAX_HOURS: 12 },
    { now: () => now, logger: loggerOptions('info', stream) },
  );
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

beforeEach(() => {
  calls.length = 0;
  logLines.length = 0;
  tokenFor = (email) => `token-of-${email}`;
});

const signedIn = async (email = 'ann@example.com'): Promise<TrpcTestClient> => {
  const client = new TrpcTestClient(injectTransport(app));
  await client.get('/healthz');
  const login = await client.mutation<Outcome>('auth.login', { email, password: 'Ann@Pass1' });
  expect(login.status).toBe(200);
  calls.length = 0;
  return client;
};
const portal = (reply: { error?: { data: { portal?: unknown } } }) =>
  reply.error?.data.portal as PortalErrorData | undefined;
const called = (path: string) => calls.filter((call) => call.path.startsWith(path));

describe('a procedure that needs a session', () => {
  it('refuses a browser without one before any upstream call, with no upstream message', async () => {
    const client = new TrpcTestClient(injectTransport(app));
    await client.get('/healthz');
    const clients = await client.query('clients.list');
    expect(clients.status).toBe(401);
    expect(portal(clients)).toEqual({
      kind: 'no-session',
      status: 401,
      outcome: { next: { kind: 'logout' } },
    });
    expect(calls).toEqual([]);
  });
});

describe('cookies of two sessions put together', () => {
  it("pair no session's times with another session's token: signed out, no upstream call", async () => {
    const victim = await signedIn('ann@example.com');
    const other = await signedIn('eve@example.com');
    const mixed = new TrpcTestClient(injectTransport(app));
    for (const [name, value] of other.cookies) mixed.cookies.set(name, value);
    mixed.cookies.set(TEST_COOKIES.token, victim.cookies.get(TEST_COOKIES.token) ?? '');
    expect((await mixed.query<SessionInfo>('auth.session')).data?.authenticated).toBe(false);
    calls.length = 0;
    expect((await mixed.query('clients.list')).status).toBe(401);
    expect(calls).toEqual([]);
  });
});

describe('the idle time-out (SESSION_IDLE_MINUTES)', () => {
  it('keeps a session that is used, even past the time-out counted from the sign-in', async () => {
    const client = await signedIn();
    for (let i = 0; i < 4; i++) {
      now += 20 * MINUTE;
      expect((await client.query('clients.list')).status).toBe(200);
    }
  });

  it('ends a session unused that long: upstream (with its token) and here, and the next page says why', async () => {
    const client = await signedIn();
    const token = client.sessionToken();
    now += 30 * MINUTE;
    const session = await client.query<SessionInfo>('auth.session');
    expect(session.data).toEqual({ authenticated: false, email: null, ended: 'idle' });
    expect(called('/logout')).toEqual([{ path: '/logout', bearer: token }]);
    expect(client.hasSession()).toBe(false);
    // Asked again, it is simply signed out: the reason was said once.
    expect((await client.query<SessionInfo>('auth.session')).data).toEqual({
      authenticated: false,
      email: null,
    });
  });

  it('answers a procedure of an idle session with the logout outcome and its message, never calling it upstream', async () => {
    const client = await signedIn();
    now += 31 * MINUTE;
    const clients = await client.query('clients.list');
    expect(clients.status).toBe(401);
    expect(portal(clients)).toEqual({
      kind: 'session-ended',
      status: 401,
      outcome: { next: { kind: 'logout' }, message: { severity: 'warning', key: 'session.endedIdle' } },
    });
    expect(called('/clients')).toEqual([]);
    expect(called('/logout')).toHaveLength(1);
  });
});

describe('the absolute lifetime (SESSION_MAX_HOURS)', () => {
  it('ends a session 12 hours after its sign-in however much it is used', async () => {
    const client = await signedIn();
    for (let used = 0; used < 12 * HOUR - 20 * MINUTE; used += 20 * MINUTE) {
      now += 20 * MINUTE;
      expect((await client.query('clients.list')).status, `after ${used / MINUTE} min`).toBe(200);
    }
    now += 20 * MINUTE;
    expect((await client.query<SessionInfo>('auth.session')).data).toMatchObject({ ended: 'lifetime' });
  });

  it('is not renewed when the second factor replaces the token', async () => {
    const client = await signedIn();
    for (let used = 0; used < 11 * HOUR; used += 20 * MINUTE) {
      now += 20 * MINUTE;
      await client.query('clients.list');
    }
    const mfa = await client.mutation<Outcome>('mfa.submitCode', { otp: '123456' });
    expect(mfa.status).toBe(200);
    expect(client.sessionToken()).toBe('after-mfa');
    now += 12 * HOUR - 11 * HOUR;
    expect((await client.query<SessionInfo>('auth.session')).data).toMatchObject({ ended: 'lifetime' });
  });
});

describe('after a logout', () => {
  it('reads cookies sent again as signed out, with no upstream call', async () => {
    const client = await signedIn();
    const copy = new Map(client.cookies);
    expect((await client.mutation<Outcome>('auth.logout')).data).toEqual({
      next: { kind: 'navigate', to: '/' },
    });
    calls.length = 0;
    const replay = new TrpcTestClient(injectTransport(app));
    for (const [name, value] of copy) replay.cookies.set(name, value);
    expect((await replay.query<SessionInfo>('auth.session')).data).toEqual({
      authenticated: false,
      email: null,
    });
    for (const [name, value] of copy) replay.cookies.set(name, value);
    const clients = await replay.query('clients.list');
    expect(portal(clients)?.kind).toBe('no-session');
    for (const [name, value] of copy) replay.cookies.set(name, value);
    expect((await replay.mutation('auth.logout')).status).toBe(401);
    expect(calls).toEqual([]);
  });

  it('revokes the previous session when another user signs in in the same browser', async () => {
    const client = await signedIn('ann@example.com');
    const copy = new Map(client.cookies);
    await client.mutation<Outcome>('auth.login', { email: 'bob@example.com', password: 'Bob@Pass1' });
    const replay = new TrpcTestClient(injectTransport(app));
    for (const [name, value] of copy) replay.cookies.set(name, value);
    expect((await replay.query<SessionInfo>('auth.session')).data?.authenticated).toBe(false);
  });
});

describe('tokens longer than one cookie (OWASP ASVS 5.0 3.3.5)', () => {
  const longToken = (chars: number) => Array.from({ length: chars }, (_, i) => 'abcdefghij'[i % 10]).join('');

  it('carries a 12 KB token across several cookies, each under 4 KB, and sends it whole upstream', async () => {
    const token = longToken(12 * 1024);
    tokenFor = () => token;
    const client = await signedIn();
    const names = [...client.cookies.keys()].filter((name) => name.startsWith(TEST_COOKIES.token));
    expect(names.length).toBe(Math.ceil(token.length / TOKEN_CHUNK_CHARS));
    for (const [name, value] of client.cookies) {
      // What a browser counts: name, value (URL-encoded as sent) and attributes.
      expect(
        `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; Secure; SameSite=Lax`.length,
      ).toBeLessThan(4096);
    }
    expect((await client.query('clients.list')).status).toBe(200);
    expect(called('/clients')).toEqual([{ path: '/clients', bearer: token }]);
  });

  it('leaves no tail of a long token behind when a short one follows', async () => {
    tokenFor = (email) => (email === 'long@example.com' ? longToken(10_000) : 'short');
    const client = await signedIn('long@example.com');
    await client.mutation<Outcome>('auth.login', { email: 'ann@example.com', password: 'Ann@Pass1' });
    calls.length = 0;
    await client.query('clients.list');
    expect(called('/clients')).toEqual([{ path: '/clients', bearer: 'short' }]);
  });

  it('refuses a token past the limit with a message for the user and one line for the operator', async () => {
    const token = longToken(TOKEN_MAX_CHARS + 1);
    tokenFor = () => token;
    const client = new TrpcTestClient(injectTransport(app));
    await client.get('/healthz');
    const login = await client.mutation<Outcome>('auth.login', {
      email: 'huge@example.com',
      password: 'Ann@Pass1',
    });
    expect(portal(login)).toEqual({
      kind: 'token-too-large',
      outcome: { next: { kind: 'stay' }, message: { severity: 'error', key: 'upstream.tokenTooLarge' } },
    });
    expect(client.hasSession()).toBe(false);
    // The session the upstream opened is ended there.
    expect(called('/logout')).toEqual([{ path: '/logout', bearer: token }]);
    const lines = logLines.filter((line) => line.msg === 'upstream token too large for the session cookies');
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, chars: token.length, limitChars: TOKEN_MAX_CHARS }),
    ]);
    expect(JSON.stringify(logLines)).not.toContain(token.slice(0, 64));
  });
});
