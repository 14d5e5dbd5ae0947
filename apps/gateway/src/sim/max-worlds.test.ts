import { COOKIES } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { injectTransport, TrpcTestClient } from '../test-support/trpc-http';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** Three testers' browsers, each opening the default scenario: three worlds asked for. */
async function threeWorlds(gateway: FastifyInstance): Promise<string[]> {
  const worlds: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const client = new TrpcTestClient(injectTransport(gateway));
    await client.get('/?scenario=default', { accept: 'text/html' });
    const world = client.cookies.get(COOKIES.simWorld);
    if (world === undefined) throw new Error('no world cookie');
    worlds.push(world);
  }
  return worlds;
}

const alive = async (gateway: FastifyInstance, world: string) =>
  (await gateway.inject({ method: 'GET', url: `/__sim/worlds/${world}/journal` })).statusCode === 200;

describe('SIM_MAX_WORLDS', () => {
  it('keeps that many worlds: past it, the least recently used goes', async () => {
    app = await buildTestApp({ SIM_MAX_WORLDS: 2 });
    const [first, second, third] = await threeWorlds(app);
    expect(await alive(app, first ?? '')).toBe(false);
    expect(await alive(app, second ?? '')).toBe(true);
    expect(await alive(app, third ?? '')).toBe(true);
  });

  it('keeps 1,000 by default', async () => {
    app = await buildTestApp({});
    for (const world of await threeWorlds(app)) expect(await alive(app, world)).toBe(true);
  });
});
