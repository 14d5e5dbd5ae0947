import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_REQUEST_BODY } from '../http/fetch-metadata';
import { buildTestApp } from '../test-support/build-test-app';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { rawExchange } from '../test-support/raw-exchange';
import { injectTransport, TrpcTestClient } from '../test-support/trpc-http';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({});
});
afterAll(() => app.close());

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

const cookieShapes = (res: LightMyRequestResponse): string[] =>
  [res.headers['set-cookie'] ?? []].flat().map((cookie) => cookie.replace(/=[^;]*/, '=…'));

function expectSameAnswer(fast: LightMyRequestResponse, full: LightMyRequestResponse): void {
  expect(fast.statusCode).toBe(full.statusCode);
  expect(JSON.parse(fast.body)).toEqual(JSON.parse(full.body));
  expect(fast.body).toBe(full.body);
  for (const name of ['content-type', 'vary', 'cache-control']) {
    expect(fast.headers[name], name).toBe(full.headers[name]);
  }
  // The cookies each writes or clears, in the same order and with the same attributes (their values
  // hold a random CSRF nonce or the time of the call).
  expect(cookieShapes(fast)).toEqual(cookieShapes(full));
  // Both send JSON whole, with its length.
  expect(fast.headers['content-length']).toBe(full.headers['content-length']);
}

// `trpc-accept: application/json` changes nothing in tRPC's answer but sends the request to the
// adapter instead of the query fast path: the two answers must be the same on the wire.
describe('a GET of the fast queries', () => {
  let upstream: FakeUpstream;
  let proxy: FastifyInstance;
  beforeAll(async () => {
    upstream = await startFakeUpstream((fake) => {
      fake.post<{ Body: { email: string } }>('/login', async (req) => ({
        access_token: req.body.email === 'down@example.com' ? 'down' : 'ok',
        mfa_required: false,
      }));
      fake.get('/clients', async (req, reply) =>
        req.headers.authorization === 'Bearer ok'
          ? { clients: [] }
          : reply.code(503).send({ error: 'UNEXPECTED_ERROR' }),
      );
    });
    proxy = await buildTestApp({ UPSTREAM_URL: upstream.url });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  const signedIn = async (email: string, on = proxy, password = 'Whatever@1') => {
    const client = new TrpcTestClient(injectTransport(on));
    await client.get('/healthz');
    const login = await client.mutation('auth.login', { email, password });
    expect(login.status).toBe(200);
    return client;
  };

  it.each([
    ['a public query, signed out', null, `/trpc/auth.session?batch=1&input=${input({})}`],
    ['a query without a session', null, `/trpc/clients.list?batch=1&input=${input({})}`],
    ['a signed-in query', 'ann@example.com', `/trpc/clients.list?batch=1&input=${input({})}`],
    ['a batch of two', 'ann@example.com', `/trpc/auth.session,clients.list?batch=1&input=${input({})}`],
    ['not a batch', 'ann@example.com', '/trpc/clients.list'],
    ['an upstream failure (thrown)', 'down@example.com', `/trpc/clients.list?batch=1&input=${input({})}`],
    ['a batch with a failure', 'down@example.com', `/trpc/auth.session,clients.list?batch=1`],
  ])('answers %s as the adapter does', async (_name, email, url) => {
    const headers = email === null ? {} : { cookie: (await signedIn(email)).cookieHeader() };
    const fast = await proxy.inject({ method: 'GET', url, headers });
    const full = await proxy.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'trpc-accept': 'application/json' },
    });
    expectSameAnswer(fast, full);
  });

  it.each([
    ['signed out', false],
    ['signed in', true],
  ])('answers clients.list in simulator mode as the adapter does, %s', async (_name, signIn) => {
    const client = signIn
      ? await signedIn('demo@example.com', app, 'Demo@Portal2026')
      : new TrpcTestClient(injectTransport(app));
    const url = `/trpc/auth.session,clients.list?batch=1&input=${input({})}`;
    const headers = { cookie: client.cookieHeader() };
    const fast = await app.inject({ method: 'GET', url, headers });
    const full = await app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'trpc-accept': 'application/json' },
    });
    expect(fast.statusCode).toBe(signIn ? 200 : 207);
    expectSameAnswer(fast, full);
  });

  describe.each([
    ['used again after two minutes (the session cookie renewed)', 2],
    ['past the idle time-out (the session ended, upstream too)', 31],
  ])('a session %s', (_name, minutes) => {
    it.each([
      ['clients.list alone', `/trpc/clients.list?batch=1&input=${input({})}`],
      ['a batch of both', `/trpc/auth.session,clients.list?batch=1&input=${input({})}`],
    ])('answers %s as the adapter does', async (_what, url) => {
      let clock = Date.parse('2026-11-28T12:00:00Z');
      const timed = await buildTestApp(
        { UPSTREAM_URL: upstream.url, SESSION_IDLE_MINUTES: 30 },
        { now: () => clock },
      );
      try {
        // Two browsers signed in alike: the first answer may end its session, the other must not see that.
        const browsers = [];
        for (const _ of [1, 2]) browsers.push((await signedIn('ann@example.com', timed)).cookieHeader());
        clock += minutes * 60_000;
        const fast = await timed.inject({ method: 'GET', url, headers: { cookie: browsers[0] } });
        const full = await timed.inject({
          method: 'GET',
          url,
          headers: { cookie: browsers[1], 'trpc-accept': 'application/json' },
        });
        expectSameAnswer(fast, full);
        const cookies = [fast.headers['set-cookie'] ?? []].flat();
        if (minutes < 30) {
          // Renewed at this call's time (the session cookie's last use), not dropped.
          expect(fast.statusCode).toBe(200);
          expect(cookies.some((cookie) => cookie.includes(`.${clock}.`))).toBe(true);
        } else {
          expect(fast.statusCode).toBe(url.includes('auth.session') ? 207 : 401);
          if (url.includes('auth.session')) expect(fast.body).toContain('"ended":"idle"');
          // Every session cookie cleared.
          expect(
            cookies.filter((cookie) => cookie.includes('Expires=Thu, 01 Jan 1970')).length,
          ).toBeGreaterThan(2);
        }
      } finally {
        await timed.close();
      }
    });
  });

  it.each(['auth.session', 'clients.list'])('%s is a query (a POST of it is a 405)', async (path) => {
    const res = await app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(405);
  });
});

