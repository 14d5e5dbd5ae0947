import type { Outcome, SessionInfo } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { type RedisServer, startRedisServer } from '../test-support/redis-server';
import { injectTransport, TrpcTestClient } from '../test-support/trpc-http';

// Two replicas behind a load balancer share the list of ended sessions through a real Redis:
// a logout on one is a logout on both.

/** Spawning redis-server and gateways on a busy 2-core machine. */
const SETUP_TIMEOUT_MS = 60_000;

let redis: RedisServer;
let upstream: FakeUpstream;
let replicas: FastifyInstance[] = [];
let upstreamCalls = 0;

beforeAll(async () => {
  redis = await startRedisServer();
  upstream = await startFakeUpstream((fake) => {
    fake.addHook('onRequest', async () => {
      upstreamCalls++;
    });
    fake.post('/login', async () => ({ access_token: 'shared-token', mfa_required: false }));
    fake.post('/logout', async () => ({}));
    fake.get('/clients', async () => ({ clients: [] }));
  });
  replicas = await Promise.all(
    [0, 1].map(() => buildTestApp({ UPSTREAM_URL: upstream.url, REDIS_URL: redis.url })),
  );
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  for (const app of replicas) await app.close();
  await upstream?.close();
  await redis?.stop();
}, SETUP_TIMEOUT_MS);

describe('a logout on one replica', () => {
  it('signs the same cookies out on the other, with no upstream call', async () => {
    const [first, second] = replicas as [FastifyInstance, FastifyInstance];
    const browser = new TrpcTestClient(injectTransport(first));
    await browser.get('/healthz');
    await browser.mutation<Outcome>('auth.login', { email: 'ann@example.com', password: 'Ann@Pass1' });
    const copy = new Map(browser.cookies);
    const elsewhere = new TrpcTestClient(injectTransport(second));
    for (const [name, value] of copy) elsewhere.cookies.set(name, value);
    expect((await elsewhere.query<SessionInfo>('auth.session')).data?.authenticated).toBe(true);

    await browser.mutation<Outcome>('auth.logout');
    upstreamCalls = 0;
    for (const [name, value] of copy) elsewhere.cookies.set(name, value);
    expect((await elsewhere.query<SessionInfo>('auth.session')).data?.authenticated).toBe(false);
    for (const [name, value] of copy) elsewhere.cookies.set(name, value);
    expect((await elsewhere.query('clients.list')).status).toBe(401);
    expect(upstreamCalls).toBe(0);
  }, 30_000);
});
