import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COOKIES, HEADERS, type Outcome } from '@portal/contracts/portal';
import { createSimulator } from '@portal/simulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PATHS } from '../config/env';
import { buildTestApp } from '../test-support/build-test-app';
import { injectTransport, TrpcTestClient } from '../test-support/trpc-http';
import { withoutFresh } from './sim-world-hook';

const DEMO = { email: 'demo@example.com', password: 'Demo@Portal2026' };
const HTML = { accept: 'text/html' };

// Two worlds at most, so a third evicts the least recently used: the "released world" case.
let app: FastifyInstance;
beforeAll(async () => {
  const simulator = await createSimulator({ scenariosDir: DEFAULT_PATHS.scenariosDir, maxWorlds: 2 });
  app = await buildTestApp({}, { simulator });
});
afterAll(() => app.close());

async function browser(headers: Record<string, string> = {}): Promise<TrpcTestClient> {
  const client = new TrpcTestClient(injectTransport(app), headers);
  await client.get('/healthz');
  return client;
}

async function signIn(client: TrpcTestClient): Promise<void> {
  const login = await client.mutation<Outcome>('auth.login', DEMO);
  expect(login.data?.next).toEqual({ kind: 'navigate', to: '/home/environments' });
}

describe('world selection in the gateway', () => {
  it('reloading the same ?scenario= keeps the world and the session; &fresh=1 starts over', async () => {
    const client = await browser();
    await client.get('/?scenario=default', HTML);
    const first = client.cookies.get(COOKIES.simWorld);
    expect(client.cookies.get(COOKIES.simScenario)).toBe('default');
    await signIn(client);

    const reload = await client.get('/?scenario=default', HTML);
    expect(reload.setCookies.some((line) => line.startsWith(`${COOKIES.simWorld}=`))).toBe(false);
    expect(client.cookies.get(COOKIES.simWorld)).toBe(first);
    expect((await client.query('clients.list')).status).toBe(200);

    const fresh = await client.get('/?scenario=default&fresh=1&lng=es', HTML);
    // The page comes back without `fresh`, so a reload keeps the new world.
    expect(fresh.status).toBe(303);
    expect(fresh.headers.location).toBe('/?scenario=default&lng=es');
    const second = client.cookies.get(COOKIES.simWorld);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    // A token belongs to the world that issued it: the fresh world starts signed out.
    expect(client.hasSession()).toBe(false);
  });

  it('another scenario starts another world', async () => {
    const client = await browser();
    await client.get('/?scenario=default', HTML);
    const first = client.cookies.get(COOKIES.simWorld);
    await client.get('/?scenario=no-license', HTML);
    expect(client.cookies.get(COOKIES.simWorld)).not.toBe(first);
    expect(client.cookies.get(COOKIES.simScenario)).toBe('no-license');
  });

  it('a released world is seeded again from the scenario the browser picked, not the shared one', async () => {
    const client = await browser();
    await client.get('/?scenario=no-license', HTML);
    const released = client.cookies.get(COOKIES.simWorld);
    // Two more worlds push this one out of the two-world registry.
    await (await browser()).get('/?scenario=default', HTML);
    await (await browser()).get('/?scenario=default', HTML);

    const res = await client.get('/home/environments', HTML);
    const again = client.cookies.get(COOKIES.simWorld);
    expect(again).toBeTruthy();
    expect(again).not.toBe(released);
    expect(res.headers[HEADERS.simWorld]).toBe(again);
    // Never a silent swap: the reply names the world that went.
    expect(res.headers[HEADERS.simWorldReleased]).toBe(released);
    // The new world is a no-license world: its account signs in, the shared world's would not.
    const login = await client.mutation<Outcome>('auth.login', {
      email: 'full@example.com',
      password: 'Full@Portal2026',
    });
    expect(login.data?.next).toEqual({ kind: 'navigate', to: '/home/environments' });
  });

  it('an unknown scenario from an API client is a 404 that names the known scenarios', async () => {
    const client = await browser();
    const res = await client.request({
      method: 'GET',
      url: '/trpc/clients.list',
      headers: { [HEADERS.simScenario]: 'no-such-thing' },
    });
    expect(res.status).toBe(404);
    const body = JSON.parse(res.body) as { error: string; message: string };
    expect(body.error).toBe('SCENARIO_NOT_FOUND');
    expect(body.message).toContain('unknown scenario "no-such-thing"');
    expect(body.message).toContain('no-license');
  });

  it('an x-sim-world that no longer exists is a 404, never the shared world', async () => {
    const client = await browser();
    const res = await client.request({
      method: 'GET',
      url: '/trpc/auth.session',
      headers: { [HEADERS.simWorld]: 'gone-world' },
    });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'WORLD_NOT_FOUND' });
  });

  it('a page whose world is gone with no scenario to seed again starts over, cookies cleared', async () => {
    const client = await browser();
    client.cookies.set(COOKIES.simWorld, 'released-long-ago');
    const page = await client.get('/home/environments', HTML);
    expect(page.status).not.toBe(404);
    expect(page.headers['x-sim-scenario-error']).toBe('world released');
    expect(page.headers[HEADERS.simWorldReleased]).toBe('released-long-ago');
    expect(client.cookies.has(COOKIES.simWorld)).toBe(false);
    // An API call naming that world is told so, not moved to the shared world.
    const apiClient = await browser();
    apiClient.cookies.set(COOKIES.simWorld, 'released-long-ago');
    const api = await apiClient.request({ method: 'GET', url: '/trpc/auth.session' });
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toMatchObject({ error: 'WORLD_NOT_FOUND' });
    expect(api.headers[HEADERS.simWorldReleased]).toBe('released-long-ago');
  });

  it('an unknown ?scenario= on a page keeps the browser in its world and says why', async () => {
    const client = await browser();
    await client.get('/?scenario=no-license', HTML);
    const world = client.cookies.get(COOKIES.simWorld);
    const res = await client.get('/?scenario=nope', HTML);
    expect(res.headers['x-sim-scenario-error']).toBe('unknown scenario: nope');
    expect(client.cookies.get(COOKIES.simWorld)).toBe(world);
  });
});

