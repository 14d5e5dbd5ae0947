import { HEADERS } from '@portal/contracts/portal';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSimulatorServer, createSimulator } from '../simulator';
import { MAX_JOURNAL_CLI_UUID } from '../state/journal';
import { MAX_RUNTIME_OVERRIDES } from '../state/overrides';
import { SMALL_SCENARIO_YAML, scenarioDir } from '../test-support';

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

  it("answers a valid JSON body over the host's limit with 413 and says it is too large", async () => {
    const big = { scenario: 'small', note: 'x'.repeat(1024 * 1024) };
    const res = await app.inject({ method: 'POST', url: '/__sim/worlds', payload: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'PAYLOAD_NOT_RIGHT',
      message: 'the body is too large: at most 1 MB',
    });
    // Mounted in the gateway, the gateway's own limit applies, and the message says that one.
    const sim = await createSimulator({ scenariosDir: dir.dir });
    const gateway = Fastify({ bodyLimit: 256 * 1024 });
    await gateway.register(sim.controlPlugin, { prefix: '/__sim' });
    try {
      const small = { scenario: 'small', note: 'x'.repeat(256 * 1024) };
      const refused = await gateway.inject({ method: 'POST', url: '/__sim/worlds', payload: small });
      expect(refused.statusCode).toBe(413);
      expect(refused.json<{ message: string }>().message).toBe('the body is too large: at most 256 KB');
    } finally {
      await gateway.close();
      await sim.close();
    }
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

    const reset = await app.inject({ method: 'POST', url: `/__sim/worlds/${id}/reset`, payload: {} });
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

  it("answers an unknown control path with 404 NOT_FOUND naming it, never the upstream's ENTITY_NOT_FOUND", async () => {
    for (const [method, url, named] of [
      ['GET', '/__sim/nope?x=1', 'GET /__sim/nope'],
      // A POST-only route asked with GET.
      ['GET', '/__sim/worlds/default/reset', 'GET /__sim/worlds/default/reset'],
      ['POST', '/__sim/nope', 'POST /__sim/nope'],
    ] as const) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'NOT_FOUND', message: `no route for ${named}` });
    }
    // A mistyped page address from another machine: not found, as from this one (no control check).
    const page = await app.inject({ url: '/__sim/pages/nope', remoteAddress: '192.0.2.2' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ error: 'NOT_FOUND', message: 'no route for GET /__sim/pages/nope' });
    // The simulated upstream beside it keeps the upstream's own answer.
    expect((await app.inject({ url: '/no/such/route' })).json()).toEqual({ error: 'ENTITY_NOT_FOUND' });
  });

  it('releases a world on DELETE, as the idle rule would; never the shared world', async () => {
    const { id } = (await createWorld('small')).json<{ id: string }>();
    const mine = { cookie: `sim_world=${id}` };
    const released = await app.inject({ method: 'DELETE', url: '/__sim/worlds/current', headers: mine });
    expect(released.statusCode).toBe(204);
    expect((await app.inject({ url: `/__sim/worlds/${id}` })).statusCode).toBe(404);
    const again = await app.inject({ method: 'DELETE', url: `/__sim/worlds/${id}` });
    expect(again.json()).toMatchObject({ error: 'WORLD_NOT_FOUND' });
    const shared = await app.inject({ method: 'DELETE', url: '/__sim/worlds/current' });
    expect(shared.statusCode).toBe(409);
    expect(shared.json()).toMatchObject({ error: 'SHARED_WORLD_KEPT' });
    expect((await app.inject({ url: '/__sim/worlds/default' })).statusCode).toBe(200);
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

const post = (url: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

const signInAnn = async (id: string) =>
  app.inject({
    method: 'POST',
    url: '/login',
    headers: { [HEADERS.simWorld]: id },
    payload: { email: 'ann@example.com', password: 'Ann@Pass1' },
  });

describe('control API: clock', () => {
  it('reads the clock and moves it to an absolute time, never backwards', async () => {
    const { id } = (await createWorld('small')).json<{ id: string }>();
    const clock = (await app.inject({ url: `/__sim/worlds/${id}/clock` })).json<{
      nowMs: number;
      offsetMs: number;
    }>();
    expect(clock.offsetMs).toBe(0);
    const target = clock.nowMs + 8 * 60_000 + 5_000;
    const moved = await post(`/__sim/worlds/${id}/clock`, { to: new Date(target).toISOString() });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ nowMs: number }>().nowMs).toBeGreaterThanOrEqual(target);
    const back = await post(`/__sim/worlds/${id}/clock`, { to: clock.nowMs });
    expect(back.statusCode).toBe(400);
    expect(back.json<{ message: string }>().message).toContain('only moves forward');
  });

  it.each([
    [{ advanceMs: '8m' }, 'expected a whole number of milliseconds', 'advanceMs'],
    [{ advanceMs: 1.5 }, 'expected a whole number of milliseconds', 'advanceMs'],
    [{ advanceMs: -1 }, 'the world clock only moves forward', 'advanceMs'],
    [{ advanceMs: 31 * 24 * 3_600_000 }, 'at most 30 days in one jump', 'advanceMs'],
    [{ to: 'tomorrow' }, 'expected an ISO 8601 time with its offset', 'to'],
    [{}, 'give advanceMs (milliseconds to move forward) or to (the time to move to)', undefined],
    [{ advanceMs: 1000, to: 0 }, 'give advanceMs or to, not both', undefined],
  ])(
    'refuses the body %j with a message that names the field and what it expects',
    async (body, says, field) => {
      const { id } = (await createWorld('small')).json<{ id: string }>();
      const res = await post(`/__sim/worlds/${id}/clock`, body);
      expect(res.statusCode).toBe(400);
      const { error, message } = res.json<{ error: string; message: string }>();
      expect(error).toBe('PAYLOAD_NOT_RIGHT');
      expect(message).toContain(says);
      // The shared formatter names the field on a line of its own: "→ at advanceMs".
      if (field !== undefined) expect(message).toContain(`→ at ${field}`);
      expect(message).not.toContain('Invalid input');
    },
  );
});

describe('control API: overrides', () => {
  it('adds, lists, removes and clears run-time overrides; the later one wins', async () => {
    const { id } = (await createWorld('small')).json<{ id: string }>();
    const first = await post(`/__sim/worlds/${id}/overrides`, { route: 'login', error: 'INVALID_RECAPTCHA' });
    expect(first.statusCode).toBe(201);
    const second = await post(`/__sim/worlds/${id}/overrides`, {
      route: 'login',
      kind: 'http-5xx',
      status: 502,
    });
    const secondId = second.json<{ override: { id: string } }>().override.id;

    expect((await signInAnn(id)).statusCode).toBe(502);
    const listed = (await app.inject({ url: `/__sim/worlds/${id}/overrides` })).json<
      Array<{ id: string; source: string; route: string }>
    >();
    expect(listed.filter((o) => o.source === 'runtime').map((o) => o.route)).toEqual(['login', 'login']);

    const removed = await app.inject({ method: 'DELETE', url: `/__sim/worlds/${id}/overrides/${secondId}` });
    expect(removed.statusCode).toBe(204);
    expect((await signInAnn(id)).json()).toEqual({ error: 'INVALID_RECAPTCHA' });
    const missing = await app.inject({ method: 'DELETE', url: `/__sim/worlds/${id}/overrides/${secondId}` });
    expect(missing.statusCode).toBe(404);

    const cleared = await app.inject({ method: 'DELETE', url: `/__sim/worlds/${id}/overrides` });
    expect(cleared.json<Array<{ source: string }>>().every((o) => o.source === 'scenario')).toBe(true);
    expect((await signInAnn(id)).statusCode).toBe(200);
  });

  it('refuses an override that is not one', async () => {
    const { id } = (await createWorld('small')).json<{ id: string }>();
    const bad = await post(`/__sim/worlds/${id}/overrides`, { route: 'login', kind: 'earthquake' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'PAYLOAD_NOT_RIGHT' });
    const big = await post(`/__sim/worlds/${id}/overrides`, {
      route: 'login',
      body: { note: 'x'.repeat(9_000) },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json<{ message: string }>().message).toContain('at most 8 KB as JSON');
  });

  it(`answers 409 TOO_MANY_OVERRIDES past ${MAX_RUNTIME_OVERRIDES} run-time overrides in a world`, async () => {
    const { id } = (await createWorld('small')).json<{ id: string }>();
    for (let i = 0; i < MAX_RUNTIME_OVERRIDES; i += 1) {
      expect(
        (await post(`/__sim/worlds/${id}/overrides`, { route: 'clients', kind: 'reset' })).statusCode,
      ).toBe(201);
    }
    const refused = await post(`/__sim/worlds/${id}/overrides`, { route: 'clients', kind: 'reset' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'TOO_MANY_OVERRIDES',
      message: expect.stringContaining(`at most ${MAX_RUNTIME_OVERRIDES} run-time overrides`),
    });
    await app.inject({ method: 'DELETE', url: `/__sim/worlds/${id}/overrides` });
    expect(
      (await post(`/__sim/worlds/${id}/overrides`, { route: 'clients', kind: 'reset' })).statusCode,
    ).toBe(201);
  }, 30_000);
});

describe('control API: journal', () => {
  it('lists the calls a world received, without secrets, and clears them', async () => {
    const { id } = (await createWorld('small')).json<{ id: string }>();
    const token = (await signInAnn(id)).json<{ access_token: string }>().access_token;
    const journal = await app.inject({ url: `/__sim/worlds/${id}/journal` });
    expect(journal.statusCode).toBe(200);
    expect(journal.json()).toMatchObject({ id, entries: [{ method: 'POST', path: '/login', status: 200 }] });
    expect(journal.body).not.toContain('Ann@Pass1');
    expect(journal.body).not.toContain(token);
    expect((await app.inject({ method: 'DELETE', url: `/__sim/worlds/${id}/journal` })).statusCode).toBe(204);
    expect((await app.inject({ url: `/__sim/worlds/${id}/journal` })).json()).toEqual({ id, entries: [] });

    // Whatever length of cli_uuid a client sends, the journal keeps 64 characters of it.
    await app.inject({
      url: `/login_attempt?cli_uuid=${'z'.repeat(10_000)}`,
      headers: { [HEADERS.simWorld]: id },
    });
    const [long] = (await app.inject({ url: `/__sim/worlds/${id}/journal` })).json<{
      entries: Array<{ path: string }>;
    }>().entries;
    expect(long?.path).toBe(`/login_attempt?cli_uuid=${'z'.repeat(MAX_JOURNAL_CLI_UUID)}%E2%80%A6`);
  });
});

describe('control API: whose world', () => {
  it("worlds/current is the caller's world (header or cookie), else the shared one", async () => {
    const { id } = (await createWorld('small')).json<{ id: string }>();
    const byCookie = await app.inject({
      url: '/__sim/worlds/current',
      headers: { cookie: `sim_world=${id}` },
    });
    expect(byCookie.json()).toMatchObject({ id, scenario: 'small' });
    const byHeader = await app.inject({
      url: '/__sim/worlds/current/clock',
      headers: { [HEADERS.simWorld]: id },
    });
    expect(byHeader.json()).toMatchObject({ id });
    expect((await app.inject({ url: '/__sim/worlds/current' })).json()).toMatchObject({ id: 'default' });
    const released = await app.inject({
      url: '/__sim/worlds/current',
      headers: { cookie: 'sim_world=gone' },
    });
    expect(released.statusCode).toBe(404);
    expect(released.json<{ message: string }>().message).toContain('released');
  });

  it("a tester with a world of their own cannot read or change another tester's world", async () => {
    const mine = (await createWorld('small')).json<{ id: string }>().id;
    const theirs = (await createWorld('small')).json<{ id: string }>().id;
    const asMe = { cookie: `sim_world=${mine}` };
    for (const [method, url] of [
      ['GET', `/__sim/worlds/${theirs}`],
      ['GET', `/__sim/worlds/${theirs}/journal`],
      ['POST', `/__sim/worlds/${theirs}/reset`],
      ['POST', `/__sim/worlds/${theirs}/clock`],
      ['POST', `/__sim/worlds/${theirs}/overrides`],
      ['DELETE', `/__sim/worlds/${theirs}/overrides`],
      ['DELETE', `/__sim/worlds/${theirs}`],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: asMe,
        ...(method === 'POST' ? { payload: { advanceMs: 1 } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ error: 'WORLD_NOT_YOURS' });
    }
    expect((await app.inject({ url: `/__sim/worlds/${mine}`, headers: asMe })).statusCode).toBe(200);
  });
});

describe('control API: who may call it', () => {
  it('refuses a POST without a JSON body: a page of another site could send one without asking', async () => {
    const { id } = (await createWorld('small')).json<{ id: string }>();
    for (const headers of [
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      {},
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: `/__sim/worlds/${id}/reset`,
        headers,
        payload: '',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ error: 'JSON_REQUIRED' });
    }
  });

  it('refuses requests relayed by a proxy or addressed to another host name', async () => {
    const proxied = await app.inject({
      url: '/__sim/scenarios',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
    const forwarded = await app.inject({
      url: '/__sim/scenarios',
      headers: { forwarded: 'for=203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(403);
    const rebound = await app.inject({ url: '/__sim/scenarios', headers: { host: 'evil.example:8080' } });
    expect(rebound.statusCode).toBe(403);
  });

  it('answers loopback callers only when no control token is set', async () => {
    const remote = await app.inject({ url: '/__sim/scenarios', remoteAddress: '10.20.30.40' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ error: 'CONTROL_API_LOCAL_ONLY' });
    expect((await app.inject({ url: '/__sim/scenarios', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    // The upstream API itself stays reachable: it is what a proxy-mode gateway calls.
    const login = await app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: '10.20.30.40',
      payload: { email: 'ann@example.com', password: 'Ann@Pass1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('with a control token, every caller must present it', async () => {
    const guarded = await buildSimulatorServer({ scenariosDir: dir.dir, controlToken: 'operator-secret' });
    try {
      expect((await guarded.inject({ url: '/__sim/scenarios' })).statusCode).toBe(401);
      const withHeader = await guarded.inject({
        url: '/__sim/scenarios',
        remoteAddress: '10.20.30.40',
        headers: { 'x-sim-control-token': 'operator-secret' },
      });
      expect(withHeader.statusCode).toBe(200);
      const withBearer = await guarded.inject({
        method: 'POST',
        url: '/__sim/worlds',
        remoteAddress: '10.20.30.40',
        headers: { authorization: 'Bearer operator-secret' },
        payload: { scenario: 'small' },
      });
      expect(withBearer.statusCode).toBe(201);
      const wrong = await guarded.inject({
        url: '/__sim/scenarios',
        headers: { 'x-sim-control-token': 'guess' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ error: 'CONTROL_TOKEN_REQUIRED' });
    } finally {
      await guarded.close();
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

describe('control API: coverage', () => {
  it('answers which catalogue codes were shown and which not yet', async () => {
    const simulator = await createSimulator({ scenariosDir: dir.dir });
    const { default: Fastify } = await import('fastify');
    const server = Fastify();
    await server.register(simulator.controlPlugin, { prefix: '/__sim' });
    simulator.coverage.record('INVALID_USER', { scenario: 'small', world: 'w1' });
    const res = await server.inject({ url: '/__sim/coverage' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      since: expect.any(String),
      shown: [{ code: 'INVALID_USER', origin: 'spec', count: 1, scenarios: ['small'], worlds: ['w1'] }],
      spec: { total: 71, shown: 1 },
    });
    expect(body.notShown).not.toContain('INVALID_USER');
    expect(body.notShown.length + body.spec.shown + body.portal.shown).toBe(
      body.spec.total + body.portal.total,
    );
    await server.close();
  });

  it("counts a code the page showed by itself, in the caller's own world, and refuses anything else", async () => {
    const simulator = await createSimulator({ scenariosDir: dir.dir });
    const { default: Fastify } = await import('fastify');
    const server = Fastify();
    await server.register(simulator.controlPlugin, { prefix: '/__sim' });
    const created = await server.inject({
      method: 'POST',
      url: '/__sim/worlds',
      payload: { scenario: 'small' },
    });
    const world = created.json<{ id: string }>().id;
    const shown = (payload: unknown) =>
      server.inject({
        method: 'POST',
        url: '/__sim/coverage/shown',
        headers: { cookie: `sim_world=${world}` },
        payload: payload as object,
      });
    expect((await shown({ code: 'CLIENT_NOT_FOUND' })).statusCode).toBe(204);
    expect((await shown({ code: 'NOT_A_CODE' })).statusCode).toBe(400);
    expect((await shown({ code: 'CLIENT_NOT_FOUND', extra: 1 })).statusCode).toBe(400);
    const body = (await server.inject({ url: '/__sim/coverage' })).json();
    expect(body.shown).toEqual([
      expect.objectContaining({ code: 'CLIENT_NOT_FOUND', count: 1, scenarios: ['small'], worlds: [world] }),
    ]);
    await server.close();
  });

  it('counts a screen whose call an override answered apart, credited to no scenario', async () => {
    const simulator = await createSimulator({ scenariosDir: dir.dir });
    const { default: Fastify } = await import('fastify');
    const server = Fastify();
    await server.register(simulator.apiPlugin, { prefix: '/api' });
    await server.register(simulator.controlPlugin, { prefix: '/__sim' });
    const world = (
      await server.inject({ method: 'POST', url: '/__sim/worlds', payload: { scenario: 'small' } })
    ).json<{ id: string }>().id;
    const cookie = `sim_world=${world}`;
    const login = (email: string) =>
      server.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-sim-world': world },
        payload: { email, password: 'Wrong@Pass1' },
      });
    const shown = (code: string) =>
      server.inject({ method: 'POST', url: '/__sim/coverage/shown', headers: { cookie }, payload: { code } });
    // The world's own answer: a wrong password.
    expect((await login('ann@example.com')).json()).toEqual({ error: 'INVALID_USER' });
    await shown('INVALID_USER');
    // An override's answer.
    await server.inject({
      method: 'POST',
      url: `/__sim/worlds/${world}/overrides`,
      headers: { cookie },
      payload: { route: 'login', error: 'INVALID_BANK', times: 1 },
    });
    expect((await login('ann@example.com')).json()).toMatchObject({ error: 'INVALID_BANK' });
    await shown('INVALID_BANK');
    const body = (await server.inject({ url: '/__sim/coverage' })).json();
    expect(body.shown).toEqual([
      expect.objectContaining({ code: 'INVALID_BANK', count: 0, overrideCount: 1, scenarios: [] }),
      expect.objectContaining({ code: 'INVALID_USER', count: 1, overrideCount: 0, scenarios: ['small'] }),
    ]);
    expect(body.notShown).toContain('INVALID_BANK');
    expect(body.spec.shown).toBe(1);
    await server.close();
  });
});
