import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { createHttpTransport, type Exchange, TransportTimeout } from './transport';

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
