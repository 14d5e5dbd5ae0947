import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';
import { buildTestApp } from './test-support/build-test-app';
import { type FakeUpstream, startFakeUpstream } from './test-support/fake-upstream';
import { injectTransport, TrpcTestClient } from './test-support/trpc-http';

// The default level: per-request lines are debug, an upstream failure is one line with its kind.
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
    done();
  },
});

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream((fake) => {
    fake.post<{ Body: { email: string } }>('/login', async (req, reply) =>
      req.body.email === 'down@example.com'
        ? reply.code(502).send('<html>Bad Gateway</html>')
        : {
            access_token: req.body.email.split('@')[0] === 'ann' ? 'ok' : req.body.email.split('@')[0],
            mfa_required: false,
          },
    );
    fake.get('/clients', async (req, reply) => {
      if (req.headers.authorization === 'Bearer ok') return { clients: [] };
      // Drops the connection without a reply: the gateway cannot reach an answer.
      if (req.headers.authorization === 'Bearer cut') return reply.raw.destroy();
      return reply.code(503).send({ error: 'UNEXPECTED_ERROR' });
    });
  });
  app = await buildTestApp({ UPSTREAM_URL: upstream.url }, { logger: loggerOptions('info', stream) });
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

describe('logs at the default level', () => {
  it('write nothing for requests that succeed', async () => {
    const client = new TrpcTestClient(injectTransport(app));
    await client.get('/healthz');
    await client.mutation('auth.login', { email: 'ann@example.com', password: 'Ann@Pass1' });
    const before = lines.length;
    expect((await client.query('clients.list')).status).toBe(200);
    expect((await client.get('/no-such-page')).status).toBe(404);
    expect(lines.slice(before)).toEqual([]);
  });

  it('write one line per upstream failure, with its kind', async () => {
    const client = new TrpcTestClient(injectTransport(app));
    await client.get('/healthz');
    await client.mutation('auth.login', { email: 'broken@example.com', password: 'Broken@Pass1' });
    const before = lines.length;
    expect((await client.query('clients.list')).status).toBe(502);
    const written = lines.slice(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: 40, kind: 'http', endpoint: 'clients', status: 503 });
    expect(written[0]?.reqId).toBeDefined();
  });

  it('say why an upstream could not be answered, by the code the HTTP client gave', async () => {
    const client = new TrpcTestClient(injectTransport(app));
    await client.get('/healthz');
    await client.mutation('auth.login', { email: 'cut@example.com', password: 'Cut@Pass1' });
    const before = lines.length;
    expect((await client.query('clients.list')).status).toBe(502);
    const written = lines.slice(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: 40, kind: 'unreachable', reason: 'UND_ERR_SOCKET' });
  });

  it('write that line too when the caller turns the failure into a message (a sign-in)', async () => {
    const client = new TrpcTestClient(injectTransport(app));
    await client.get('/healthz');
    const before = lines.length;
    const login = await client.mutation('auth.login', { email: 'down@example.com', password: 'Down@Pass1' });
    expect(login.status).toBe(200);
    const written = lines.slice(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: 40, kind: 'http', endpoint: 'login', status: 502 });
    expect(JSON.stringify(written)).not.toContain('Down@Pass1');
  });
});
