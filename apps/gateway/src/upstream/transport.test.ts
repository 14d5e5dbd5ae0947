import { type AddressInfo, createServer } from 'node:net';
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
/** Resolves when the connection of a /declared-huge reply is closed. */
const closedSignal = () => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};
let declaredHugeClosed = closedSignal();

beforeAll(async () => {
  upstream = await startFakeUpstream((fake) => {
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
      reply.raw.on('close', () => declaredHugeClosed.resolve());
      reply.raw.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(50 * 1024 * 1024),
      });
      reply.raw.write('{');
    });
    // A HEAD answered with the 50 MB length a GET's body would have: a reply with no body.
    fake.head('/bodiless', (_req, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-length': String(50 * 1024 * 1024) });
      reply.raw.end();
    });
    // Sends its headers and the body's first byte, then nothing more until released.
    fake.get('/stalls', (_req, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': '2' });
      reply.raw.write('{');
    });
    // Promises 100 bytes, sends 10, then drops the connection.
    fake.get('/cut', (_req, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      reply.raw.write('{"clients"', () => reply.raw.destroy());
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
  const send = createHttpTransport({ timeoutMs: 10_000 });

  it.each(['/huge', '/declared-huge'])('refuses a 50 MB reply (%s) with a typed error', async (path) => {
    declaredHugeClosed = closedSignal();
    const refused = send(exchange({ url: `${upstream.url}${path}` }));
    await expect(refused).rejects.toBeInstanceOf(TransportReplyTooLarge);
    await expect(refused).rejects.toMatchObject({ limitBytes: MAX_REPLY_BYTES });
    // The connection it came on is dropped, and the next call is served as usual.
    if (path === '/declared-huge') await declaredHugeClosed.promise;
    expect((await send(exchange({ url: `${upstream.url}/echo` }))).status).toBe(200);
  });

  it("takes a HEAD's large length for the body it does not have", async () => {
    const reply = await send(exchange({ method: 'HEAD', url: `${upstream.url}/bodiless` }));
    expect(reply).toEqual({ status: 200, text: '' });
  });

  it('sends method, path, query and headers, and keeps the connection for the next call', async () => {
    // A transport of its own: no connection left over from the other tests.
    const send = createHttpTransport({ timeoutMs: 10_000 });
    upstream.connections.clear();
    const first = await send(
      exchange({ url: `${upstream.url}/echo?cli_uuid=a+b`, headers: { authorization: 'Bearer t' } }),
    );
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toEqual({ query: { cli_uuid: 'a b' }, auth: 'Bearer t' });
    // undici hands a connection back one turn of the event loop after its reply ends (a server
    // that said keep-alive may still close it); a call from then on reuses it.
    await new Promise((resolve) => setImmediate(resolve));
    await send(exchange({ url: `${upstream.url}/echo` }));
    expect(upstream.connections.size).toBe(1);
  });

  it('closes its kept-alive connections when closed', async () => {
    const send = createHttpTransport({ timeoutMs: 10_000 });
    upstream.connections.clear();
    expect((await send(exchange({ url: `${upstream.url}/echo` }))).status).toBe(200);
    expect(upstream.connections.size).toBe(1);
    // The fake upstream keeps connections 10 minutes: only the close can end this one this soon.
    await send.close();
    await upstream.connectionsClosed();
  });

  it('rejects a reply cut short instead of passing on what came', async () => {
    const error = await send(exchange({ url: `${upstream.url}/cut` })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(TransportTimeout);
    expect((await send(exchange({ url: `${upstream.url}/echo` }))).status).toBe(200);
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

  it('gives up on a reply whose body stops coming, headers and all received', async () => {
    await expect(send(exchange({ url: `${upstream.url}/stalls`, timeoutMs: 100 }))).rejects.toBeInstanceOf(
      TransportTimeout,
    );
  });

  it('gives up with TransportTimeout on an upstream that never completes the connection', async () => {
    // Accepts TCP and says nothing: a TLS handshake there never ends.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      await expect(
        send(exchange({ url: `https://127.0.0.1:${port}/clients`, timeoutMs: 200 })),
      ).rejects.toBeInstanceOf(TransportTimeout);
      // The connection attempt's own time-out (undici's, bounded by UPSTREAM_TIMEOUT_MS) ends
      // first here, and is the same time-out to the caller, not an unreachable upstream.
      const shortConnect = createHttpTransport({ timeoutMs: 200 });
      await expect(
        shortConnect(exchange({ url: `https://127.0.0.1:${port}/clients`, timeoutMs: 10_000 })),
      ).rejects.toBeInstanceOf(TransportTimeout);
    } finally {
      silent.close();
    }
  });

  it('rejects with another error when nobody listens', async () => {
    const error = await send(exchange({ url: 'http://127.0.0.1:1/echo' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(TransportTimeout);
  });
});

describe('addressCache', () => {
  it('splits each address into origin and path once', () => {
    const target = addressCache();
    const first = target('http://127.0.0.1:4010/v1/clients?cli_uuid=a%20b');
    expect(first).toEqual({ origin: 'http://127.0.0.1:4010', path: '/v1/clients?cli_uuid=a%20b' });
    expect(target('http://127.0.0.1:4010/v1/clients?cli_uuid=a%20b')).toBe(first);
    expect(target('http://127.0.0.1:4010/clients')).toEqual({
      origin: 'http://127.0.0.1:4010',
      path: '/clients',
    });
  });

  it('keeps an IPv6 host and a default port, and stays right past its size', () => {
    const target = addressCache();
    for (let i = 0; i < 300; i++) target(`http://[::1]:8080/c?i=${i}`);
    expect(target('http://[::1]:8080/c?i=299')).toEqual({ origin: 'http://[::1]:8080', path: '/c?i=299' });
    expect(target('https://up.example:443/x')).toEqual({ origin: 'https://up.example', path: '/x' });
  });
});
