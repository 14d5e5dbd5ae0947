import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_REQUEST_BODY } from '../http/fetch-metadata';
import { buildTestApp } from '../test-support/build-test-app';
import { rawExchange } from '../test-support/raw-exchange';
import { injectTransport, TrpcTestClient } from '../test-support/trpc-http';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({});
});
afterAll(() => app.close());

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

// `trpc-accept: application/json` changes nothing in tRPC's answer but sends the request to
// resolveResponse instead of the lean GET path: the two replies must be the same on the wire.
describe('a GET of queries through the whole app', () => {
  it.each([
    ['a public query', `/trpc/auth.session?batch=1&input=${input({})}`],
    ['a query without a session', `/trpc/clients.list?batch=1&input=${input({})}`],
    ['a zod input error', `/trpc/webApps.list?batch=1&input=${input({ 0: { cliUuid: '' } })}`],
    ['a batch of two', `/trpc/auth.session,clients.list?batch=1&input=${input({})}`],
  ])('answers %s as resolveResponse does', async (_name, url) => {
    const lean = await app.inject({ method: 'GET', url });
    const full = await app.inject({ method: 'GET', url, headers: { 'trpc-accept': 'application/json' } });
    expect(lean.statusCode).toBe(full.statusCode);
    expect(lean.body).toBe(full.body);
    for (const name of ['content-type', 'content-length', 'vary', 'cache-control']) {
      expect(lean.headers[name], name).toBe(full.headers[name]);
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
    ['the lean GET', `GET /trpc/auth.session?batch=1&input=${input({})}`, {}],
    [
      'a GET through resolveResponse',
      `GET /trpc/auth.session?batch=1&input=${input({})}`,
      { 'Trpc-Accept': 'application/json' },
    ],
    ['an early error', 'GET /trpc/auth.session,auth.session?batch=1', { 'Content-Type': 'text/plain' }],
  ])('%s: sent whole with its length, never chunked', async (_name, line, extra: Record<string, string>) => {
    const headers = Object.entries(extra)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const answer = await exchange(port, `${line} HTTP/1.1\r\nHost: x\r\n${headers}Connection: close\r\n\r\n`);
    const names = headerNames(answer);
    expect(names).toContain('content-length');
    expect(names).not.toContain('transfer-encoding');
  });
});
