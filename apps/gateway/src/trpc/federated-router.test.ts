import type { Outcome, SessionInfo } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { injectTransport, TEST_COOKIES, TrpcTestClient } from '../test-support/trpc-http';

// Simulator mode with the real simulator and scenarios: the whole round trip through its pages.
let sim: FastifyInstance;
// Proxy mode with the default settings (no ALLOWED_REDIRECT_ORIGINS) in front of a fake upstream
// that checks nothing itself: the Duo state and the single-sign-on binding are the gateway's alone.
let upstream: FakeUpstream;
let proxy: FastifyInstance;
/** The bearer of each upstream /logout the proxy-mode gateway made. */
const logoutBearers: (string | null)[] = [];
/** Every call the fake upstream received, by path. */
const calls: string[] = [];
/** How the fake's sso/logout answers. */
let ssoLogoutAnswer: 'ok' | 'error' | 'hang' = 'ok';
const DUO_STATE = 'state-from-the-upstream';
/**
 * A hung upstream call ends at this time-out (the proxy's UPSTREAM_TIMEOUT_MS). Every proxy call of
 * this file is bound by it, so it leaves room for a loaded machine; the hung one waits it out.
 */
const TIMEOUT_MS = 4_000;

const countOf = (path: string) => calls.filter((c) => c === path).length;

beforeAll(async () => {
  sim = await buildTestApp();
  upstream = await startFakeUpstream((fake) => {
    fake.addHook('onRequest', async (req) => {
      calls.push(req.url);
    });
    fake.post<{ Body: { domain: string } }>('/sso/login', async (req) => {
      // PLAIN: an http identity provider elsewhere; UPSTREAM: one on the upstream's own origin.
      if (req.body.domain === 'PLAIN') return { redirect_url: 'http://idp.plain.example/saml' };
      if (req.body.domain === 'UPSTREAM') return { redirect_url: `${upstream.url}/idp?request=r` };
      return { redirect_url: 'https://idp.elsewhere.example/saml' };
    });
    fake.post<{ Body: { email: string } }>('/login', async (req) => {
      const duo = (redirect_url: string) => ({
        access_token: 'half-token',
        mfa_required: true,
        mfa_type: 'duo',
        duo: { enabled: true, redirect_url },
      });
      const email = req.body.email;
      if (email === 'duo@example.com') return duo(`${upstream.url}/duo/frame?state=${DUO_STATE}`);
      if (email === 'duo-https@example.com') return duo(`https://api-1.duo.example/frame?state=${DUO_STATE}`);
      if (email === 'duo-plain@example.com') return duo(`http://duo.plain.example/frame?state=${DUO_STATE}`);
      return { access_token: 'password-token', mfa_required: false };
    });
    // Deliberately checks no state: whatever proxy mode lets through signs in.
    fake.post('/duo_callback', async () => ({ access_token: 'duo-token' }));
    fake.post<{ Body: { access_token: string } }>('/token/validate', async (req, reply) => {
      if (req.body.access_token === 'spent-token') return reply.code(401).send({ error: 'INVALID_TOKEN' });
      return {
        access_token: req.body.access_token === 'blank-reply-token' ? ' ' : req.body.access_token,
        identity: { errors: [], status: null, is_sso_user: true },
      };
    });
    fake.post('/sso/logout', async (_req, reply) => {
      if (ssoLogoutAnswer === 'error') return reply.code(500).send({ error: 'UNEXPECTED_ERROR' });
      if (ssoLogoutAnswer === 'hang') await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 10));
      return { redirect_url: `${upstream.url}/idp/logout?request=r` };
    });
    fake.post('/logout', async (req) => {
      logoutBearers.push(req.headers.authorization ?? null);
      return {};
    });
  });
  proxy = await buildTestApp({ UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: TIMEOUT_MS });
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
      code: 'IDP_NOT_FOUND',
    });
  });
});

const SSO_NOT_STARTED_HERE = {
  next: { kind: 'navigate', to: '/sso' },
  message: { severity: 'error', key: 'upstream.ssoNotStartedHere' },
};

/** A single-sign-on start in `client` (proxy mode), which binds its return to it. */
async function ssoStartIn(client: TrpcTestClient, domain = 'ACME', tabNonce?: string): Promise<void> {
  const started = await client.mutation<Outcome>('federated.ssoLogin', {
    domain,
    ...(tabNonce === undefined ? {} : { tabNonce }),
  });
  expect(started.data?.next.kind).toBe('external');
}

/** A single-sign-on user signed in through proxy mode. */
async function ssoUser(token = 'sso-token'): Promise<TrpcTestClient> {
  const client = await browser(proxy);
  await ssoStartIn(client);
  const done = await client.mutation<Outcome>('federated.ssoReturn', { token });
  expect(done.data).toEqual({ next: { kind: 'navigate', to: '/home/environments' } });
  expect(client.sessionToken()).toBe(token);
  return client;
}

