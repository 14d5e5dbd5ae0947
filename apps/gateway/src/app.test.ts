import { Writable } from 'node:stream';
import { COOKIES, type Outcome, type PortalErrorData, TRPC_MAX_BATCH_SIZE } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';
import { buildTestApp } from './test-support/build-test-app';
import { launchInput } from './test-support/launch-input';
import {
  injectTransport,
  type ParsedCookie,
  TEST_COOKIES,
  TrpcTestClient,
  testCsrfToken,
  unsignedValue,
} from './test-support/trpc-http';

const DEMO = { email: 'demo@example.com', password: 'Demo@Portal2026' };

// Every log line of this app, at the most verbose level, to prove no token is ever written.
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { logger: loggerOptions('trace', logStream) });
});
afterAll(() => app.close());

const newClient = (headers: Record<string, string> = {}) => new TrpcTestClient(injectTransport(app), headers);

/** A browser that has loaded the portal once (so it holds the CSRF cookie). */
async function browser(headers: Record<string, string> = {}): Promise<TrpcTestClient> {
  const client = newClient(headers);
  await client.get('/healthz');
  return client;
}

async function signedIn(headers: Record<string, string> = {}): Promise<TrpcTestClient> {
  const client = await browser(headers);
  const login = await client.mutation<Outcome>('auth.login', DEMO);
  expect(login.status).toBe(200);
  return client;
}

const cookie = (cookies: ParsedCookie[], name: string) => cookies.find((c) => c.name === name);
const portal = (reply: { error?: { data: { portal?: unknown } } }) =>
  reply.error?.data.portal as PortalErrorData;

