import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../logger';
import { buildTestApp } from '../test-support/build-test-app';
import { rawExchange } from '../test-support/raw-exchange';
import { METHOD_NOT_ALLOWED_BODY } from './method-not-allowed';

// A security probe's only unexpected 5xx in 11,000 requests: `TRACE /trpc/<anything>` answered 500
// with an error line and a stack. Every route answers a method it does not take with a 405 naming
// the ones it does, and logs it below warn.

const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><body><div id="root">portal</div></body>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');

/** Every line both gateways log, at info (the production default is warn: stricter still). */
const lines: Array<{ level: number; msg?: string }> = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(JSON.parse(String(chunk)) as { level: number });
    done();
  },
});
const logger = loggerOptions('info', stream);
const WARN = 40;

let proxy: FastifyInstance;
let simulator: FastifyInstance;
beforeAll(async () => {
  proxy = await buildTestApp(
    { UPSTREAM_URL: 'http://127.0.0.1:1', WEB_DIST: dist, OPS_TOKEN: 'ops-token-for-tests-0123456789' },
    { logger },
  );
  // The real simulator, mounted under /__sim as in simulator mode.
  simulator = await buildTestApp({ WEB_DIST: dist }, { logger });
});
afterAll(async () => {
  await proxy.close();
  await simulator.close();
});

/** Methods no route of the gateway takes, as light-my-request can send them. */
const ODD_METHODS: HTTPMethods[] = [
  'TRACE',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'CONNECT',
  'PROPFIND',
  'MKCOL',
];
const GET_HEAD = 'GET, HEAD';

/** [what, which gateway, path, the Allow header it must carry]. */
const ROUTES: Array<[string, 'proxy' | 'simulator', string, string]> = [
  ['tRPC, a query', 'proxy', '/trpc/auth.session', 'GET, HEAD, POST'],
  ['tRPC, a mutation', 'proxy', '/trpc/auth.logout', 'GET, HEAD, POST'],
  [
    'tRPC, a batch with a query string',
    'proxy',
    '/trpc/auth.session,clients.list?batch=1&input=%7B%7D',
    'GET, HEAD, POST',
  ],
  ['tRPC, an unknown procedure', 'proxy', '/trpc/no.such', 'GET, HEAD, POST'],
  ['tRPC in simulator mode', 'simulator', '/trpc/auth.session', 'GET, HEAD, POST'],
  ['health', 'proxy', '/healthz', GET_HEAD],
  ['the page', 'proxy', '/', GET_HEAD],
  ['index.html', 'proxy', '/index.html', GET_HEAD],
  ['a hashed asset', 'proxy', '/assets/index-abc123.js', GET_HEAD],
  ['a client-side route', 'proxy', '/home/environments', GET_HEAD],
  ['branding', 'proxy', '/config.json', GET_HEAD],
  ['the operators’ drift report', 'proxy', '/__ops/drift', GET_HEAD],
  ['the simulator’s scenarios', 'simulator', '/__sim/scenarios', GET_HEAD],
  ['the simulator’s world', 'simulator', '/__sim/worlds/w1', 'GET, HEAD, DELETE'],
  // GET and HEAD come from the web app's catch-all (a page, or a JSON 404 on an API path).
  ['the simulator’s upstream login', 'simulator', '/__sim/api/login', 'GET, HEAD, POST'],
];
const gateway = (mode: 'proxy' | 'simulator'): FastifyInstance => (mode === 'proxy' ? proxy : simulator);

