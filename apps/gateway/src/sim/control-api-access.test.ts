import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function gateway(env: Parameters<typeof buildTestApp>[0] = {}): Promise<FastifyInstance> {
  const app = await buildTestApp(env);
  apps.push(app);
  return app;
}

describe('the simulator control API behind the gateway', () => {
  it('answers only this machine by default, while the portal itself answers everyone', async () => {
    const app = await gateway();
    const remote = await app.inject({ url: '/__sim/worlds/current', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ error: 'CONTROL_API_LOCAL_ONLY' });
    expect((await app.inject({ url: '/healthz', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/__sim/worlds/current', remoteAddress: '127.0.0.1' })).statusCode).toBe(
      200,
    );
  });

  it("a client behind a trusted proxy is judged by its own address, not the proxy's", async () => {
    const app = await gateway({ TRUST_PROXY: ['127.0.0.1'] });
    const proxied = await app.inject({
      url: '/__sim/scenarios',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
  });

  it('SIM_CONTROL_TOKEN opens it to testers who present the token, and only to them', async () => {
    const app = await gateway({ SIM_CONTROL_TOKEN: 'a-long-operator-token' });
    expect((await app.inject({ url: '/__sim/scenarios', remoteAddress: '127.0.0.1' })).statusCode).toBe(401);
    const withToken = await app.inject({
      url: '/__sim/scenarios',
      remoteAddress: '203.0.113.9',
      headers: { 'x-sim-control-token': 'a-long-operator-token' },
    });
    expect(withToken.statusCode).toBe(200);
  });
});

describe('new worlds per address', () => {
  it('a remote address that starts too many worlds is told to wait; this machine is not counted', async () => {
    const app = await gateway();
    const open = (remoteAddress: string) =>
      app.inject({ url: '/?scenario=default&fresh=1', remoteAddress, headers: { accept: 'text/html' } });
    const remote = await Promise.all(Array.from({ length: 31 }, () => open('203.0.113.9')));
    expect(remote.filter((res) => res.statusCode === 303)).toHaveLength(30);
    const refused = remote.find((res) => res.statusCode === 429);
    expect(refused?.json()).toMatchObject({ error: 'TOO_MANY_NEW_WORLDS' });
    // Another address, and this machine, still start worlds.
    expect((await open('203.0.113.10')).statusCode).toBe(303);
    const local = await Promise.all(Array.from({ length: 40 }, () => open('127.0.0.1')));
    expect(local.every((res) => res.statusCode === 303)).toBe(true);
  });
});