describe('simulator mode', () => {
  it('keeps every tRPC answer out of caches (no-store): sessions and TOTP keys are not for sharing', async () => {
    const res = await app.inject({ method: 'GET', url: '/trpc/auth.session' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reports its mode on /healthz', async () => {
    const res = await app.inject('/healthz');
    expect(res.json()).toEqual({ status: 'ok', mode: 'simulator' });
  });

  it('serves the simulator REST API under /__sim/api', async () => {
    const res = await app.inject({ method: 'POST', url: '/__sim/api/login', payload: DEMO });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mfa_required: false });
  });

  it('answers httpBatchLink batches, queries and mutations alike', async () => {
    const client = await signedIn();
    // Three rounds make the path longer than Fastify's default 100-character parameter limit.
    const rounds = [0, 1, 2];
    const names = rounds.map(() => 'auth.session,clients.list,webApps.list').join(',');
    const inputs = Object.fromEntries(rounds.map((round) => [round * 3 + 2, { cliUuid: 'acme-web' }]));
    const queries = await client.get(
      `/trpc/${names}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`,
    );
    expect(queries.status).toBe(200);
    const results = JSON.parse(queries.body) as { result: { data: unknown } }[];
    expect(results).toHaveLength(9);
    expect(results[0]?.result.data).toEqual({ authenticated: true, email: DEMO.email });

    const csrf = client.csrfToken() ?? '';
    const mutation = await client.request({
      method: 'POST',
      url: '/trpc/launch.start?batch=1',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ 0: launchInput('acme-finance') }),
    });
    expect(mutation.status).toBe(200);
    expect(JSON.parse(mutation.body)).toMatchObject([
      { result: { data: { next: { kind: 'open-session' } } } },
    ]);
  });

  it('refuses a batch larger than TRPC_MAX_BATCH_SIZE before calling the upstream', async () => {
    const client = await signedIn();
    // The shared world's journal lists every upstream call the in-process simulator answered.
    const clientsCalls = async () => {
      const res = await app.inject({ method: 'GET', url: '/__sim/worlds/default/journal' });
      return res.json<{ entries: { route: string }[] }>().entries.filter((e) => e.route === 'clients').length;
    };
    // Control: an allowed call does reach the in-process upstream, and its journal shows it.
    const control = await clientsCalls();
    expect((await client.query('clients.list')).status).toBe(200);
    expect(await clientsCalls()).toBe(control + 1);

    const names = Array.from({ length: TRPC_MAX_BATCH_SIZE + 1 }, () => 'clients.list').join(',');
    const res = await client.get(`/trpc/${names}?batch=1&input=%7B%7D`);
    expect(res.status).toBe(400);
    expect(await clientsCalls()).toBe(control + 1);
  });

  it('keeps credentials in page paths, query strings and malformed bodies out of the logs', async () => {
    const client = await browser();
    const before = logLines.length;
    await client.get('/register/user-1/RESET-SECRET-1?lng=es', { accept: 'text/html' });
    await client.get('/login/sso/SSO-SECRET-2', { accept: 'text/html' });
    await client.get('/login/duo-callback/?state=DUO-SECRET-3&duo_code=DUO-SECRET-4', {
      accept: 'text/html',
    });
    const malformed = await client.request({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json', 'x-csrf-token': client.csrfToken() ?? '' },
      body: '{"email":"a@b.c","password":Hunter2Secret}',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).not.toContain('Hunter2');
    const logged = logLines.slice(before).join('\n');
    expect(logged).toContain('/register/:userUuid/:token?lng=es');
    for (const secret of ['RESET-SECRET-1', 'SSO-SECRET-2', 'DUO-SECRET-3', 'DUO-SECRET-4', 'Hunter2']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('hands out a readable, strict CSRF cookie on the first response', async () => {
    const client = newClient();
    await client.get('/healthz');
    const res = await client.query('auth.session');
    expect(res.data).toEqual({ authenticated: false, email: null });
    const first = await newClient().request({ method: 'GET', url: '/healthz' });
    const csrf = first.setCookies
      .map((line) => line.toLowerCase())
      .find((line) => line.startsWith('__host-portal_csrf='));
    expect(csrf).toBeDefined();
    expect(csrf).toContain('samesite=strict');
    expect(csrf).toContain('secure');
    expect(csrf).not.toContain('httponly');
    expect(client.csrfToken()).toMatch(/^[A-Za-z0-9_-]{24}\.[A-Za-z0-9_-]{43}$/);
  });

  it('keeps the CSRF token a browser already holds while its session stays: no new CSRF Set-Cookie', async () => {
    const client = await browser();
    const token = client.csrfToken();
    expect(token).toBeTruthy();
    for (const raw of [await client.get('/healthz'), await client.get('/config.json')]) {
      expect(raw.setCookies.filter((line) => line.startsWith(`${TEST_COOKIES.csrf}=`))).toEqual([]);
    }
    expect(cookie((await client.query('auth.session')).setCookies, TEST_COOKIES.csrf)).toBeUndefined();
    await client.mutation('auth.login', DEMO);
    const signedInToken = client.csrfToken();
    const calls = [await client.query('auth.session'), await client.query('clients.list')];
    for (const reply of calls) expect(cookie(reply.setCookies, TEST_COOKIES.csrf)).toBeUndefined();
    expect(client.csrfToken()).toBe(signedInToken);
  });
});

describe('auth', () => {
  it('login sets an HttpOnly, Secure, SameSite=Lax, Path=/ token cookie and answers the next step', async () => {
    const client = await browser();
    const login = await client.mutation<Outcome>('auth.login', DEMO);
    expect(login.status).toBe(200);
    expect(login.data).toEqual({ next: { kind: 'navigate', to: '/home/environments' } });
    const token = cookie(login.setCookies, TEST_COOKIES.token);
    expect(token?.value).toBeTruthy();
    expect(token?.attributes).toMatchObject({ httponly: true, secure: true, samesite: 'Lax', path: '/' });

    const session = await client.query('auth.session');
    expect(session.data).toEqual({ authenticated: true, email: DEMO.email });
  });

  it('never lets the token appear in a response body or a log line', async () => {
    const client = await browser();
    const login = await client.mutation('auth.login', DEMO);
    const token = client.sessionToken();
    expect(token).toBeTruthy();
    if (!token) return;
    const replies = [
      login,
      await client.query('auth.session'),
      await client.query('clients.list'),
      await client.mutation('launch.start', launchInput('acme-finance')),
      await client.query('webApps.list', { cliUuid: 'acme-web' }),
      await client.mutation('auth.logout'),
    ];
    for (const reply of replies) expect(reply.raw).not.toContain(token);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('')).not.toContain(token);
    expect(logLines.join('')).not.toContain(DEMO.password);
  });

  it('auth.session without the token cookie is signed out, whatever e-mail cookie it carries', async () => {
    const signedInClient = await signedIn();
    const email = signedInClient.cookies.get(TEST_COOKIES.email);
    expect(unsignedValue(email ?? '')).toBe(DEMO.email);
    const emailOnly = await browser();
    emailOnly.cookies.set(TEST_COOKIES.email, email ?? DEMO.email);
    expect((await emailOnly.query('auth.session')).data).toEqual({ authenticated: false, email: null });
    const emptyToken = await browser();
    emptyToken.cookies.set(TEST_COOKIES.email, DEMO.email);
    emptyToken.cookies.set(TEST_COOKIES.token, '');
    expect((await emptyToken.query('auth.session')).data).toEqual({ authenticated: false, email: null });
  });

  it('answers a wrong password with an Outcome carrying errors.INVALID_USER, and no session', async () => {
    const client = await browser();
    const login = await client.mutation<Outcome>('auth.login', { ...DEMO, password: 'Wrong@Password1' });
    expect(login.status).toBe(200);
    expect(login.data).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.INVALID_USER' },
      // Simulator mode: the upstream's code, which the page reports for QA coverage.
      code: 'INVALID_USER',
    });
    expect(cookie(login.setCookies, TEST_COOKIES.token)).toBeUndefined();
    expect((await client.query('auth.session')).data).toEqual({ authenticated: false, email: null });
  });

  it('answers an unknown e-mail with errors.USER_NOT_FOUND', async () => {
    const client = await browser();
    const login = await client.mutation<Outcome>('auth.login', {
      email: 'nobody@example.com',
      password: 'x',
    });
    expect(login.data?.message?.key).toBe('errors.USER_NOT_FOUND');
  });

  it('refuses bad input with a 400 carrying kind input and the form message key', async () => {
    const client = await browser();
    const login = await client.mutation('auth.login', { email: 'not-an-email', password: '' });
    expect(login.status).toBe(400);
    expect(portal(login)).toMatchObject({ kind: 'input', outcome: { message: { key: 'validation.email' } } });
    expect(login.error?.message).toBe(
      'invalid input: email: validation.email; password: validation.required',
    );
  });

  it('logout clears the session and sends the user to /', async () => {
    const client = await signedIn();
    const logout = await client.mutation<Outcome>('auth.logout');
    expect(logout.data).toEqual({ next: { kind: 'navigate', to: '/' } });
    expect(cookie(logout.setCookies, TEST_COOKIES.token)?.attributes.expires).toBeDefined();
    expect(client.hasSession()).toBe(false);
    const clients = await client.query('clients.list');
    expect(clients.status).toBe(401);
    // Refused before any upstream call: the no-session outcome, never the upstream's message.
    expect(portal(clients)).toEqual({
      kind: 'no-session',
      status: 401,
      outcome: { next: { kind: 'logout' } },
    });
  });
});

