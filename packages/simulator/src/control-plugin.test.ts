import { HEADERS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSimulatorServer, createSimulator } from './simulator';
import { SMALL_SCENARIO_YAML, scenarioDir } from './test-support';

let app: FastifyInstance;
let dir: { dir: string; cleanup: () => Promise<void> };

beforeAll(async () => {
  dir = await scenarioDir({ 'default.yaml': SMALL_SCENARIO_YAML, 'small.yaml': SMALL_SCENARIO_YAML });
  app = await buildSimulatorServer({ scenariosDir: dir.dir, maxWorlds: 3 });
});
afterAll(async () => {
  await app.close();
  await dir.cleanup();
});

const createWorld = async (scenario: string) =>
  app.inject({ method: 'POST', url: '/__sim/worlds', payload: { scenario } });

describe('control API', () => {
  it('lists the scenario catalogue', async () => {
    const res = await app.inject({ url: '/__sim/scenarios' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ name: 'default', title: 'Small', codes: ['INVALID_USER'] }),
      expect.objectContaining({
        name: 'small',
        accounts: expect.arrayContaining([{ email: 'ann@example.com', password: 'Ann@Pass1' }]),
      }),
    ]);
  });

  it('creates a world (201) and refuses unknown scenarios (404) and bad bodies (400)', async () => {
    const ok = await createWorld('small');
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ id: expect.any(String), scenario: 'small' });
    expect((await createWorld('nope')).statusCode).toBe(404);
    const bad = await app.inject({ method: 'POST', url: '/__sim/worlds', payload: { scenario: 7 } });
    expect(bad.statusCode).toBe(400);
    const malformed = await app.inject({
      method: 'POST',
      url: '/__sim/worlds',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'PAYLOAD_NOT_RIGHT' });
  });

  it('shows a world without passwords, advances its clock and resets it', async () => {
    const { id } = (await createWorld('small')).json<{ id: string }>();
    const login = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { [HEADERS.simWorld]: id },
      payload: { email: 'ann@example.com', password: 'Ann@Pass1' },
    });
    const token = login.json<{ access_token: string }>().access_token;
    const view = await app.inject({ url: `/__sim/worlds/${id}` });
    expect(view.statusCode).toBe(200);
    expect(view.body).not.toContain('Ann@Pass1');
    expect(view.body).not.toContain(token);
    expect(view.json()).toMatchObject({ id, scenario: 'small', sessions: [{ email: 'ann@example.com' }] });

    const before = view.json<{ now: string }>().now;
    const clock = await app.inject({
      method: 'POST',
      url: `/__sim/worlds/${id}/clock`,
      payload: { advanceMs: 3_600_000 },
    });
    expect(clock.statusCode).toBe(200);
    expect(clock.json<{ nowMs: number }>().nowMs - Date.parse(before)).toBeGreaterThanOrEqual(3_600_000);
    const negative = await app.inject({
      method: 'POST',
      url: `/__sim/worlds/${id}/clock`,
      payload: { advanceMs: -5 },
    });
    expect(negative.statusCode).toBe(400);

    const reset = await app.inject({ method: 'POST', url: `/__sim/worlds/${id}/reset` });
    expect(reset.statusCode).toBe(200);
    const after = (await app.inject({ url: `/__sim/worlds/${id}` })).json<{
      sessions: unknown[];
      clockOffsetMs: number;
    }>();
    expect(after.sessions).toEqual([]);
    expect(after.clockOffsetMs).toBe(0);
  });

  it('validates added faults', async () => {
    const { id } = (await createWorld('small')).json<{ id: string }>();
    const bad = await app.inject({
      method: 'POST',
      url: `/__sim/worlds/${id}/faults`,
      payload: { route: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('unknown route');
  });

  it('answers 404 for unknown worlds', async () => {
    for (const [method, url] of [
      ['GET', '/__sim/worlds/nope'],
      ['POST', '/__sim/worlds/nope/clock'],
      ['POST', '/__sim/worlds/nope/reset'],
      ['POST', '/__sim/worlds/nope/faults'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        payload: method === 'POST' ? { advanceMs: 1 } : undefined,
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'WORLD_NOT_FOUND' });
    }
  });

  it('drops the least recently used worlds past the limit, never the default one', async () => {
    const sim = await createSimulator({ scenariosDir: dir.dir, maxWorlds: 2 });
    const { default: Fastify } = await import('fastify');
    const small = Fastify();
    await small.register(sim.controlPlugin, { prefix: '/__sim' });
    try {
      const a = sim.createWorld('small');
      const b = sim.createWorld('small');
      expect((await small.inject({ url: `/__sim/worlds/${a.id}` })).statusCode).toBe(200); // a is now the newest
      sim.createWorld('small');
      expect((await small.inject({ url: `/__sim/worlds/${b.id}` })).statusCode).toBe(404);
      expect((await small.inject({ url: `/__sim/worlds/${a.id}` })).statusCode).toBe(200);
      expect((await small.inject({ url: '/__sim/worlds/default' })).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('createSimulator', () => {
  it('needs the default scenario', async () => {
    const only = await scenarioDir({ 'small.yaml': SMALL_SCENARIO_YAML });
    try {
      await expect(createSimulator({ scenariosDir: only.dir })).rejects.toThrow(/default scenario "default"/);
      await expect(
        createSimulator({ scenariosDir: only.dir, defaultScenario: 'small' }),
      ).resolves.toBeDefined();
    } finally {
      await only.cleanup();
    }
  });
});
