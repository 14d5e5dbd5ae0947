import type { Outcome } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { injectTransport, TEST_COOKIES, TrpcTestClient } from '../test-support/trpc-http';

// Simulator mode with the real simulator and scenarios: the whole round trip through its pages.
let sim: FastifyInstance;
// Proxy mode in front of a fake upstream whose addresses are off the allow-list.
let upstream: FakeUpstream;
let proxy: FastifyInstance;
/** The bearer of each upstream /logout the proxy-mode gateway made. */
const logoutBearers: (string | null)[] = [];

beforeAll(async () => {
  sim = await buildTestApp();
  upstream = await startFakeUpstream((fake) => {
    fake.post('/sso/login', async () => ({ redirect_url: 'https://idp.elsewhere.example/saml' }));
    fake.post('/login', async () => ({ access_token: 'password-token', mfa_required: false }));
    fake.post<{ Body: { access_token: string } }>('/token/validate', async (req) => ({
      access_token: req.body.access_token,
      identity: { errors: [], status: null, is_sso_user: true },
    }));
    fake.post('/logout', async (req) => {
      logoutBearers.push(req.headers.authorization ?? null);
      return {};
    });
  });
  proxy = await buildTestApp({ UPSTREAM_URL: upstream.url, ALLOWED_REDIRECT_ORIGINS: [] });
});
afterAll(async () => {
  await sim.close();
  await proxy.close();
  await upstream.close();
});

async function browser(app: FastifyInstance, scenario?: string): Promise<TrpcTestClient> {
  const client = new TrpcTestClient(injectTransport(app));
  await client.get(scenario ? `/healthz?scenario=${encodeURIComponent(scenario)}` : '/healthz');
  return client;
}

/** The path and query of an external outcome on the portal's own origin (simulator mode). */
function pathOf(outcome: Outcome | undefined): string {
  expect(outcome?.next.kind).toBe('external');
  const url = new URL(outcome?.next.kind === 'external' ? outcome.next.url : '');
  return `${url.pathname}${url.search}`;
}