describe('CSRF', () => {
  it('refuses a mutation without the header', async () => {
    const client = await browser();
    const res = await client.mutation('auth.login', DEMO, { csrf: false });
    expect(res.status).toBe(403);
    expect(portal(res)).toMatchObject({ kind: 'csrf', outcome: { message: { key: 'upstream.csrf' } } });
    expect(cookie(res.setCookies, TEST_COOKIES.token)).toBeUndefined();
  });

  it('refuses a mutation whose header differs from the cookie', async () => {
    const client = await signedIn();
    const good = client.csrfToken() ?? '';
    const wrong = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`;
    const res = await client.mutation('launch.start', launchInput('acme-finance'), { csrf: wrong });
    expect(res.status).toBe(403);
    expect(portal(res)?.kind).toBe('csrf');
  });

  it('refuses a mutation with a header but no cookie', async () => {
    const client = newClient();
    const res = await client.mutation('auth.logout', undefined, { csrf: 'anything' });
    expect(res.status).toBe(403);
  });
});

describe('clients, launch and web apps', () => {
  it('lists the demo clients', async () => {
    const client = await signedIn();
    const res = await client.query<{ clients: { client_uuid: string }[] }>('clients.list');
    expect(res.data?.clients.map((c) => c.client_uuid)).toEqual(['acme-finance', 'acme-web', 'contoso-labs']);
  });

  it('launches Acme Finance in Chrome into the TSPLUS html5 page', async () => {
    const client = await signedIn();
    // The shared world may hold this user's session from an earlier test: Continue replaces it.
    const res = await client.mutation<Outcome>(
      'launch.start',
      launchInput('acme-finance', { from: 'replace-session' }),
    );
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      next: {
        kind: 'open-session',
        url: 'https://erp.acme.example:8443/software/html5.html',
        windowName: 'acme-erp',
      },
    });
    const again = await client.mutation<Outcome>('launch.start', launchInput('acme-finance'));
    expect(again.data).toEqual({ next: { kind: 'stay' }, activeSession: true });
  });

  it('launches Acme Web elsewhere into the http session-validation page', async () => {
    const client = await signedIn();
    const res = await client.mutation<Outcome>('launch.start', launchInput('acme-web', { isChrome: false }));
    expect(res.data?.next).toEqual({
      kind: 'open-session',
      url: 'http://10.0.0.12:8080/software/validate_session.html?wn=acme-web&instance=10.0.0.12&port=8080',
      windowName: 'acme-web',
    });
  });

  it('lists the web apps of Acme Web', async () => {
    const client = await signedIn();
    const res = await client.query<{ apps: { name: string }[] }>('webApps.list', { cliUuid: 'acme-web' });
    expect(res.data?.apps.map((a) => a.name)).toEqual(expect.arrayContaining(['Mail', 'Wiki', 'CRM']));
  });

  it('asks a browser without a session to log out', async () => {
    const client = await browser();
    const res = await client.mutation<Outcome>('launch.start', launchInput('acme-finance'));
    expect(res.status).toBe(401);
    expect(portal(res)).toEqual({ kind: 'no-session', status: 401, outcome: { next: { kind: 'logout' } } });
  });
});

describe('scenario worlds', () => {
  it('?scenario=NAME starts a fresh world, sets sim_world and drops the old session', async () => {
    const client = await signedIn();
    const res = await client.get('/?scenario=no-license', { accept: 'text/html' });
    const world = res.setCookies
      .map((line) => line.toLowerCase())
      .find((line) => line.startsWith('sim_world='));
    expect(world).toContain('httponly');
    expect(world).toContain('samesite=lax');
    expect(client.cookies.get(COOKIES.simWorld)).toBeTruthy();
    expect(client.hasSession()).toBe(false);
    expect(res.headers['x-sim-scenario-error']).toBeUndefined();

    // The no-license world has its own users and reproduces its codes.
    const login = await client.mutation<Outcome>('auth.login', {
      email: 'full@example.com',
      password: 'Full@Portal2026',
    });
    expect(login.data?.next).toEqual({ kind: 'navigate', to: '/home/environments' });
    const launch = await client.mutation<Outcome>('launch.start', launchInput('acme-finance'));
    expect(launch.data).toEqual({
      next: { kind: 'navigate', to: '/home/environments' },
      message: { severity: 'error', key: 'errors.NO_LICENSE_ENVIRONMENT' },
    });
  });

  it('an error answered with a success status stops the launch instead of opening the session', async () => {
    const client = await browser();
    await client.get('/?scenario=default', { accept: 'text/html' });
    const world = client.cookies.get(COOKIES.simWorld);
    const fault = await client.request({
      method: 'POST',
      url: `/__sim/worlds/${world}/faults`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: 'clientSelected', status: 200, error: 'CLIENT_NOT_FOUND' }),
    });
    expect(fault.status).toBe(201);
    expect((await client.mutation<Outcome>('auth.login', DEMO)).status).toBe(200);
    const launch = await client.mutation<Outcome>('launch.start', launchInput('acme-finance'));
    expect(launch.data).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.CLIENT_NOT_FOUND' },
      code: 'CLIENT_NOT_FOUND',
    });
  });

  it('an unknown scenario keeps the current world and says why in a header', async () => {
    const client = await browser();
    const res = await client.get('/home?scenario=no-such-scenario', { accept: 'text/html' });
    expect(res.headers['x-sim-scenario-error']).toBe('unknown scenario: no-such-scenario');
    expect(client.cookies.has(COOKIES.simWorld)).toBe(false);
  });

  it('x-sim-scenario creates the world on the very request that carries it', async () => {
    // A first request that is already the login: full@example.com exists only in no-license,
    // so this succeeds only if the upstream call went to the world created for this request.
    const csrf = testCsrfToken(null);
    const client = newClient({ 'x-sim-scenario': 'no-license', cookie: `${TEST_COOKIES.csrf}=${csrf}` });
    const login = await client.mutation<Outcome>(
      'auth.login',
      { email: 'full@example.com', password: 'Full@Portal2026' },
      { csrf },
    );
    expect(login.data?.next).toEqual({ kind: 'navigate', to: '/home/environments' });
    expect(cookie(login.setCookies, COOKIES.simWorld)?.value).toBeTruthy();
    expect(login.headers['x-sim-world']).toBe(client.cookies.get(COOKIES.simWorld));
    // Later requests stay in that world through the cookie.
    const clients = await client.query<{ clients: unknown[] }>('clients.list');
    expect(clients.status).toBe(200);
    expect(clients.data?.clients).toHaveLength(3);
  });

  it('two API clients in different worlds do not share sessions', async () => {
    const alice = await signedIn({ 'x-sim-scenario': 'default' });
    const bob = await browser({ 'x-sim-scenario': 'default' });
    const aliceWorld = alice.cookies.get(COOKIES.simWorld);
    const bobWorld = bob.cookies.get(COOKIES.simWorld);
    expect(aliceWorld).toBeTruthy();
    expect(bobWorld).toBeTruthy();
    expect(aliceWorld).not.toBe(bobWorld);

    expect((await alice.query('clients.list')).status).toBe(200);
    // Alice's token means nothing in Bob's world.
    bob.cookies.set(TEST_COOKIES.token, alice.cookies.get(TEST_COOKIES.token) ?? '');
    const stolen = await bob.query('clients.list');
    expect(stolen.status).toBe(401);
    expect(portal(stolen).outcome.next).toEqual({ kind: 'logout' });
    expect((await alice.query('clients.list')).status).toBe(200);
  });
});