describe('single sign-on, a token no header can carry', () => {
  it('is refused as a reply that breaks the contract, and no session starts', async () => {
    const client = await browser(proxy);
    await ssoStartIn(client);
    const done = await client.mutation<Outcome>('federated.ssoReturn', { token: 'tök\u20acn' });
    expect(done.status).toBe(502);
    expect(client.hasSession()).toBe(false);
  });

  it("a blank token in the reply is none: the link's token becomes the session", async () => {
    const client = await browser(proxy);
    await ssoStartIn(client);
    const done = await client.mutation<Outcome>('federated.ssoReturn', { token: 'blank-reply-token' });
    expect(done.data).toEqual({ next: { kind: 'navigate', to: '/home/environments' } });
    expect(client.sessionToken()).toBe('blank-reply-token');
  });
});

// Issue 21: the upstream's own replies name Duo's and the identity provider's addresses; proxy
// mode follows them with the default (empty) ALLOWED_REDIRECT_ORIGINS when they are https: or on
// the upstream's origin. back_url keeps the allow-list (auth-router.test.ts).
describe('proxy mode follows the addresses the upstream names, without configuration', () => {
  it('an https identity provider', async () => {
    const client = await browser(proxy);
    const started = await client.mutation<Outcome>('federated.ssoLogin', { domain: 'ACME' });
    expect(started.data).toEqual({ next: { kind: 'external', url: 'https://idp.elsewhere.example/saml' } });
  });

  it("an identity provider on the upstream's own origin", async () => {
    const client = await browser(proxy);
    const started = await client.mutation<Outcome>('federated.ssoLogin', { domain: 'UPSTREAM' });
    expect(started.data).toEqual({ next: { kind: 'external', url: `${upstream.url}/idp?request=r` } });
  });

  it('never a plain-http identity provider elsewhere: SSO_REDIRECT_ERROR, and no binding', async () => {
    const client = await browser(proxy);
    const started = await client.mutation<Outcome>('federated.ssoLogin', { domain: 'PLAIN' });
    expect(started.data).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.SSO_REDIRECT_ERROR' },
    });
    expect(client.cookies.has(TEST_COOKIES.ssoBinding)).toBe(false);
  });

  it("Duo on the upstream's origin and on https; a plain-http Duo elsewhere stays with DUO_ERROR_TO_AUTHENTICATE", async () => {
    for (const [email, kind] of [
      ['duo@example.com', 'external'],
      ['duo-https@example.com', 'external'],
      ['duo-plain@example.com', 'stay'],
    ] as const) {
      const client = await browser(proxy);
      const login = await client.mutation<Outcome>('auth.login', { email, password: 'Some@Password1' });
      expect(login.data?.next.kind, email).toBe(kind);
      if (kind === 'stay') {
        expect(login.data?.message?.key).toBe('errors.DUO_ERROR_TO_AUTHENTICATE');
        expect(client.hasSession()).toBe(false);
      }
    }
  });

  it("the single-sign-on logout goes to the identity provider's logout on the upstream's origin", async () => {
    ssoLogoutAnswer = 'ok';
    const client = await ssoUser();
    const out = await client.mutation<Outcome>('auth.logout');
    expect(out.data).toEqual({ next: { kind: 'external', url: `${upstream.url}/idp/logout?request=r` } });
    expect(client.hasSession()).toBe(false);
  });
});

