import { HEADERS } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { reproName } from '../scenario/export';
import { buildSimulatorServer } from '../simulator';
import { SMALL_SCENARIO_YAML, scenarioDir } from '../test-support';

let app: FastifyInstance;
let dir: { dir: string; cleanup: () => Promise<void> };
/**
 * The real time the worlds' clocks are offset from. Pinned, because the export names the world's
 * clock to the second and two exports on a loaded machine straddled one. (Faking Date did not pin
 * it: a world's clock holds the real Date.now it was built with.)
 */
let realNow = Date.parse('2026-11-28T12:00:00.250Z');

beforeAll(async () => {
  dir = await scenarioDir({ 'default.yaml': SMALL_SCENARIO_YAML, 'small.yaml': SMALL_SCENARIO_YAML });
  app = await buildSimulatorServer({ scenariosDir: dir.dir, baseNow: () => realNow });
});
afterAll(async () => {
  await app.close();
  await dir.cleanup();
});

const newWorld = async () =>
  (await app.inject({ method: 'POST', url: '/__sim/worlds', payload: { scenario: 'small' } })).json<{
    id: string;
  }>().id;

describe('repro export (control API)', () => {
  it('downloads the world as YAML and registers a content-addressed copy that opens a fresh world', async () => {
    const id = await newWorld();
    const asMe = { [HEADERS.simWorld]: id };
    await app.inject({
      method: 'POST',
      url: `/__sim/worlds/${id}/clock`,
      headers: asMe,
      payload: { advanceMs: 3_600_000 },
    });
    await app.inject({
      method: 'POST',
      url: `/__sim/worlds/${id}/overrides`,
      headers: asMe,
      payload: { route: 'login', error: 'PASSWORD_EXPIRED' },
    });
    const clock = (await app.inject({ url: `/__sim/worlds/current/clock`, headers: asMe })).json<{
      now: string;
    }>();

    const file = await app.inject({ url: '/__sim/worlds/current/export', headers: asMe });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/yaml/);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="repro-small-[0-9a-f]{8}-\d{8}t\d{6}z\.yaml"$/,
    );
    const doc = parse(file.body);
    expect(Date.parse(clock.now) - Date.parse(doc.settings.clockAt)).toBeLessThan(2_000);
    expect(doc.faults).toEqual([{ route: 'login', error: 'PASSWORD_EXPIRED' }]);

    const registerCopy = () =>
      app.inject({ method: 'POST', url: `/__sim/worlds/${id}/export`, headers: asMe, payload: {} });
    const first = await registerCopy();
    expect(first.statusCode).toBe(201);
    const { scenario, link, yaml } = first.json<{ scenario: string; link: string; yaml: string }>();
    expect(scenario).toMatch(/^repro-[0-9a-f]{12}$/);
    expect(link).toBe(`/?scenario=${scenario}&fresh=1`);
    // The picker downloads this text: the very scenario the link opens, not a second export
    // a moment later (two calls straddled a second, and the file's moment came after the copy's).
    expect(reproName(yaml)).toBe(scenario);
    const exportedAt = Date.parse(parse(yaml).settings.clockAt);
    // The file's name carries the same moment as its contents.
    const stamp = new Date(exportedAt)
      .toISOString()
      .replace(/\.\d+Z$/, 'z')
      .replace(/[-:]/g, '')
      .toLowerCase();
    expect(first.json<{ fileName: string }>().fileName).toContain(`-${stamp}.yaml`);
    // Later within the same second (the export names the world's clock to the second): the same
    // scenario.
    realNow += 500;
    const again = await registerCopy();
    expect(again.json()).toMatchObject({ scenario });
    // In the next second the world is another moment, so another scenario.
    realNow += 1_000;
    const later = await registerCopy();
    expect(later.json<{ scenario: string }>().scenario).not.toBe(scenario);

    const copy = await app.inject({ method: 'POST', url: '/__sim/worlds', payload: { scenario } });
    expect(copy.statusCode).toBe(201);
    const copyId = copy.json<{ id: string }>().id;
    const copyClock = (await app.inject({ url: `/__sim/worlds/${copyId}/clock` })).json<{ now: string }>();
    expect(Date.parse(copyClock.now) - Date.parse(clock.now)).toBeLessThan(5_000);
    expect(Date.parse(copyClock.now)).toBeGreaterThanOrEqual(exportedAt);
    const login = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { [HEADERS.simWorld]: copyId },
      payload: { email: 'ann@example.com', password: 'Ann@Pass1' },
    });
    expect(login.json()).toMatchObject({ error: 'PASSWORD_EXPIRED' });
  });

  it('keeps a tester in their own world', async () => {
    const mine = await newWorld();
    const theirs = await newWorld();
    for (const method of ['GET', 'POST'] as const) {
      const res = await app.inject({
        method,
        url: `/__sim/worlds/${theirs}/export`,
        headers: { [HEADERS.simWorld]: mine },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, method).toBe(403);
    }
  });
});
