import { COOKIES, type Outcome, type PortalErrorData } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-support/build-test-app';
import { type FakeUpstream, startFakeUpstream } from './test-support/fake-upstream';
import { injectTransport, TrpcTestClient } from './test-support/trpc-http';

type Behaviour = 'hang' | 'fail-500' | 'break-contract' | 'ok';
let behaviour: Behaviour = 'ok';
const seen: { authorization?: string; world?: string }[] = [];

let upstream: FakeUpstream;
let gateway: FastifyInstance;
/** A short upstream time-out, used only for the call that hangs: sign-in never races it. */
let impatient: FastifyInstance;
let unreachable: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream((app) => {
    app.post('/login', async () => ({ access_token: 'fake-upstream-token', mfa_required: false }));
    app.get('/clients', async (req, reply) => {
      seen.push({ authorization: req.headers.authorization, world: req.headers['x-sim-world'] as string });
      switch (behaviour) {
        case 'hang':
          return new Promise(() => {});
        case 'fail-500':
          return reply.code(500).send({ error: 'UNEXPECTED_ERROR' });
        case 'break-contract':
          return { clients: [{ client_uuid: 42 }] };
        case 'ok':
          return { clients: [] };
      }
    });
    app.get('/client_selected', async (_req, reply) => reply.code(500).send({ error: 'UNEXPECTED_ERROR' }));
  });
  gateway = await buildTestApp({ UPSTREAM_URL: upstream.url });
  impatient = await buildTestApp({ UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: 200 });
  unreachable = await buildTestApp({ UPSTREAM_URL: 'http://127.0.0.1:1' });
});
afterAll(async () => {
  await gateway.close();
  await impatient.close();
  await unreachable.close();
  await upstream.close();
});

async function signedIn(app: FastifyInstance): Promise<TrpcTestClient> {
  const client = new TrpcTestClient(injectTransport(app));
  await client.get('/healthz');
  const login = await client.mutation<Outcome>('auth.login', { email: 'a@example.com', password: 'pw' });
  expect(login.data?.next).toEqual({ kind: 'navigate', to: '/home/environments' });
  return client;
}

async function expectHealthy(app: FastifyInstance) {
  const health = await app.inject('/healthz');
  expect(health.statusCode).toBe(200);
  expect(health.json()).toEqual({ status: 'ok', mode: 'proxy' });
}

const portal = (reply: { error?: { data: { portal?: unknown } } }) =>
  reply.error?.data.portal as PortalErrorData;

describe('upstream faults in proxy mode', () => {
  it('closes its kept-alive connections to the upstream when it closes', async () => {
    const closing = await buildTestApp({ UPSTREAM_URL: upstream.url });
    upstream.connections.clear();
    await signedIn(closing);
    expect(upstream.connections.size).toBeGreaterThan(0);
    // The fake upstream keeps connections 10 minutes: only the gateway's close ends them this soon.
    await closing.close();
    await upstream.connectionsClosed();
  });

  it('proxies with the bearer token and never forwards a simulator world', async () => {
    behaviour = 'ok';
    const client = await signedIn(gateway);
    client.cookies.set(COOKIES.simWorld, 'some-world');
    const res = await client.query('clients.list');
    expect(res.status).toBe(200);
    expect(seen.at(-1)).toEqual({ authorization: 'Bearer fake-upstream-token', world: undefined });
  });

  it('an upstream that never answers gives kind timeout (504), and the gateway stays up', async () => {
    const session = await signedIn(gateway);
    // The same browser (its cookies) on a gateway with a 200 ms upstream time-out.
    const client = new TrpcTestClient(injectTransport(impatient));
    for (const [name, value] of session.cookies) client.cookies.set(name, value);
    behaviour = 'hang';
    // The hanging upstream never answers, so only the gateway's time-out can settle this call.
    const res = await client.query('clients.list');
    expect(res.status).toBe(504);
    expect(portal(res)).toEqual({
      kind: 'timeout',
      outcome: { next: { kind: 'stay' }, message: { severity: 'error', key: 'upstream.timeout' } },
    });
    await expectHealthy(impatient);
  });

  it('an upstream 500 gives kind http with its status and code (502), and the gateway stays up', async () => {
    behaviour = 'fail-500';
    const client = await signedIn(gateway);
    const res = await client.query('clients.list');
    expect(res.status).toBe(502);
    expect(portal(res)).toMatchObject({
      kind: 'http',
      status: 500,
      code: 'UNEXPECTED_ERROR',
      outcome: { message: { key: 'errors.UNEXPECTED_ERROR' } },
    });
    await expectHealthy(gateway);
  });

  it('a 200 that breaks the contract gives kind bad-reply (502), and the gateway stays up', async () => {
    behaviour = 'break-contract';
    const client = await signedIn(gateway);
    const res = await client.query('clients.list');
    expect(res.status).toBe(502);
    expect(portal(res)).toMatchObject({
      kind: 'bad-reply',
      outcome: { message: { key: 'upstream.badReply' } },
    });
    await expectHealthy(gateway);
  });

  it('an upstream http error inside the launch chain becomes an Outcome, not a failure', async () => {
    const client = await signedIn(gateway);
    const res = await client.mutation<Outcome>('launch.start', {
      cliUuid: 'x',
      clientCount: 1,
      isChrome: true,
      isLinux: false,
      hasPlugin: null,
      customParams: null,
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      next: { kind: 'logout' },
      message: { severity: 'error', key: 'errors.UNEXPECTED_ERROR' },
    });
  });

  it('an upstream nobody listens on gives kind unreachable, also on login', async () => {
    const client = new TrpcTestClient(injectTransport(unreachable));
    await client.get('/healthz');
    const login = await client.mutation('auth.login', { email: 'a@example.com', password: 'pw' });
    expect(login.status).toBe(502);
    expect(portal(login)).toMatchObject({
      kind: 'unreachable',
      outcome: { message: { key: 'upstream.unreachable' } },
    });
    await expectHealthy(unreachable);
  });
});
