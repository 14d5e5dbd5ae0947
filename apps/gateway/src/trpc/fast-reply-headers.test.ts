import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { injectTransport, TEST_COOKIES, TrpcTestClient } from '../test-support/trpc-http';

// Issue 23 item 2: the hooks every clients.list runs are callbacks now, and the fast path makes
// no abort signal. Its answer still carries every header and cookie the hooks give it.

let upstream: FakeUpstream;
let app: FastifyInstance;
let sessionMinutes = 0;
const bearers: (string | undefined)[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream((fake) => {
    fake.post('/login', async () => ({ access_token: 'the-token', mfa_required: false }));
    fake.get('/clients', async (req) => {
      bearers.push(req.headers.authorization);
      return { clients: [] };
    });
  });
  // The session's clock, moved by the test: a session used after a while gets its times renewed.
  app = await buildTestApp(
    { UPSTREAM_URL: upstream.url },
    { now: () => 1_800_000_000_000 + sessionMinutes * 60_000 },
  );
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

const CLIENTS_LIST = '/trpc/clients.list?batch=1&input=%7B%7D';

function expectEveryHeader(headers: Record<string, string | string[] | undefined>) {
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
  expect(headers.vary).toBe('trpc-accept, accept');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  // A page's headers only (../http/security-headers.ts, DOCUMENT_ONLY_HEADERS).
  expect(headers['permissions-policy']).toBeUndefined();
  expect(headers['cross-origin-opener-policy']).toBeUndefined();
}

describe('clients.list through the fast path', () => {
  it('hands a browser without one its CSRF cookie, with every header, no-store', async () => {
    const browser = new TrpcTestClient(injectTransport(app));
    const res = await browser.get(CLIENTS_LIST);
    expect(res.status).toBe(401);
    expect(res.setCookies.some((line) => line.startsWith(`${TEST_COOKIES.csrf}=`))).toBe(true);
    expectEveryHeader(res.headers);
  });

  it('answers a signed-in browser with the list, the bearer sent, and the session renewed by cookie', async () => {
    const browser = new TrpcTestClient(injectTransport(app));
    await browser.get('/healthz');
    const login = await browser.mutation('auth.login', {
      email: 'a@example.com',
      password: 'Some@Password1',
    });
    expect(login.status).toBe(200);
    sessionMinutes = 5;
    const res = await browser.get(CLIENTS_LIST);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual([{ result: { data: { clients: [], updatePlugin: false } } }]);
    expect(bearers.at(-1)).toBe('Bearer the-token');
    expect(res.setCookies.some((line) => line.startsWith(`${TEST_COOKIES.session}=`))).toBe(true);
    expectEveryHeader(res.headers);
  });
});
