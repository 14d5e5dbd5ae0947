import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import {
  addressCache,
  createHttpTransport,
  type Exchange,
  MAX_REPLY_BYTES,
  TransportReplyTooLarge,
  TransportTimeout,
} from './transport';

let upstream: FakeUpstream;
let releaseSlow = () => {};
const sockets = new Set<unknown>();

beforeAll(async () => {
  upstream = await startFakeUpstream((fake) => {
    fake.addHook('onRequest', async (req) => {
      sockets.add(req.raw.socket);
    });
    fake.get('/echo', async (req) => ({ query: req.query, auth: req.headers.authorization ?? null }));
    fake.post('/echo', async (req) => ({ body: req.body, length: req.headers['content-length'] }));
    fake.get('/moved', async (_req, reply) => reply.redirect('/echo', 302));
    // 50 MB of JSON-looking text, chunked (no length said up front), until the client hangs up.
    fake.get('/huge', (_req, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < 50 && !res.destroyed) {
          sent += 1;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        if (!res.destroyed) res.end();
      };
      res.on('close', () => {
        sent = 50;
      });
      pump();
    });
    // Says 50 MB up front: refused before a byte of the body is read.
    fake.get('/declared-huge', (_req, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(50 * 1024 * 1024),
      });
      reply.raw.write('{');
    });
    fake.get('/slow', async () => {
      await new Promise<void>((resolve) => {
        releaseSlow = resolve;
      });
      return {};
    });
  });
});

afterAll(async () => {
  releaseSlow();
  await upstream.close();
});

const exchange = (init: Partial<Exchange> & Pick<Exchange, 'url'>): Exchange => ({
  method: 'GET',
  headers: { accept: 'application/json' },
  body: undefined,
  timeoutMs: 10_000,
  ...init,
});

describe('createHttpTransport', () => {
  const send = createHttpTransport();

  it.each(['/huge', '/declared-huge'])('refuses a 50 MB reply (%s) with a typed error', async (path) => {
    const refused = send(exchange({ url: `${upstream.url}${path}` }));
    await expect(refused).rejects.toBeInstanceOf(TransportReplyTooLarge);
    await expect(refused).rejects.toMatchObject({ limitBytes: MAX_REPLY_BYTES });
    // The connection it came on is dropped, and the next call is served as usual.
    expect((await send(exchange({ url: `${upstream.url}/echo` }))).status).toBe(200);
  });

  it('sends method, path, query and headers, and keeps the connection for the next call', async () => {
    sockets.clear();
    const first = await send(
      exchange({ url: `${upstream.url}/echo?cli_uuid=a+b`, headers: { authorization: 'Bearer t' } }),
    );
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toEqual({ query: { cli_uuid: 'a b' }, auth: 'Bearer t' });
    await send(exchange({ url: `${upstream.url}/echo` }));
    expect(sockets.size).toBe(1);
  });

  it('sends a JSON body with its length, multi-byte characters included', async () => {
    const body = JSON.stringify({ name: 'Conceição' });
    const reply = await send(
      exchange({
        method: 'POST',
        url: `${upstream.url}/echo`,
        headers: { 'content-type': 'application/json' },
        body,
      }),
    );
    expect(JSON.parse(reply.text)).toEqual({
      body: { name: 'Conceição' },
      length: String(Buffer.byteLength(body)),
    });
  });

  it('answers a redirect with its own status instead of following it with the bearer', async () => {
    const reply = await send(
      exchange({ url: `${upstream.url}/moved`, headers: { authorization: 'Bearer t' } }),
    );
    expect(reply.status).toBe(302);
  });

  it('gives up after the time-out with TransportTimeout', async () => {
    // No wall-clock budget: the route answers only when released, so only the time-out can settle it.
    await expect(send(exchange({ url: `${upstream.url}/slow`, timeoutMs: 50 }))).rejects.toBeInstanceOf(
      TransportTimeout,
    );
    releaseSlow();
  });

  it('rejects with another error when nobody listens', async () => {
    const error = await send(exchange({ url: 'http://127.0.0.1:1/echo' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(TransportTimeout);
  });
});

describe('addressCache', () => {
  it('parses each address once, as node:http reads it', () => {
    const options = addressCache();
    const first = options('http://127.0.0.1:4010/clients?cli_uuid=a%20b');
    expect(first).toMatchObject({
      protocol: 'http:',
      hostname: '127.0.0.1',
      port: 4010,
      path: '/clients?cli_uuid=a%20b',
    });
    expect(options('http://127.0.0.1:4010/clients?cli_uuid=a%20b')).toBe(first);
    expect(options('http://127.0.0.1:4010/clients')).toMatchObject({ path: '/clients' });
  });

  it('reads an IPv6 host without its brackets, and stays right past its size', () => {
    const options = addressCache();
    for (let i = 0; i < 300; i++) options(`http://[::1]:8080/c?i=${i}`);
    expect(options('http://[::1]:8080/c?i=299')).toMatchObject({ hostname: '::1', path: '/c?i=299' });
    expect(options('https://up.example/x')).toMatchObject({ protocol: 'https:', hostname: 'up.example' });
  });
});