// Issue 21 item 7: the gateway's own Duo check, against an upstream that checks no state.
describe("the gateway's Duo binding, in front of an upstream that checks no state", () => {
  async function duoHalfSignedIn(): Promise<TrpcTestClient> {
    const client = await browser(proxy);
    const login = await client.mutation<Outcome>('auth.login', {
      email: 'duo@example.com',
      password: 'Some@Password1',
    });
    expect(login.data?.next).toEqual({
      kind: 'external',
      url: `${upstream.url}/duo/frame?state=${DUO_STATE}`,
    });
    expect(client.cookies.has(TEST_COOKIES.duoState)).toBe(true);
    return client;
  }
  const MISMATCH = {
    next: { kind: 'navigate', to: '/' },
    message: { severity: 'error', key: 'errors.DUO_STATE_MISMATCH' },
  };

  it('signs in the browser that left with the state', async () => {
    const client = await duoHalfSignedIn();
    const done = await client.mutation<Outcome>('federated.duoReturn', { state: DUO_STATE, duo_code: 'c' });
    expect(done.data).toEqual({ next: { kind: 'navigate', to: '/home/environments' } });
    expect(client.sessionToken()).toBe('duo-token');
  });

  it('ends the half-signed-in session: its cookies, copied before the return, are signed out after it', async () => {
    const client = await duoHalfSignedIn();
    const halfSession = new Map(client.cookies);
    await client.mutation<Outcome>('federated.duoReturn', { state: DUO_STATE, duo_code: 'c' });
    const replay = await browser(proxy);
    for (const [name, value] of halfSession) replay.cookies.set(name, value);
    expect((await replay.query<SessionInfo>('auth.session')).data?.authenticated).toBe(false);
  });

  it('a signed-in browser in no Duo sign-in keeps its session when a Duo return link is opened in it', async () => {
    const client = await ssoUser();
    const done = await client.mutation<Outcome>('federated.duoReturn', { state: DUO_STATE, duo_code: 'c' });
    expect(done.data).toEqual(MISMATCH);
    expect((await client.query<SessionInfo>('auth.session')).data?.authenticated).toBe(true);
  });

  it('refuses the return in a browser that did not sign in, without asking the upstream', async () => {
    await duoHalfSignedIn();
    const before = countOf('/duo_callback');
    const other = await browser(proxy);
    const done = await other.mutation<Outcome>('federated.duoReturn', { state: DUO_STATE, duo_code: 'c' });
    expect(done.data).toEqual(MISMATCH);
    expect(other.hasSession()).toBe(false);
    expect(countOf('/duo_callback')).toBe(before);
  });

  it('refuses another state in the browser that holds a binding, and ends its half-finished session', async () => {
    const client = await duoHalfSignedIn();
    const before = countOf('/duo_callback');
    const done = await client.mutation<Outcome>('federated.duoReturn', {
      state: 'another-state',
      duo_code: 'c',
    });
    expect(done.data).toEqual(MISMATCH);
    expect(client.hasSession()).toBe(false);
    expect(client.cookies.has(TEST_COOKIES.duoState)).toBe(false);
    expect(countOf('/duo_callback')).toBe(before);
  });
});

// Issue 21 item 3 (login CSRF, OWASP ASVS 5.0 3.3.5 / 10.x): /login/sso/{token} signs in only the
// browser that started a single sign-on moments ago.
describe('single sign-on is bound to the browser that started it', () => {
  it('the start sets a short-lived, signed, HttpOnly __Host- binding cookie', async () => {
    const client = await browser(proxy);
    const started = await client.mutation<Outcome>('federated.ssoLogin', { domain: 'ACME' });
    const binding = started.setCookies.find((c) => c.name === TEST_COOKIES.ssoBinding);
    expect(binding?.name.startsWith('__Host-')).toBe(true);
    expect(binding?.attributes).toMatchObject({ 'max-age': '900', httponly: true, secure: true, path: '/' });
    // value.signature: a nonce, the time and the starting tab's hash, signed with SESSION_SECRET.
    expect(binding?.value).toMatch(/^[\w-]{16,}:\d+:[\w-]{43}\.[\w+/=-]+$/);
  });

  it('signs in only the tab that started it: another tab of the same browser (an attacker page opened it) is refused', async () => {
    const TAB = 'tab-nonce-of-the-start-0123';
    const client = await browser(proxy);
    await ssoStartIn(client, 'ACME', TAB);
    const validations = countOf('/token/validate');
    const otherTab = await client.mutation<Outcome>('federated.ssoReturn', { token: 'attacker-token' });
    expect(otherTab.data).toEqual(SSO_NOT_STARTED_HERE);
    expect(client.hasSession()).toBe(false);
    expect(countOf('/token/validate')).toBe(validations);

    await ssoStartIn(client, 'ACME', TAB);
    const sameTab = await client.mutation<Outcome>('federated.ssoReturn', {
      token: 'sso-token',
      tabNonce: TAB,
    });
    expect(sameTab.data).toEqual({ next: { kind: 'navigate', to: '/home/environments' } });
  });

  it("login CSRF: a victim's fresh browser opening the attacker's link is not signed in", async () => {
    const attacker = await browser(proxy);
    await ssoStartIn(attacker);
    const validations = countOf('/token/validate');
    const victim = await browser(proxy);
    const done = await victim.mutation<Outcome>('federated.ssoReturn', { token: 'attacker-token' });
    expect(done.data).toEqual(SSO_NOT_STARTED_HERE);
    expect(victim.hasSession()).toBe(false);
    expect(victim.cookies.has(TEST_COOKIES.sso)).toBe(false);
    expect((await victim.query('auth.session')).data).toEqual({ authenticated: false, email: null });
    // The attacker's token was never even validated.
    expect(countOf('/token/validate')).toBe(validations);
  });

  it('a signed-in victim keeps their own session and goes home', async () => {
    const victim = await browser(proxy);
    await victim.mutation<Outcome>('auth.login', {
      email: 'someone@example.com',
      password: 'Some@Password1',
    });
    const done = await victim.mutation<Outcome>('federated.ssoReturn', { token: 'attacker-token' });
    expect(done.data).toEqual({ next: { kind: 'navigate', to: '/home/environments' } });
    expect(victim.sessionToken()).toBe('password-token');
  });

  it('the binding is used once, whatever the return brought', async () => {
    const client = await browser(proxy);
    await ssoStartIn(client);
    const failed = await client.mutation<Outcome>('federated.ssoReturn', { token: 'spent-token' });
    expect(failed.data?.next).toEqual({ kind: 'navigate', to: '/' });
    expect(client.cookies.has(TEST_COOKIES.ssoBinding)).toBe(false);
    const again = await client.mutation<Outcome>('federated.ssoReturn', { token: 'attacker-token' });
    expect(again.data).toEqual(SSO_NOT_STARTED_HERE);
    expect(client.hasSession()).toBe(false);
  });

  it('a binding older than 15 minutes is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const client = await browser(proxy);
      await ssoStartIn(client);
      vi.setSystemTime(Date.now() + 15 * 60_000 + 1_000);
      const done = await client.mutation<Outcome>('federated.ssoReturn', { token: 'sso-token' });
      expect(done.data).toEqual(SSO_NOT_STARTED_HERE);
      expect(client.hasSession()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a binding cookie not signed by this gateway is refused', async () => {
    const client = await browser(proxy);
    client.cookies.set(TEST_COOKIES.ssoBinding, `forged:${Date.now()}`);
    const done = await client.mutation<Outcome>('federated.ssoReturn', { token: 'attacker-token' });
    expect(done.data).toEqual(SSO_NOT_STARTED_HERE);
    expect(client.hasSession()).toBe(false);
  });

  it('the return page reloaded after its sign-in keeps the session and goes home', async () => {
    const client = await ssoUser();
    const validations = countOf('/token/validate');
    const reload = await client.mutation<Outcome>('federated.ssoReturn', { token: 'sso-token' });
    expect(reload.data).toEqual({ next: { kind: 'navigate', to: '/home/environments' } });
    expect(client.sessionToken()).toBe('sso-token');
    expect(countOf('/token/validate')).toBe(validations);
  });
});