describe('withoutFresh', () => {
  it('drops fresh and keeps the rest of the address', () => {
    expect(withoutFresh('/home/environments?scenario=default&fresh=1&lng=es')).toBe(
      '/home/environments?scenario=default&lng=es',
    );
  });

  // Paths that normalise to `//host` would send the browser to another site.
  it.each([
    '/.//evil.example/?scenario=default&fresh=1',
    '/%2e//evil.example?scenario=default&fresh=1',
    '/a/..//evil.example?scenario=default&fresh=1',
    '/\\evil.example?scenario=default&fresh=1',
  ])('%s stays on this origin', (url) => {
    const location = withoutFresh(url);
    expect(location).toMatch(/^\/[^/\\]/);
    expect(new URL(location, 'https://portal.example').origin).toBe('https://portal.example');
  });
});

describe('a scenario whose file did not load, in the gateway', () => {
  let broken: FastifyInstance;
  beforeAll(async () => {
    const scenariosDir = mkdtempSync(join(tmpdir(), 'gateway-broken-scenario-'));
    cpSync(DEFAULT_PATHS.scenariosDir, scenariosDir, { recursive: true });
    writeFileSync(join(scenariosDir, 'qa-broken.yaml'), 'title: [unclosed\n');
    const simulator = await createSimulator({ scenariosDir, scenarioFiles: 'lenient' });
    broken = await buildTestApp({}, { simulator });
  });
  afterAll(() => broken?.close());

  it('a page link keeps the current world and says the file did not load, not that it is unknown', async () => {
    const client = new TrpcTestClient(injectTransport(broken));
    const res = await client.get('/home?scenario=qa-broken', HTML);
    expect(res.headers['x-sim-scenario-error']).toBe('scenario did not load: qa-broken');
    expect(client.cookies.has(COOKIES.simWorld)).toBe(false);
  });

  it('an API client naming it gets SCENARIO_NOT_LOADED with the file and line', async () => {
    const client = new TrpcTestClient(injectTransport(broken), { [HEADERS.simScenario]: 'qa-broken' });
    const res = await client.get('/trpc/clients.list');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({
      error: 'SCENARIO_NOT_LOADED',
      problem: { file: 'qa-broken.yaml' },
    });
  });
});
