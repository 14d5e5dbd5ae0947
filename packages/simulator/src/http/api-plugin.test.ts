import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import { ERROR_CATALOGUE, readUpstreamError } from '@portal/contracts/errors';
import { HEADERS } from '@portal/contracts/portal';
import { ENDPOINTS, type EndpointName, UpstreamErrorBodySchema } from '@portal/contracts/upstream';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIOS_DIR } from '../paths';
import { buildSimulatorServer, createSimulator } from '../simulator';
import { SMALL_SCENARIO_YAML, scenarioDir } from '../test-support';

const DEMO = { email: 'demo@example.com', password: 'Demo@Portal2026' };
const ANN = { email: 'ann@example.com', password: 'Ann@Pass1' };

let app: FastifyInstance;
let dir: { dir: string; cleanup: () => Promise<void> };

beforeAll(async () => {
  const read = (file: string) => readFile(join(DEFAULT_SCENARIOS_DIR, file), 'utf8');
  dir = await scenarioDir({
    'default.yaml': await read('default.yaml'),
    '_fixtures/acme.yaml': await read('_fixtures/acme.yaml'),
    'small.yaml': SMALL_SCENARIO_YAML,
  });
  app = await buildSimulatorServer({ scenariosDir: dir.dir });
});
afterAll(async () => {
  await app.close();
  await dir.cleanup();
});