// OWASP ASVS 5.0 7.2.4: a new sign-in ends the session the browser held, single sign-on included.
describe('a single-sign-on return in a signed-in browser (proxy mode)', () => {
  it('revokes the old session upstream; the same token again is kept', async () => {
    const client = await browser(proxy);
    await client.mutation<Outcome>('auth.login', {
      email: 'someone@example.com',
      password: 'Some@Password1',
    });
    expect(client.sessionToken()).toBe('password-token');
    const before = logoutBearers.length;

    await ssoStartIn(client);
    const done = await client.mutation<Outcome>('federated.ssoReturn', { token: 'sso-token' });
    expect(done.data).toEqual({ next: { kind: 'navigate', to: '/home/environments' } });
    expect(client.sessionToken()).toBe('sso-token');
    expect(logoutBearers.slice(before)).toEqual(['Bearer password-token']);

    await ssoStartIn(client);
    await client.mutation<Outcome>('federated.ssoReturn', { token: 'sso-token' });
    expect(client.sessionToken()).toBe('sso-token');
    expect(logoutBearers.slice(before)).toEqual(['Bearer password-token']);
  });
});

// Issue 21 item 7: "best effort" means the session ends here whatever sso/logout does.
describe('a single-sign-on logout whose upstream call fails still signs the browser out', () => {
  it.each([
    ['answers 500', 'error'],
    ['does not answer in time', 'hang'],
  ] as const)(
    'sso/logout %s: cookies cleared, auth.session signed out, /ssoLogout',
    async (_name, answer) => {
      ssoLogoutAnswer = answer;
      try {
        const client = await ssoUser();
        const out = await client.mutation<Outcome>('auth.logout');
        expect(out.data).toEqual({ next: { kind: 'navigate', to: '/ssoLogout' } });
        expect(out.setCookies.find((c) => c.name === TEST_COOKIES.token)?.attributes['max-age']).toBe('0');
        expect(client.hasSession()).toBe(false);
        expect(client.cookies.has(TEST_COOKIES.sso)).toBe(false);
        expect(client.cookies.has(TEST_COOKIES.email)).toBe(false);
        expect((await client.query('auth.session')).data).toEqual({ authenticated: false, email: null });
      } finally {
        ssoLogoutAnswer = 'ok';
      }
    },
  );
});