describe('a method a route does not take', () => {
  it.each(ROUTES)(
    '%s: 405 with Allow, JSON, the security headers and no CORS',
    async (_what, mode, url, allow) => {
      const app = gateway(mode);
      const before = lines.length;
      for (const method of ODD_METHODS.filter((odd) => !allow.split(', ').includes(odd))) {
        const res = await app.inject({ method, url, headers: { origin: 'https://evil.example' } });
        const where = `${method} ${url}`;
        expect(res.statusCode, where).toBe(405);
        expect(res.headers.allow, where).toBe(allow);
        expect(res.json(), where).toEqual(METHOD_NOT_ALLOWED_BODY);
        expect(res.headers['x-content-type-options'], where).toBe('nosniff');
        expect(res.headers['cache-control'], where).toBe('no-store');
        // OPTIONS included: the gateway answers no CORS preflight (security checklist 3.4.2).
        expect(
          Object.keys(res.headers).filter((name) => name.startsWith('access-control-')),
          where,
        ).toEqual([]);
      }
      expect(lines.slice(before).filter((line) => line.level >= WARN)).toEqual([]);
    },
  );

  it.each(ROUTES)('%s: every method Allow names is taken by the route', async (_what, mode, url, allow) => {
    const app = gateway(mode);
    for (const method of allow.split(', ') as HTTPMethods[]) {
      const res = await app.inject({
        method,
        url,
        ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, payload: '{}' } : {}),
      });
      // tRPC's own 405 (a query by POST) is the procedure's, tested below; never the route's.
      expect(res.body, `${method} ${url}`).not.toBe(JSON.stringify(METHOD_NOT_ALLOWED_BODY));
    }
  });

  it('QUERY with a body (a method Fastify routes, with a body) gets the same 405', async () => {
    const res = await proxy.inject({
      method: 'QUERY',
      url: '/trpc/auth.session',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
  });

  it('leaves a path no method routes a 404', async () => {
    // Proxy mode without a build has no catch-all page route.
    const bare = await buildTestApp({ UPSTREAM_URL: 'http://127.0.0.1:1' });
    try {
      const res = await bare.inject({ method: 'PUT', url: '/no/such/thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers.allow).toBeUndefined();
      // A path that cannot be decoded is refused as such (400), whatever the method.
      for (const method of ['GET', 'PROPFIND', 'TRACE'] as const) {
        const odd = await bare.inject({ method, url: '/%E0%A4%A' });
        expect(odd.statusCode, method).toBe(400);
      }
    } finally {
      await bare.close();
    }
  });
});

// tRPC's own 405s: the route takes GET and POST, but a procedure takes one of them.
describe('a procedure called with the other method', () => {
  it('a mutation by GET names POST; a query by POST names GET and HEAD', async () => {
    const mutation = await proxy.inject({ method: 'GET', url: '/trpc/auth.logout' });
    expect(mutation.statusCode).toBe(405);
    expect(mutation.headers.allow).toBe('POST');
    const query = await proxy.inject({
      method: 'POST',
      url: '/trpc/auth.session',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(query.statusCode).toBe(405);
    expect(query.headers.allow).toBe('GET, HEAD');
    const batch = await proxy.inject({
      method: 'GET',
      url: '/trpc/auth.logout,auth.pluginUpdateSeen?batch=1',
    });
    expect(batch.statusCode).toBe(405);
    expect(batch.headers.allow).toBe('POST');
  });
});

/** Writes `text` as it is and reads the answer to its end (the server closes: Connection: close). */
const exchange = (port: number, text: string): Promise<string> => rawExchange(port, text);

describe('over a real socket', () => {
  let port: number;
  beforeAll(async () => {
    await proxy.listen({ port: 0, host: '127.0.0.1' });
    port = (proxy.server.address() as AddressInfo).port;
  });

  it('TRACE of a procedure is a 405; a method Node does not know is a 400', { timeout: 30_000 }, async () => {
    const before = lines.length;
    const trace = await exchange(
      port,
      'TRACE /trpc/auth.session HTTP/1.1\r\nHost: x\r\nConnection: close\r\nMax-Forwards: 0\r\n\r\n',
    );
    expect(trace).toMatch(/^HTTP\/1\.1 405 /);
    expect(trace).toMatch(/\r\nallow: GET, HEAD, POST\r\n/i);
    // TRACE's echo of the request never happens.
    expect(trace).not.toContain('Max-Forwards');
    const unknown = await exchange(
      port,
      'TRACK /trpc/auth.session HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(unknown).toMatch(/^HTTP\/1\.1 400 /);
    expect(lines.slice(before).filter((line) => line.level >= WARN)).toEqual([]);
  });

  it('CONNECT gets the same 405 (Node would drop it unanswered), then the connection closes', async () => {
    const answer = await exchange(port, 'CONNECT /trpc/auth.session HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nallow: GET, HEAD, POST\r\n/i);
    expect(answer).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer.endsWith(JSON.stringify(METHOD_NOT_ALLOWED_BODY))).toBe(true);
    // The usual form, an authority: no route has it.
    const tunnel = await exchange(
      port,
      'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
    );
    expect(tunnel).toMatch(/^HTTP\/1\.1 404 /);
    const undecodable = await exchange(port, 'CONNECT /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(undecodable).toMatch(/^HTTP\/1\.1 404 /);
  });
});