/** A world of its own for each test, so tests cannot disturb each other. */
async function newWorld(scenario = 'small'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/__sim/worlds', payload: { scenario } });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

async function call(
  route: EndpointName,
  world: string,
  opts: Partial<InjectOptions> & { token?: string } = {},
) {
  const { method, path } = ENDPOINTS[route];
  const { token, headers, ...rest } = opts;
  return app.inject({
    method,
    url: path,
    ...rest,
    headers: {
      [HEADERS.simWorld]: world,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(headers as Record<string, string> | undefined),
    },
  });
}

async function signIn(world: string, who = ANN): Promise<string> {
  const res = await call('login', world, { payload: who });
  expect(res.statusCode).toBe(200);
  return ENDPOINTS.login.response.parse(res.json()).access_token;
}

/** Every error reply is `{ error: CODE }` with a catalogue code and that code's status. */
function expectError(res: { statusCode: number; json: () => unknown }, code: keyof typeof ERROR_CATALOGUE) {
  const body = UpstreamErrorBodySchema.parse(res.json());
  expect(readUpstreamError(body)).toEqual({ known: true, code });
  expect(res.statusCode).toBe(ERROR_CATALOGUE[code].status);
}

describe('replies match the contracts', () => {
  it('answers every modelled route with a body its response schema accepts', async () => {
    const w = await newWorld();
    const token = await signIn(w);
    const q = { query: { cli_uuid: 'one' } };
    const cases: Array<[EndpointName, Partial<InjectOptions>]> = [
      ['clients', {}],
      ['clientSelected', q],
      ['selectClient', { payload: { cli_uuid: 'one' } }],
      ['loginAttempt', q],
      ['callPlugin', { query: { cli_uuid: 'one', custom_params: 'a=1' } }],
      ['userSession', q],
      ['webClientApps', q],
      ['registerSelectedVirtualizer', { payload: { cli_uuid: 'one', virtualizer: 'TSPLUS' } }],
      ['tokenValidate', { payload: { access_token: token } }],
      ['disconnectUser', { payload: { cli_uuid: 'one' } }],
      ['logout', {}],
    ];
    for (const [route, opts] of cases) {
      const res = await call(route, w, { ...opts, token });
      expect(res.statusCode, `${route}: ${res.body}`).toBe(200);
      expect(() => ENDPOINTS[route].response.parse(res.json()), route).not.toThrow();
    }
  });

  it('serves the default scenario of docs/interfaces.md', async () => {
    const token = await signIn('default', DEMO);
    const clients = ENDPOINTS.clients.response.parse((await call('clients', 'default', { token })).json());
    expect(clients.clients.map((c) => [c.client_uuid, c.name, c.environments[0]?.access_group])).toEqual([
      ['acme-finance', 'Acme Finance', 'DESKTOP'],
      ['acme-web', 'Acme Web', 'WEB'],
      ['contoso-labs', 'Contoso Labs', 'DEFAULT'],
    ]);
    const plugin = await call('callPlugin', 'default', { token, query: { cli_uuid: 'acme-finance' } });
    expect(ENDPOINTS.callPlugin.response.parse(plugin.json())).toMatchObject({
      virtualizer: 'TSPLUS',
      instance: 'erp.acme.example',
      webport: 8443,
      window_name: 'acme-erp',
      use_dns: true,
    });
    const apps = await call('webClientApps', 'default', { token, query: { cli_uuid: 'acme-web' } });
    expect(ENDPOINTS.webClientApps.response.parse(apps.json()).web_client_apps.map((a) => a.name)).toEqual([
      'Mail',
      'Wiki',
      'CRM',
    ]);
  });

  it('answers a booting instance with 202 and the seconds left, then SUCCESS once the clock passes', async () => {
    const w = await newWorld();
    const token = await signIn(w);
    const first = await call('loginAttempt', w, { token, query: { cli_uuid: 'two' } });
    expect(first.statusCode).toBe(202);
    expect(ENDPOINTS.loginAttempt.response.parse(first.json()).time).toBe(120);
    const clock = await app.inject({
      method: 'POST',
      url: `/__sim/worlds/${w}/clock`,
      payload: { advanceMs: 120_000 },
    });
    expect(clock.statusCode).toBe(200);
    const after = await call('loginAttempt', w, { token, query: { cli_uuid: 'two' } });
    expect(after.statusCode).toBe(200);
    expect(ENDPOINTS.loginAttempt.response.parse(after.json())).toMatchObject({
      licenses: 'SUCCESS',
      instances: 'SUCCESS',
      pending_connection: 'SUCCESS',
    });
  });
});

describe('errors', () => {
  it('answers a wrong password with 401 INVALID_USER and an unknown user with 404 USER_NOT_FOUND', async () => {
    const w = await newWorld();
    expectError(await call('login', w, { payload: { ...ANN, password: 'wrong' } }), 'INVALID_USER');
    expectError(
      await call('login', w, { payload: { email: 'x@example.com', password: 'y' } }),
      'USER_NOT_FOUND',
    );
  });

  it('answers an inactive user with USER_NOT_ACTIVE, and locks after too many failures', async () => {
    const w = await newWorld();
    expectError(
      await call('login', w, { payload: { email: 'off@example.com', password: 'Off@Pass1' } }),
      'USER_NOT_ACTIVE',
    );
    const wrong = { payload: { ...ANN, password: 'wrong' } };
    await call('login', w, wrong);
    await call('login', w, wrong);
    expectError(await call('login', w, wrong), 'MAXIMUM_LOGIN_ATTEMPTS');
    expectError(await call('login', w, { payload: ANN }), 'USER_NOT_ACTIVE');
  });

  it('answers missing fields with 400 NOT_INPUT_DATA', async () => {
    const w = await newWorld();
    expectError(await call('login', w, { payload: { email: 'ann@example.com' } }), 'NOT_INPUT_DATA');
    expectError(await call('login', w, { payload: { email: '', password: '' } }), 'NOT_INPUT_DATA');
    expectError(await call('login', w, { payload: {} }), 'NOT_INPUT_DATA');
    const token = await signIn(w);
    expectError(await call('loginAttempt', w, { token }), 'NOT_INPUT_DATA');
    expectError(await call('disconnectUser', w, { token, payload: {} }), 'NOT_INPUT_DATA');
  });

  it('answers malformed or wrong bodies with 400 PAYLOAD_NOT_RIGHT, never 500', async () => {
    const w = await newWorld();
    const json = { 'content-type': 'application/json' };
    expectError(await call('login', w, { headers: json, payload: '{"email":' }), 'PAYLOAD_NOT_RIGHT');
    expectError(await call('login', w, { headers: json, payload: '[1,2]' }), 'PAYLOAD_NOT_RIGHT');
    expectError(await call('login', w, { headers: json, payload: '"text"' }), 'PAYLOAD_NOT_RIGHT');
    expectError(await call('login', w, { payload: { email: 5, password: 'x' } }), 'PAYLOAD_NOT_RIGHT');
    expectError(
      await call('login', w, { payload: { ...ANN, password: 'x'.repeat(41) } }),
      'PAYLOAD_NOT_RIGHT',
    );
    expectError(
      await call('login', w, { headers: { 'content-type': 'text/plain' }, payload: 'hello' }),
      'PAYLOAD_NOT_RIGHT',
    );
    expectError(
      await call('login', w, { headers: { 'content-type': 'application/xml' }, payload: '<a/>' }),
      'PAYLOAD_NOT_RIGHT',
    );
    expectError(await call('login', w, { headers: json, payload: '' }), 'PAYLOAD_NOT_RIGHT');
  });

  it('answers a valid JSON body over the limit with 413 and says it is too large, not malformed', async () => {
    const w = await newWorld();
    const res = await call('login', w, { payload: { ...ANN, note: 'x'.repeat(1024 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'PAYLOAD_NOT_RIGHT',
      message: 'the body is too large: at most 1 MB',
    });
  });

  it('takes an empty JSON body as no body where none is needed', async () => {
    const w = await newWorld();
    const token = await signIn(w);
    const res = await call('logout', w, {
      token,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(ENDPOINTS.logout.response.parse(res.json())).toEqual({ status: 'SUCCESS' });
  });

  it('answers an unknown or foreign client with 404 CLIENT_NOT_FOUND', async () => {
    const w = await newWorld();
    const token = await signIn(w);
    for (const route of [
      'clientSelected',
      'loginAttempt',
      'callPlugin',
      'userSession',
      'webClientApps',
    ] as const) {
      expectError(await call(route, w, { token, query: { cli_uuid: 'ghost' } }), 'CLIENT_NOT_FOUND');
    }
    expectError(await call('selectClient', w, { token, payload: { cli_uuid: 'ghost' } }), 'CLIENT_NOT_FOUND');
  });

  it('needs a bearer this world issued on every protected route', async () => {
    const w = await newWorld();
    const protectedRoutes = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
      (r) =>
        ![
          'login',
          'tokenValidate',
          'resetPassword',
          'changePassword',
          'registerPassword',
          'ssoLogin',
          'checkPasswordRestrictions',
          'checkPasswordRestrictionsWithLogin',
          'duoCallback',
        ].includes(r),
    );
    expect(protectedRoutes).toContain('clients');
    for (const route of protectedRoutes) {
      expectError(await call(route, w, { query: { cli_uuid: 'one' } }), 'INVALID_ACCESS_TOKEN');
      expectError(
        await call(route, w, { token: 'sim_forged', query: { cli_uuid: 'one' } }),
        'INVALID_ACCESS_TOKEN',
      );
    }
    const token = await signIn(w);
    await call('logout', w, { token });
    expectError(await call('clients', w, { token }), 'INVALID_ACCESS_TOKEN');
    expectError(await call('tokenValidate', w, { payload: { access_token: token } }), 'INVALID_TOKEN');
  });

  it('404s unknown paths as JSON', async () => {
    // Every endpoint of the contracts is modelled now (scenarios/_ratchets/not-modelled-endpoints.json
    // is empty); domains/index.test.ts keeps the 501 answer for any that is not.
    const missing = await app.inject({ method: 'GET', url: '/no/such/route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'ENTITY_NOT_FOUND' });
  });
});

describe('faults', () => {
  const addFault = async (world: string, fault: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: `/__sim/worlds/${world}/faults`, payload: fault });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('answer before the normal logic with the code, its catalogue status and extra body', async () => {
    const w = await newWorld();
    await addFault(w, {
      route: 'login',
      error: 'PASSWORD_EXPIRED',
      body: { user_uuid: 'u1', token: 't1' },
      times: 1,
    });
    const res = await call('login', w, { payload: ANN });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ user_uuid: 'u1', token: 't1', error: 'PASSWORD_EXPIRED' });
    expect((await call('login', w, { payload: ANN })).statusCode).toBe(200);
  });

  it('override the status, match one client, and apply even before the bearer check', async () => {
    const w = await newWorld();
    await addFault(w, {
      route: 'loginAttempt',
      status: 206,
      error: 'HAS_PENDING_CONNECTION',
      body: { time: 90 },
      match: { cli_uuid: 'two' },
    });
    const token = await signIn(w);
    const hit = await call('loginAttempt', w, { query: { cli_uuid: 'two' } });
    expect(hit.statusCode).toBe(206);
    expect(ENDPOINTS.loginAttempt.response.parse(hit.json())).toMatchObject({
      error: 'HAS_PENDING_CONNECTION',
      time: 90,
    });
    expect((await call('loginAttempt', w, { token, query: { cli_uuid: 'one' } })).statusCode).toBe(200);
  });

  it("match one user's calls by the e-mail the bearer signed in, and not another user's", async () => {
    const w = await newWorld();
    await addFault(w, {
      route: 'loginAttempt',
      status: 206,
      error: 'HAS_PENDING_CONNECTION',
      body: { time: 90 },
      match: { cli_uuid: 'one', email: 'BOB@example.com' },
      times: 1,
    });
    const ann = await signIn(w);
    const bob = await signIn(w, { email: 'bob@example.com', password: 'Bob@Pass1' });
    expect((await call('loginAttempt', w, { token: ann, query: { cli_uuid: 'one' } })).statusCode).toBe(200);
    const refused = await call('loginAttempt', w, { token: bob, query: { cli_uuid: 'one' } });
    expect(refused.statusCode).toBe(206);
    expect(refused.json()).toMatchObject({ error: 'HAS_PENDING_CONNECTION', time: 90 });
  });

  it('delay, then let the normal logic answer', async () => {
    const w = await newWorld();
    await addFault(w, { route: 'clients', delayMs: 60, times: 1 });
    const token = await signIn(w);
    const started = Date.now();
    const res = await call('clients', w, { token });
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(res.statusCode).toBe(200);
  });

  it('come from the scenario file too (no-license: Fabrikam answers NO_LICENSE_CLIENT)', async () => {
    const sim = await buildSimulatorServer({ scenariosDir: DEFAULT_SCENARIOS_DIR });
    try {
      const created = await sim.inject({
        method: 'POST',
        url: '/__sim/worlds',
        payload: { scenario: 'no-license' },
      });
      const world = created.json<{ id: string }>().id;
      const headers = { [HEADERS.simWorld]: world };
      const login = await sim.inject({
        method: 'POST',
        url: '/login',
        headers,
        payload: { email: 'full@example.com', password: 'Full@Portal2026' },
      });
      const auth = {
        ...headers,
        authorization: `Bearer ${login.json<{ access_token: string }>().access_token}`,
      };
      const attempt = (cli: string) => sim.inject({ url: `/login_attempt?cli_uuid=${cli}`, headers: auth });
      expectError(await attempt('acme-finance'), 'NO_LICENSE_ENVIRONMENT');
      expectError(await attempt('fabrikam'), 'NO_LICENSE_CLIENT');
      expect((await attempt('contoso-labs')).statusCode).toBe(200);
    } finally {
      await sim.close();
    }
  });
});

describe('world selection', () => {
  it('starts a new world for x-sim-scenario and tells its id by header and cookie', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { [HEADERS.simScenario]: 'small' },
      payload: ANN,
    });
    expect(res.statusCode).toBe(200);
    const id = res.headers[HEADERS.simWorld];
    expect(typeof id).toBe('string');
    expect(id).not.toBe('default');
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^sim_world=${id}; Path=/; HttpOnly`));
    // The cookie alone reaches the same world: the token it issued works there.
    const token = res.json<{ access_token: string }>().access_token;
    const clients = await app.inject({
      url: '/clients',
      headers: { cookie: `other=1; sim_world=${id}`, authorization: `Bearer ${token}` },
    });
    expect(clients.statusCode).toBe(200);
    expect(clients.headers[HEADERS.simWorld]).toBe(id);
  });

  it('keeps two scenario worlds apart: sessions and licences', async () => {
    const start = (scenario: string) =>
      app.inject({
        method: 'POST',
        url: '/login',
        headers: { [HEADERS.simScenario]: scenario },
        payload: ANN,
      });
    const a = await start('small');
    const b = await start('small');
    const [idA, idB] = [String(a.headers[HEADERS.simWorld]), String(b.headers[HEADERS.simWorld])];
    expect(idA).not.toBe(idB);
    const tokenA = a.json<{ access_token: string }>().access_token;
    expectError(await call('clients', idB, { token: tokenA }), 'INVALID_ACCESS_TOKEN');
    expectError(await call('clients', 'default', { token: tokenA }), 'INVALID_ACCESS_TOKEN');
    // Ann takes client one's only licence in A; Bob still gets it in B.
    expect((await call('loginAttempt', idA, { token: tokenA, query: { cli_uuid: 'one' } })).statusCode).toBe(
      200,
    );
    const bobB = await signIn(idB, { email: 'bob@example.com', password: 'Bob@Pass1' });
    expect((await call('loginAttempt', idB, { token: bobB, query: { cli_uuid: 'one' } })).statusCode).toBe(
      200,
    );
    const bobA = await signIn(idA, { email: 'bob@example.com', password: 'Bob@Pass1' });
    expectError(
      await call('loginAttempt', idA, { token: bobA, query: { cli_uuid: 'one' } }),
      'NO_LICENSE_ENVIRONMENT',
    );
  });

  it('uses the shared default world without a selection; an unknown world id is refused', async () => {
    const plain = await app.inject({ method: 'POST', url: '/login', payload: DEMO });
    expect(plain.headers[HEADERS.simWorld]).toBe('default');
    expect(plain.headers['set-cookie']).toBeUndefined();
    const unknown = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { [HEADERS.simWorld]: 'no-such-world' },
      payload: DEMO,
    });
    // Never silently another world: the caller named one that is gone.
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'WORLD_NOT_FOUND' });
  });

  it('a caller whose world was released gets a fresh one of its scenario, and is told which went', async () => {
    const first = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { [HEADERS.simScenario]: 'small' },
      payload: ANN,
    });
    const id = String(first.headers[HEADERS.simWorld]);
    expect(first.headers[HEADERS.simWorldReleased]).toBeUndefined();
    const cookies = `sim_world=${id}; sim_scenario=small`;
    const release = await app.inject({ method: 'DELETE', url: `/__sim/worlds/${id}` });
    expect(release.statusCode).toBe(204);
    const next = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { cookie: cookies },
      payload: ANN,
    });
    expect(next.statusCode).toBe(200);
    expect(next.headers[HEADERS.simWorldReleased]).toBe(id);
    const fresh = String(next.headers[HEADERS.simWorld]);
    expect(fresh).not.toBe(id);
    expect(String(next.headers['set-cookie'])).toContain(`sim_world=${fresh}`);
    // Without a scenario to go back to: refused, and still told which world went.
    const refused = await app.inject({ url: '/clients', headers: { cookie: `sim_world=${id}` } });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers[HEADERS.simWorldReleased]).toBe(id);
    // An explicit x-sim-world that is gone is the caller's own mistake, not a release.
    const named = await app.inject({ url: '/clients', headers: { [HEADERS.simWorld]: id } });
    expect(named.statusCode).toBe(404);
    expect(named.headers[HEADERS.simWorldReleased]).toBeUndefined();
  });

  it('x-sim-scenario with the cookie of a world of that scenario keeps the world', async () => {
    const first = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { [HEADERS.simScenario]: 'small' },
      payload: ANN,
    });
    const id = String(first.headers[HEADERS.simWorld]);
    expect(String(first.headers['set-cookie'])).toContain('sim_scenario=small');
    const again = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { [HEADERS.simScenario]: 'small', cookie: `sim_world=${id}` },
      payload: ANN,
    });
    expect(again.headers[HEADERS.simWorld]).toBe(id);
    expect(again.headers['set-cookie']).toBeUndefined();
    // `fresh` belongs to page addresses (GET), as in the gateway; an API client drops the cookie.
    const notFresh = await app.inject({
      method: 'POST',
      url: '/login?fresh=1',
      headers: { [HEADERS.simScenario]: 'small', cookie: `sim_world=${id}` },
      payload: ANN,
    });
    expect(notFresh.headers[HEADERS.simWorld]).toBe(id);
    const fresh = await app.inject({
      method: 'GET',
      url: '/clients?fresh=1',
      headers: { [HEADERS.simScenario]: 'small', cookie: `sim_world=${id}` },
    });
    expect(fresh.headers[HEADERS.simWorld]).not.toBe(id);
  });

  it('refuses an unknown scenario name', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { [HEADERS.simScenario]: 'nope' },
      payload: ANN,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'SCENARIO_NOT_FOUND' });
    expect(res.json<{ message: string }>().message).toContain('known scenarios: default, small');
  });
});

describe('x-sim-override', () => {
  it('marks a reply an override answered, never one the world answered after a delay', async () => {
    const id = await newWorld();
    const headers = { [HEADERS.simWorld]: id };
    await app.inject({
      method: 'POST',
      url: `/__sim/worlds/${id}/overrides`,
      payload: { route: 'login', delayMs: 1, times: 1 },
    });
    const delayed = await app.inject({ method: 'POST', url: '/login', headers, payload: ANN });
    expect(delayed.statusCode).toBe(200);
    expect(delayed.headers['x-sim-override']).toBeUndefined();
    await app.inject({
      method: 'POST',
      url: `/__sim/worlds/${id}/overrides`,
      payload: { route: 'login', error: 'INVALID_RECAPTCHA', times: 1 },
    });
    const scripted = await app.inject({ method: 'POST', url: '/login', headers, payload: ANN });
    expect(scripted.json()).toEqual({ error: 'INVALID_RECAPTCHA' });
    expect(scripted.headers['x-sim-override']).toEqual(expect.any(String));
  });
});

describe('new worlds per address', () => {
  it('refuses a remote address past its budget with 429', async () => {
    const sim = await buildSimulatorServer({ scenariosDir: dir.dir, newWorldsPerMinute: 2 });
    try {
      const start = () =>
        sim.inject({
          method: 'POST',
          url: '/login',
          remoteAddress: '203.0.113.9',
          headers: { [HEADERS.simScenario]: 'small' },
          payload: ANN,
        });
      expect((await start()).statusCode).toBe(200);
      expect((await start()).statusCode).toBe(200);
      const third = await start();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ error: 'TOO_MANY_NEW_WORLDS' });
    } finally {
      await sim.close();
    }
  });
});

describe('mounted the way the gateway mounts it', () => {
  it('works under /__sim/api beside @fastify/cookie and the gateway own routes', async () => {
    const sim = await createSimulator({ scenariosDir: dir.dir });
    const gateway = Fastify();
    await gateway.register(cookie);
    gateway.get('/healthz', async (_req, reply) => {
      reply.setCookie('portal_csrf', 'x', { path: '/' });
      return { status: 'ok' };
    });
    gateway.post('/echo', async (req) => ({ body: req.body ?? null }));
    await gateway.register(sim.apiPlugin, { prefix: '/__sim/api' });
    await gateway.register(sim.controlPlugin, { prefix: '/__sim' });
    try {
      const login = await gateway.inject({
        method: 'POST',
        url: '/__sim/api/login',
        headers: { [HEADERS.simScenario]: 'small' },
        payload: ANN,
      });
      expect(login.statusCode).toBe(200);
      expect(login.headers['set-cookie']).toBeDefined();
      const bad = await gateway.inject({
        method: 'POST',
        url: '/__sim/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      });
      expect(bad.json()).toEqual({ error: 'PAYLOAD_NOT_RIGHT' });
      expect((await gateway.inject({ url: '/healthz' })).statusCode).toBe(200);
      // The simulator's body handling stays inside its own routes.
      const echo = await gateway.inject({
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(echo.statusCode).toBe(400);
      expect(echo.json()).toMatchObject({ code: 'FST_ERR_CTP_EMPTY_JSON_BODY' });
      expect((await gateway.inject({ url: '/__sim/scenarios' })).json()).toHaveLength(2);
      const { id } = sim.createWorld('small');
      expect((await gateway.inject({ url: `/__sim/worlds/${id}` })).statusCode).toBe(200);
      expect(() => sim.createWorld('nope')).toThrow(/unknown scenario/);
    } finally {
      await gateway.close();
    }
  });
});