describe('the methods tRPC takes', () => {
  it.each([
    ['a GET of a mutation', 'GET', '/trpc/auth.logout', 'POST'],
    ['a POST of a query', 'POST', '/trpc/auth.session', 'GET, HEAD'],
  ] as const)('%s is a 405 naming the methods to use', async (_name, method, url, allow) => {
    const res = await app.inject({
      method,
      url,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, payload: '{}' } : {}),
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    ['a HEAD of the route with no procedure', 'HEAD', '/trpc/', {}],
    ['a HEAD of a query', 'HEAD', '/trpc/auth.session', {}],
  ] as const)('answers %s without a 500', async (_name, method, url, headers: Record<string, string>) => {
    const res = await app.inject({ method, url, headers });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers every query and error no-store', async () => {
    for (const url of [
      `/trpc/auth.session?batch=1&input=${input({})}`,
      `/trpc/clients.list?batch=1&input=${input({})}`,
      `/trpc/webApps.list?batch=1&input=${input({ 0: { cliUuid: '' } })}`,
      '/trpc/no.such.procedure',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

// OWASP ASVS 5.0 3.5.3 and 3.5.8: the browser's Sec-Fetch-Site says who started the request.
describe('a request another site started (Sec-Fetch-Site)', () => {
  const signedOut = async () => {
    const client = new TrpcTestClient(injectTransport(app));
    await client.get('/healthz');
    return client;
  };

  it.each(['cross-site', 'same-site'])(
    'refuses a %s query and mutation before any procedure',
    async (site) => {
      const client = await signedOut();
      const query = await client.query('auth.session', undefined, { headers: { 'sec-fetch-site': site } });
      expect(query.status).toBe(403);
      expect(JSON.parse(query.raw)).toEqual(FOREIGN_REQUEST_BODY);
      expect(query.headers['cache-control']).toBe('no-store');
      // A valid CSRF pair does not make it the portal's own page.
      const mutation = await client.mutation('auth.pluginUpdateSeen', undefined, {
        headers: { 'sec-fetch-site': site },
      });
      expect(mutation.status).toBe(403);
      expect(mutation.setCookies).toEqual([]);
    },
  );

  it.each([
    ['the portal itself', { 'sec-fetch-site': 'same-origin' }],
    ['the user (typed address)', { 'sec-fetch-site': 'none' }],
    ['a client that sends no fetch metadata', {}],
  ])('answers %s', async (_name, headers: Record<string, string>) => {
    const client = await signedOut();
    expect((await client.query('auth.session', undefined, { headers })).status).toBe(200);
    expect((await client.mutation('auth.pluginUpdateSeen', undefined, { headers })).status).toBe(200);
  });
});

// OWASP ASVS 5.0 3.4.2: no CORS at all, so no other origin can read an answer.
describe('another origin asking to read the API (CORS)', () => {
  it('gets no Access-Control-Allow-Origin, on a query or a preflight', async () => {
    const origin = 'https://evil.example';
    const query = await app.inject({
      method: 'GET',
      url: `/trpc/auth.session?batch=1&input=${input({})}`,
      headers: { origin },
    });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/trpc/auth.logout',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    for (const res of [query, preflight]) {
      expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });
});

// OWASP ASVS 5.0 4.1.1: the Content-Type says what the body is, with its charset.
describe("tRPC's early errors", () => {
  it('are labelled JSON: an unsupported content type', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body)).toMatchObject({ error: { data: { code: 'UNSUPPORTED_MEDIA_TYPE' } } });
  });
});

/** Writes `text` as it is and reads the whole answer (the server closes: Connection: close). */
const exchange = (port: number, text: string): Promise<string> => rawExchange(port, text);

/** The header names of a raw answer, lower-cased, as Node's server wrote them. */
const headerNames = (answer: string): string[] =>
  (answer.split('\r\n\r\n', 1)[0] ?? '')
    .split('\r\n')
    .slice(1)
    .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());

// RFC 9112 6.3: a message with both is a request-smuggling hazard for whatever sits in between
// (a proxy may frame by one, the client by the other). A security probe found both on every
// streamed answer: tRPC's jsonl stream names itself chunked, and the route sent it whole.
describe('how an answer is framed, on the wire', () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  const streamed = {
    'a GET batch by httpBatchStreamLink': `GET /trpc/auth.session,clients.list?batch=1&input=${input({})} HTTP/1.1\r\n`,
    'a POST batch by httpBatchStreamLink': `POST /trpc/auth.pluginUpdateSeen?batch=1 HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n`,
  };

  it.each(['a b', '[::1'])(
    'a Host the adapter cannot put in a URL (%s) is a 400, not a 500',
    async (host) => {
      const answer = await exchange(
        port,
        `GET /trpc/auth.session?batch=1&input=${input({})} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.split('\r\n', 1)[0]).toBe('HTTP/1.1 400 Bad Request');
    },
  );

  it.each(Object.entries(streamed))('%s: chunked, never with a Content-Length', async (_name, head) => {
    const body = head.startsWith('POST') ? '{}' : '';
    const answer = await exchange(
      port,
      `${head}Host: x\r\nTrpc-Accept: application/jsonl\r\nConnection: close\r\n\r\n${body}`,
    );
    const names = headerNames(answer);
    expect(names).toContain('transfer-encoding');
    expect(names).not.toContain('content-length');
    expect(answer).toMatch(/\r\ntransfer-encoding: chunked\r\n/i);
    // Still a stream of JSON lines (the first holds the batch's shape), ended by the last chunk.
    expect(answer).toContain('"0":');
    expect(answer.endsWith('\r\n0\r\n\r\n')).toBe(true);
  });

  it.each([
    ['a plain GET', `GET /trpc/auth.session?batch=1&input=${input({})}`, {}],
    ['an early error', 'GET /trpc/auth.session,auth.session?batch=1', { 'Content-Type': 'text/plain' }],
  ])('%s: framed one way only', async (_name, line, extra: Record<string, string>) => {
    const headers = Object.entries(extra)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const answer = await exchange(port, `${line} HTTP/1.1\r\nHost: x\r\n${headers}Connection: close\r\n\r\n`);
    const names = headerNames(answer);
    expect(names.includes('content-length') && names.includes('transfer-encoding')).toBe(false);
    expect(names.includes('content-length') || names.includes('transfer-encoding')).toBe(true);
  });
});
