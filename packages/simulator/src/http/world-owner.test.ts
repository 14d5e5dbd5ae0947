import { HEADERS } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSimulatorServer } from '../simulator';
import { DEFAULT_MAX_WORLDS_PER_OWNER } from '../state/registry';
import { SMALL_SCENARIO_YAML, scenarioDir } from '../test-support';
import { worldOwner } from './world-resolution';

let app: FastifyInstance;
let dir: { dir: string; cleanup: () => Promise<void> };

beforeAll(async () => {
  dir = await scenarioDir({ 'default.yaml': SMALL_SCENARIO_YAML, 'small.yaml': SMALL_SCENARIO_YAML });
  // No per-minute budget: this is about how many worlds an address keeps, not how fast it asks.
  app = await buildSimulatorServer({ scenariosDir: dir.dir, newWorldsPerMinute: 0 });
});
afterAll(async () => {
  await app.close();
  await dir.cleanup();
});

/** A world opened by a browser at `address` (x-sim-scenario), as the api plugin creates it. */
async function openWorld(address: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/login',
    remoteAddress: address,
    headers: { [HEADERS.simScenario]: 'small' },
    payload: { email: 'ann@example.com', password: 'Ann@Pass1' },
  });
  const world = res.headers[HEADERS.simWorld];
  if (typeof world !== 'string') throw new Error(`no world: ${res.statusCode} ${res.body}`);
  return world;
}

const alive = async (world: string) =>
  (await app.inject({ method: 'GET', url: `/__sim/worlds/${world}`, remoteAddress: '127.0.0.1' }))
    .statusCode === 200;

describe('worlds per caller', () => {
  it('one address opening many worlds loses its own oldest, never another tester’s', async () => {
    const tester = await openWorld('203.0.113.7');
    const script = [];
    for (let i = 0; i < DEFAULT_MAX_WORLDS_PER_OWNER + 5; i += 1)
      script.push(await openWorld('198.51.100.1'));
    expect(await alive(tester)).toBe(true);
    const kept = await Promise.all(script.map(alive));
    expect(kept.filter(Boolean)).toHaveLength(DEFAULT_MAX_WORLDS_PER_OWNER);
    expect(kept.slice(0, 5)).toEqual([false, false, false, false, false]);
  });

  it('one IPv6 /64 opening many worlds from many addresses loses its own oldest, never another /64’s', async () => {
    const neighbour = await openWorld('2001:db8:1:3::7');
    const script = [];
    // A fresh privacy address for each world, as a script on one home network can pick.
    for (let i = 0; i < DEFAULT_MAX_WORLDS_PER_OWNER + 5; i += 1)
      script.push(await openWorld(`2001:db8:1:2::${(i + 1).toString(16)}`));
    expect(await alive(neighbour)).toBe(true);
    const kept = await Promise.all(script.map(alive));
    expect(kept.filter(Boolean)).toHaveLength(DEFAULT_MAX_WORLDS_PER_OWNER);
    expect(kept.slice(0, 5)).toEqual([false, false, false, false, false]);
  });

  it('counts no owner for this machine (test suites, a developer), and the address for anyone else', () => {
    const local = { socketAddress: '127.0.0.1', headers: {}, clientAddress: '127.0.0.1' };
    expect(worldOwner(local)).toBeUndefined();
    expect(
      worldOwner({ ...local, headers: { 'x-forwarded-for': '203.0.113.9' }, clientAddress: '203.0.113.9' }),
    ).toBe('203.0.113.9');
    expect(worldOwner({ socketAddress: '198.51.100.1', headers: {}, clientAddress: '198.51.100.1' })).toBe(
      '198.51.100.1',
    );
  });
});
