import type { AddressInfo } from 'node:net';
import { HEADERS } from '@portal/contracts/portal';
import { ENDPOINTS, type EndpointName } from '@portal/contracts/upstream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoadedScenario } from '../scenario/loader';
import { WorldRegistry } from '../state/registry';
import type { World } from '../state/world';
import { smallScenario } from '../test-support';
import { createApiPlugin } from './api-plugin';
import { CONTRACT_BREAK_BODY, MALFORMED_JSON_TEXT } from './deliver';

const ANN = { email: 'ann@example.com', password: 'Ann@Pass1' };
const apps: FastifyInstance[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function simulator(holdMs?: number): Promise<{ app: FastifyInstance; world: World }> {
  const scenario: LoadedScenario = { name: 'small', file: 'small.yaml', scenario: smallScenario() };
  const registry = new WorldRegistry(
    new Map([
      ['default', { ...scenario, name: 'default' }],
      ['small', scenario],
    ]),
    'default',
  );
  const app = Fastify({ logger: false });
  await app.register(
    createApiPlugin(
      registry,
      { hasScenario: (n) => n === 'small' || n === 'default', names: () => ['default', 'small'] },
      holdMs === undefined ? {} : { holdMs },
    ),
  );
  apps.push(app);
  const world = registry.create('small');
  if (!world) throw new Error('small is loaded');
  return { app, world };
}

describe('fault bodies', () => {
  it.each(Object.keys(ENDPOINTS) as EndpointName[])(
    'contract-break breaks the %s response schema',
    (name) => {
      expect(ENDPOINTS[name].response.safeParse(CONTRACT_BREAK_BODY).success).toBe(false);
    },
  );

  it('malformed-json is not JSON', () => {
    expect(() => JSON.parse(MALFORMED_JSON_TEXT)).toThrow();
  });
});

describe('journal through the api plugin', () => {
  it('records method, route, path with cli_uuid only, status, code and override, never secrets', async () => {
    const { app, world } = await simulator();
    const headers = { [HEADERS.simWorld]: world.id };
    world.clock.set(Date.UTC(2030, 5, 1));
    const login = await app.inject({ method: 'POST', url: '/login', headers, payload: ANN });
    const token = ENDPOINTS.login.response.parse(login.json()).access_token;
    await app.inject({ method: 'POST', url: '/login', headers, payload: { ...ANN, password: 'Wrong@1' } });
    const override = world.overrides.add({ route: 'loginAttempt', error: 'NO_LICENSE_CLIENT', times: 1 });
    await app.inject({
      url: '/call_plugin?cli_uuid=one&custom_params=secret-param',
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    await app.inject({ url: '/login_attempt?cli_uuid=two', headers });

    const entries = world.journal.list();
    expect(entries.map(({ durationMs, ...rest }) => rest)).toEqual([
      {
        at: expect.stringMatching(/^2030-06-01T/),
        method: 'POST',
        path: '/login',
        route: 'login',
        status: 200,
        code: null,
        overrideId: null,
      },
      {
        at: expect.any(String),
        method: 'POST',
        path: '/login',
        route: 'login',
        status: 401,
        code: 'INVALID_USER',
        overrideId: null,
      },
      {
        at: expect.any(String),
        method: 'GET',
        path: '/call_plugin?cli_uuid=one',
        route: 'callPlugin',
        status: 200,
        code: null,
        overrideId: null,
      },
      {
        at: expect.any(String),
        method: 'GET',
        path: '/login_attempt?cli_uuid=two',
        route: 'loginAttempt',
        status: 403,
        code: 'NO_LICENSE_CLIENT',
        overrideId: override.id,
      },
    ]);
    for (const entry of entries) expect(entry.durationMs).toBeGreaterThanOrEqual(0);
    const text = JSON.stringify(entries);
    for (const secret of [ANN.password, 'Wrong@1', token, 'secret-param']) expect(text).not.toContain(secret);

    world.reset();
    expect(world.journal.list()).toEqual([]);
  });

  it('records a reset as a call without status', async () => {
    const { app, world } = await simulator();
    world.overrides.add({ route: 'clients', kind: 'reset' });
    await expect(
      app.inject({ url: '/clients', headers: { [HEADERS.simWorld]: world.id } }),
    ).rejects.toThrow();
    expect(world.journal.list()).toMatchObject([{ route: 'clients', status: null, code: null }]);
  });
});

describe('timeout', () => {
  it('cuts the connection once the hold cap passes, and the world never answers', {
    timeout: 20_000,
  }, async () => {
    const { app, world } = await simulator(50);
    world.overrides.add({ route: 'login', kind: 'timeout', times: 1 });
    await expect(
      app.inject({ method: 'POST', url: '/login', headers: { [HEADERS.simWorld]: world.id }, payload: ANN }),
    ).rejects.toThrow();
    expect(world.journal.list()).toMatchObject([{ route: 'login', status: null }]);
    expect(world.journal.list()[0]?.durationMs).toBeGreaterThanOrEqual(45);
    // A sign-in behind the caller's back would make the next screen depend on timing.
    expect(world.state.sessions.size).toBe(0);
  });

  it('gives up holding when the client goes away, and answers nothing', { timeout: 30_000 }, async () => {
    // Whether the server notices the client leave or the hold runs out first (a loaded machine),
    // the outcome is the same: nothing answered and nothing ran.
    const { app, world } = await simulator(5_000);
    // The client leaves once its call has reached the route: a client gone before that (a busy
    // machine) never reaches the route, and nothing would be journaled to wait for.
    const reachedRoute = new Promise<void>((resolve) => {
      app.addHook('preHandler', (_req, _reply, done) => {
        resolve();
        done();
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    world.overrides.add({ route: 'login', kind: 'timeout' });
    const client = new AbortController();
    const call = fetch(`http://127.0.0.1:${port}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HEADERS.simWorld]: world.id },
      body: JSON.stringify(ANN),
      signal: client.signal,
    });
    await reachedRoute;
    client.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await expect
      .poll(() => world.journal.list(), { timeout: 20_000 })
      .toMatchObject([{ route: 'login', status: null }]);
    // Nothing ran: the user has no session from the held call.
    expect(world.state.sessions.size).toBe(0);
  });
});

describe('closing the server', () => {
  // The test's own 30 s time-out is the proof: the hold below is 60 s.
  it('releases a held reply at once instead of waiting for it', { timeout: 30_000 }, async () => {
    const { app, world } = await simulator(60_000);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    world.overrides.add({ route: 'login', kind: 'timeout', times: 1 });
    const call = fetch(`http://127.0.0.1:${port}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HEADERS.simWorld]: world.id },
      body: JSON.stringify(ANN),
    }).then(
      () => 'answered',
      () => 'cut',
    );
    // The override is taken (and, spent, leaves the list) when the request reaches the hold.
    await expect
      .poll(() => world.overrides.list().some((o) => o.source === 'runtime'), { timeout: 20_000 })
      .toBe(false);
    apps.splice(apps.indexOf(app), 1);
    await app.close();
    expect(await call).toBe('cut');
  });
});

describe('slow-drip', () => {
  it('sends the whole valid reply, a few bytes at a time', { timeout: 20_000 }, async () => {
    const { app, world } = await simulator();
    world.overrides.add({ route: 'login', kind: 'slow-drip', dripMs: 100 });
    const res = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { [HEADERS.simWorld]: world.id },
      payload: ANN,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers[HEADERS.simWorld]).toBe(world.id);
    expect(ENDPOINTS.login.response.safeParse(res.json()).success).toBe(true);
    expect(world.journal.list()[0]?.durationMs).toBeGreaterThanOrEqual(50);
  });
});
