import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createInjectTransport } from './inject-transport';
import type { Exchange } from './transport';

const app = Fastify({ logger: false });
app.get('/api/echo', async (req) => ({ query: req.query, auth: req.headers.authorization ?? null }));
app.post('/api/echo', async (req, reply) =>
  reply.code(201).send({ body: req.body, type: req.headers['content-type'] }),
);
app.post('/api/empty', async (_req, reply) => reply.code(204).send());
let releaseSlow = () => {};
app.get('/api/slow', async () => {
  await new Promise<void>((resolve) => {
    releaseSlow = resolve;
  });
  return { late: true };
});
afterAll(() => app.close());

const send = createInjectTransport(app);
const exchange = (init: Partial<Exchange> & Pick<Exchange, 'url'>): Exchange => ({
  method: 'GET',
  headers: {},
  body: undefined,
  timeoutMs: 10_000,
  ...init,
});

describe('createInjectTransport', () => {
  it('sends method, path, query and headers through app.inject', async () => {
    const reply = await send(
      exchange({ url: '/api/echo?cli_uuid=acme&x=1', headers: { authorization: 'Bearer abc' } }),
    );
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text)).toEqual({ query: { cli_uuid: 'acme', x: '1' }, auth: 'Bearer abc' });
  });

  it('sends a JSON body and returns the status', async () => {
    const reply = await send(
      exchange({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@b.c' }),
      }),
    );
    expect(reply.status).toBe(201);
    expect(JSON.parse(reply.text)).toEqual({ body: { email: 'a@b.c' }, type: 'application/json' });
  });

  it('accepts absolute URLs and answers bodiless statuses with an empty body', async () => {
    const reply = await send(exchange({ method: 'POST', url: 'http://anything.invalid/api/empty' }));
    expect(reply).toEqual({ status: 204, text: '' });
  });

  it('answers 404 for unknown routes like a server would', async () => {
    expect((await send(exchange({ url: '/api/nope' }))).status).toBe(404);
  });

  it('gives up after the time-out even though inject cannot be cancelled', async () => {
    // No wall-clock budget: the route never answers until released, so only the time-out can settle it.
    try {
      await expect(send(exchange({ url: '/api/slow', timeoutMs: 50 }))).rejects.toMatchObject({
        name: 'TransportTimeout',
      });
    } finally {
      releaseSlow();
    }
  });
});
