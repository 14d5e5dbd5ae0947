import { COOKIES, type Outcome } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SESSION_SECRET } from '../config/env';
import { buildTestApp } from '../test-support/build-test-app';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { injectTransport, TEST_COOKIES, TrpcTestClient } from '../test-support/trpc-http';

// Issue 10 item 5: `__Host-` cookies (plain names only without Secure), a session that is only
// what this gateway signed, and a CSRF token bound to the session and rotated at sign-in.

/** The Authorization header of each /clients call the fake upstream received. */
const clientsBearers: (string | null)[] = [];
let upstream: FakeUpstream;
let app: FastifyInstance;

const OTHER_SECRET = 'another-deployment-secret-0123456789abcdef';

beforeAll(async () => {
  upstream = await startFakeUpstream((fake) => {
    fake.post<{ Body: { email: string } }>('/login', async (req) => ({
      access_token: `token-of-${req.body.email}`,
      mfa_required: false,
    }));
    fake.post('/logout', async () => ({}));
    fake.get('/clients', async (req) => {
      clientsBearers.push(req.headers.authorization ?? null);
      return { clients: [] };
    });
  });
  app = await buildTestApp({ UPSTREAM_URL: upstream.url });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

const tempApps: FastifyInstance[] = [];
afterAll(() => Promise.all(tempApps.map((one) => one.close())));
async function gateway(env: Parameters<typeof buildTestApp>[0]): Promise<FastifyInstance> {
  const one = await buildTestApp({ UPSTREAM_URL: upstream.url, ...env });
  tempApps.push(one);
  return one;
}

async function browser(on: FastifyInstance = app): Promise<TrpcTestClient> {
  const client = new TrpcTestClient(injectTransport(on));
  await client.get('/healthz');
  return client;
}

async function signedIn(email: string, on: FastifyInstance = app): Promise<TrpcTestClient> {
  const client = await browser(on);
  const login = await client.mutation<Outcome>('auth.login', { email, password: 'Some@Password1' });
  expect(login.data?.next).toEqual({ kind: 'navigate', to: '/home/environments' });
  return client;
}

describe('cookie names and flags', () => {
  it('names every session cookie __Host-: Secure, Path=/, no Domain', async () => {
    const client = await browser();
    const login = await client.mutation('auth.login', { email: 'a@example.com', password: 'Some@Password1' });
    const names = login.setCookies.map((cookie) => cookie.name);
    expect(names).toEqual(
      expect.arrayContaining([TEST_COOKIES.token, TEST_COOKIES.email, TEST_COOKIES.csrf]),
    );
    for (const cookie of login.setCookies) {
      expect(cookie.name.startsWith('__Host-'), cookie.name).toBe(true);
      expect(cookie.attributes, cookie.name).toMatchObject({ secure: true, path: '/' });
      expect(cookie.attributes.domain, cookie.name).toBeUndefined();
    }
  });

  it('falls back to the plain names without Secure (COOKIE_SECURE=false, a plain-HTTP portal)', async () => {
    const plain = await gateway({ COOKIE_SECURE: false });
    const client = new TrpcTestClient(injectTransport(plain));
    await client.get('/healthz');
    const login = await client.mutation('auth.login', { email: 'a@example.com', password: 'Some@Password1' });
    const names = login.setCookies.map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining([COOKIES.token, COOKIES.csrf]));
    for (const cookie of login.setCookies) {
      expect(cookie.name.startsWith('__Host-'), cookie.name).toBe(false);
      expect(cookie.attributes.secure, cookie.name).toBeUndefined();
    }
    expect((await client.query('auth.session')).data).toMatchObject({ authenticated: true });
  });

  it('ignores a session cookie under the plain name when the cookies are Secure', async () => {
    const real = await signedIn('plain@example.com');
    const planted = await browser();
    planted.cookies.set(COOKIES.token, real.cookies.get(TEST_COOKIES.token) ?? '');
    expect((await planted.query('auth.session')).data).toEqual({ authenticated: false, email: null });
  });
});

describe('a session is only what this gateway signed', () => {
  const forgeries: ReadonlyArray<[string, (signed: string) => string]> = [
    ['a bare token (no signature)', () => 'token-of-victim@example.com'],
    ['a token with a made-up signature', () => 'token-of-victim@example.com.c2lnbmF0dXJl'],
    ['a real signature on another value', (signed) => `x${signed}`],
    ['the right value with its signature cut short', (signed) => signed.slice(0, -2)],
  ];

  it.each(forgeries)('%s is signed out and never sent upstream', async (_name, forge) => {
    const real = await signedIn('victim@example.com');
    const signed = real.cookies.get(TEST_COOKIES.token) ?? '';
    expect(signed).toContain('token-of-victim@example.com');
    const forged = await browser();
    forged.cookies.set(TEST_COOKIES.token, forge(signed));
    forged.cookies.set(TEST_COOKIES.email, real.cookies.get(TEST_COOKIES.email) ?? '');
    expect((await forged.query('auth.session')).data).toEqual({ authenticated: false, email: null });
    const before = clientsBearers.length;
    await forged.query('clients.list');
    expect(clientsBearers.slice(before)).not.toContain('Bearer token-of-victim@example.com');
  });

  it('refuses a cookie signed with another deployment’s key', async () => {
    const elsewhere = await gateway({ SESSION_SECRET: [OTHER_SECRET] });
    const real = await signedIn('elsewhere@example.com', elsewhere);
    const here = await browser();
    here.cookies.set(TEST_COOKIES.token, real.cookies.get(TEST_COOKIES.token) ?? '');
    expect((await here.query('auth.session')).data).toEqual({ authenticated: false, email: null });
  });

  it('shares sessions between replicas with one SESSION_SECRET, and rotates keys', async () => {
    const replicaA = await gateway({ SESSION_SECRET: [OTHER_SECRET] });
    const replicaB = await gateway({ SESSION_SECRET: [OTHER_SECRET] });
    const client = await signedIn('replicas@example.com', replicaA);
    const onB = new TrpcTestClient(injectTransport(replicaB));
    for (const [name, value] of client.cookies) onB.cookies.set(name, value);
    expect((await onB.query('auth.session')).data).toEqual({
      authenticated: true,
      email: 'replicas@example.com',
    });
    // The CSRF token made on one replica is good on the other: logout on B.
    expect((await onB.mutation<Outcome>('auth.logout')).data).toEqual({
      next: { kind: 'navigate', to: '/' },
    });

    // Rotation: a new key first, the old one still verifying, keeps the sessions signed before.
    const rotated = await gateway({
      SESSION_SECRET: [TEST_SESSION_SECRET.replace('test', 'next'), OTHER_SECRET],
    });
    const again = await signedIn('rotation@example.com', replicaA);
    const onRotated = new TrpcTestClient(injectTransport(rotated));
    for (const [name, value] of again.cookies) onRotated.cookies.set(name, value);
    expect((await onRotated.query('auth.session')).data).toMatchObject({ authenticated: true });
  });
});

describe('the CSRF token belongs to the session', () => {
  it('is replaced at sign-in: the token from before it is refused after it', async () => {
    const client = await browser();
    const before = client.csrfToken() ?? '';
    await client.mutation('auth.login', { email: 'rotate@example.com', password: 'Some@Password1' });
    const after = client.csrfToken() ?? '';
    expect(after).not.toBe('');
    expect(after).not.toBe(before);
    // The old pair, cookie and header both, no longer fits the new session.
    client.cookies.set(TEST_COOKIES.csrf, before);
    const stale = await client.mutation('auth.logout', undefined, { csrf: before });
    expect(stale.status).toBe(403);
    client.cookies.set(TEST_COOKIES.csrf, after);
    expect((await client.mutation('auth.logout')).status).toBe(200);
  });

  it('refuses one signed-in browser’s pair in another signed-in browser', async () => {
    const alice = await signedIn('alice@example.com');
    const bob = await signedIn('bob@example.com');
    const alicePair = alice.csrfToken() ?? '';
    bob.cookies.set(TEST_COOKIES.csrf, alicePair);
    const res = await bob.mutation('auth.logout', undefined, { csrf: alicePair });
    expect(res.status).toBe(403);
  });

  it('is replaced at logout, and a browser whose token no longer fits gets a new one', async () => {
    const client = await signedIn('logout@example.com');
    const during = client.csrfToken();
    await client.mutation('auth.logout');
    expect(client.csrfToken()).not.toBe(during);
    // A browser still holding a token made for a session it no longer has is handed a fresh one.
    client.cookies.set(TEST_COOKIES.csrf, during ?? '');
    const next = await client.get('/healthz');
    expect(next.setCookies.some((line) => line.startsWith(`${TEST_COOKIES.csrf}=`))).toBe(true);
    expect(client.csrfToken()).not.toBe(during);
  });
});