/** Submits a simulator page's form and returns where it sends the browser. */
async function submitPage(
  client: TrpcTestClient,
  path: string,
  fields: Record<string, string>,
): Promise<string> {
  const res = await client.request({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  expect(res.status).toBe(303);
  return (
    new URL(String(res.headers.location), 'http://localhost').pathname +
    new URL(String(res.headers.location), 'http://localhost').search
  );
}

async function duoSignIn(client: TrpcTestClient): Promise<{ page: string; state: string }> {
  const login = await client.mutation<Outcome>('auth.login', {
    email: 'duo@example.com',
    password: 'Duo@Portal2026',
  });
  const page = pathOf(login.data);
  expect(page).toMatch(/^\/__sim\/pages\/duo\?state=/);
  expect(client.cookies.has(TEST_COOKIES.duoState)).toBe(true);
  return { page, state: new URLSearchParams(page.split('?')[1]).get('state') ?? '' };
}

describe('Duo-style push, simulator mode', () => {
  it("leaves for the simulator's Duo page, and an approval there signs this browser in", async () => {
    const client = await browser(sim, 'duo/push');
    const { page, state } = await duoSignIn(client);
    const html = await client.get(page);
    expect(html.status).toBe(200);
    expect(html.body).toContain('duo@example.com');
    const back = await submitPage(client, '/__sim/pages/duo', { state, action: 'approve' });
    expect(back).toMatch(/^\/login\/duo-callback\/\?state=.+&duo_code=.+/);
    const query = new URLSearchParams(back.split('?')[1]);
    const done = await client.mutation<Outcome>('federated.duoReturn', {
      state: query.get('state'),
      duo_code: query.get('duo_code'),
    });
    expect(done.data).toEqual({ next: { kind: 'navigate', to: '/home/environments' } });
    expect(client.sessionToken()).toMatch(/^sim_/);
    expect(client.cookies.has(TEST_COOKIES.duoState)).toBe(false);
  });

  it('refuses the return in another browser with DUO_STATE_MISMATCH, without asking the upstream', async () => {
    const client = await browser(sim, 'duo/push');
    const { state } = await duoSignIn(client);
    const other = await browser(sim, 'duo/push');
    const done = await other.mutation<Outcome>('federated.duoReturn', { state, duo_code: 'x' });
    expect(done.data).toEqual({
      next: { kind: 'navigate', to: '/' },
      message: { severity: 'error', key: 'errors.DUO_STATE_MISMATCH' },
    });
    // The push is still there for the browser that started it.
    expect((await client.get(`/__sim/pages/duo?state=${state}`)).status).toBe(200);
  });

  it('a denied push ends the half-finished sign-in with DUO_ERROR_TO_AUTHENTICATE', async () => {
    const client = await browser(sim, 'duo/push');
    const { state } = await duoSignIn(client);
    const back = await submitPage(client, '/__sim/pages/duo', { state, action: 'deny' });
    const query = new URLSearchParams(back.split('?')[1]);
    const done = await client.mutation<Outcome>('federated.duoReturn', {
      state: query.get('state'),
      duo_code: query.get('duo_code'),
    });
    expect(done.data?.message?.key).toBe('errors.DUO_ERROR_TO_AUTHENTICATE');
    expect(client.hasSession()).toBe(false);
  });
});

describe('single sign-on, simulator mode', () => {
  async function ssoStart(client: TrpcTestClient): Promise<string> {
    const started = await client.mutation<Outcome>('federated.ssoLogin', { domain: 'ACME' });
    const page = pathOf(started.data);
    expect(page).toMatch(/^\/__sim\/pages\/idp\?request=/);
    expect((await client.get(page)).body).toContain('sso@example.com');
    return new URLSearchParams(page.split('?')[1]).get('request') ?? '';
  }

  it('signs the chosen user in, and logs out through the identity provider', async () => {
    const client = await browser(sim, 'sso/sign-in');
    const request = await ssoStart(client);
    const back = await submitPage(client, '/__sim/pages/idp', {
      request,
      action: 'user',
      email: 'sso@example.com',
    });
    expect(back).toMatch(/^\/login\/sso\/.+/);
    const done = await client.mutation<Outcome>('federated.ssoReturn', {
      token: decodeURIComponent(back.slice('/login/sso/'.length)),
    });
    expect(done.data).toEqual({ next: { kind: 'navigate', to: '/home/environments' } });
    expect(client.cookies.get(TEST_COOKIES.sso)?.startsWith('1.')).toBe(true);

    const out = await client.mutation<Outcome>('auth.logout');
    expect(pathOf(out.data)).toMatch(/^\/__sim\/pages\/idp\/logout\?request=/);
    expect(client.hasSession()).toBe(false);
    expect(client.cookies.has(TEST_COOKIES.sso)).toBe(false);
    const logoutPage = await client.get(pathOf(out.data));
    expect(logoutPage.body).toMatch(/href="http:\/\/localhost(:80)?\/ssoLogout"/);
  });

  it('an error chosen on the identity provider comes back to /sso with its message', async () => {
    const client = await browser(sim, 'sso/sign-in');
    const request = await ssoStart(client);
    const back = await submitPage(client, '/__sim/pages/idp', {
      request,
      action: 'error',
      error: 'RELAY_STATE_ERROR',
    });
    const done = await client.mutation<Outcome>('federated.ssoReturn', {
      token: decodeURIComponent(back.slice('/login/sso/'.length)),
    });
    expect(done.data).toEqual({
      next: { kind: 'navigate', to: '/sso' },
      message: { severity: 'error', key: 'errors.RELAY_STATE_ERROR' },
    });
    expect(client.hasSession()).toBe(false);
  });

  it('an unknown environment code stays with IDP_NOT_FOUND', async () => {
    const client = await browser(sim, 'sso/sign-in');
    const started = await client.mutation<Outcome>('federated.ssoLogin', { domain: 'NOPE' });
    expect(started.data).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.IDP_NOT_FOUND' },
    });
  });
});

describe('proxy mode keeps the allow-list', () => {
  it('never follows an identity provider off the list', async () => {
    const client = await browser(proxy);
    const started = await client.mutation<Outcome>('federated.ssoLogin', { domain: 'ACME' });
    expect(started.data).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.SSO_REDIRECT_ERROR' },
    });
  });
});

// OWASP ASVS 5.0 7.2.4: a new sign-in ends the session the browser held, single sign-on included.
describe('a single-sign-on return in a signed-in browser (proxy mode)', () => {
  it('revokes the old session upstream, and keeps the same token when the return is reloaded', async () => {
    const client = await browser(proxy);
    await client.mutation<Outcome>('auth.login', {
      email: 'someone@example.com',
      password: 'Some@Password1',
    });
    expect(client.sessionToken()).toBe('password-token');
    const before = logoutBearers.length;

    const done = await client.mutation<Outcome>('federated.ssoReturn', { token: 'sso-token' });
    expect(done.data).toEqual({ next: { kind: 'navigate', to: '/home/environments' } });
    expect(client.sessionToken()).toBe('sso-token');
    expect(logoutBearers.slice(before)).toEqual(['Bearer password-token']);

    await client.mutation<Outcome>('federated.ssoReturn', { token: 'sso-token' });
    expect(client.sessionToken()).toBe('sso-token');
    expect(logoutBearers.slice(before)).toEqual(['Bearer password-token']);
  });
});
