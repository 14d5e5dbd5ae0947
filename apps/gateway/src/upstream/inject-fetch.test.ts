import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createInjectFetch } from './inject-fetch';

const app = Fastify({ logger: false });
app.get('/api/echo', async (req) => ({ query: req.query, auth: req.headers.authorization ?? null }));
app.post('/api/echo', async (req, reply) => {
  reply.header('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
  return reply.code(201).send({ body: req.body, type: req.headers['content-type'] });
});
app.post('/api/empty', async (_req, reply) => reply.code(204).send());
// Answers only when a test lets it: a fetch that settles before that was aborted.
let releaseSlow = () => {};
app.get('/api/slow', async () => {
  await new Promise<void>((resolve) => {
    releaseSlow = resolve;
  });
  return { late: true };
});
afterAll(() => app.close());

const fetchIn = createInjectFetch(app);

describe('createInjectFetch', () => {
  it('sends method, path, query and headers through app.inject', async () => {
    const res = await fetchIn('/api/echo?cli_uuid=acme&x=1', { headers: { authorization: 'Bearer abc' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ query: { cli_uuid: 'acme', x: '1' }, auth: 'Bearer abc' });
  });

  it('sends a JSON body and returns status and every set-cookie header', async () => {
    const res = await fetchIn('/api/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c' }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ body: { email: 'a@b.c' }, type: 'application/json' });
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('accepts absolute URLs and answers bodiless statuses with a null body', async () => {
    const res = await fetchIn('http://anything.invalid/api/empty', { method: 'POST' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it('answers 404 for unknown routes like a server would', async () => {
    const res = await fetchIn('/api/nope');
    expect(res.status).toBe(404);
  });

  it('honours the abort signal even though inject cannot be cancelled', async () => {
    // No wall-clock budget: the route never answers until released, so only the abort can settle it.
    try {
      await expect(fetchIn('/api/slow', { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({
        name: 'TimeoutError',
      });
    } finally {
      releaseSlow();
    }
  });
});
