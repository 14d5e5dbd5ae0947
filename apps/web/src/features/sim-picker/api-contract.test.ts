// @vitest-environment node
import { buildSimulatorServer, DEFAULT_SCENARIOS_DIR } from '@portal/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimApi, type Fetch, TOKEN_REQUIRED } from './api';

// The picker's schemas against the real control API: a field the simulator renames or makes
// nullable breaks this test instead of the picker in a tester's browser.
let app: Awaited<ReturnType<typeof buildSimulatorServer>>;
let worldId: string;
beforeAll(async () => {
  app = await buildSimulatorServer({ scenariosDir: DEFAULT_SCENARIOS_DIR });
  const created = await app.inject({
    method: 'POST',
    url: '/__sim/worlds',
    payload: { scenario: 'default' },
  });
  worldId = created.json<{ id: string }>().id;
});
afterAll(() => app.close());

/** The browser's fetch, answered in process, with the tester's world cookie. */
const fetchFn: Fetch = async (url, init) => {
  const res = await app.inject({
    method: (init?.method ?? 'GET') as 'GET',
    url,
    headers: { ...(init?.headers as Record<string, string>), cookie: `sim_world=${worldId}` },
    ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
  });
  return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode });
};

describe('the picker reads every reply of the control API', () => {
  it('catalogue, world, clock, overrides, a journal with every kind of entry and the repro export', async () => {
    const api = createSimApi(fetchFn);
    expect((await api.scenarios()).map((s) => s.name)).toContain('no-license');
    expect(await api.scenarioErrors()).toEqual([]);
    expect(await api.world()).toMatchObject({
      id: worldId,
      scenario: 'default',
      users: [{ email: 'demo@example.com', device: { emailPin: null } }],
    });
    expect((await api.advanceClock(60_000)).id).toBe(worldId);
    await api.addOverride({ route: 'clients', kind: 'reset', times: 1 });
    await api.addOverride({ route: 'login', error: 'INVALID_RECAPTCHA', times: 1 });
    expect((await api.overrides()).map((o) => o.route)).toEqual(expect.arrayContaining(['clients', 'login']));

    // A scripted error, a success without a code or override, and a reset with no status at all.
    const signIn = { email: 'demo@example.com', password: 'Demo@Portal2026' };
    const headers = { cookie: `sim_world=${worldId}` };
    await app.inject({ method: 'POST', url: '/login', headers, payload: signIn });
    const ok = await app.inject({ method: 'POST', url: '/login', headers, payload: signIn });
    const token = ok.json<{ access_token: string }>().access_token;
    await app
      .inject({ url: '/clients', headers: { ...headers, authorization: `Bearer ${token}` } })
      .catch(() => undefined);

    const journal = await api.journal();
    expect(journal.map((e) => [e.path, e.status, e.code ?? null])).toEqual([
      ['/clients', null, null],
      ['/login', 200, null],
      ['/login', 400, 'INVALID_RECAPTCHA'],
    ]);
    await api.clearJournal();
    expect(await api.journal()).toEqual([]);
    const repro = await api.exportWorld();
    expect(repro.link).toBe(`/?scenario=${repro.scenario}&fresh=1`);
    expect(repro.yaml).toContain('clockAt: ');
    expect((await api.reset()).id).toBe(worldId);
  });
});

describe('a portal that runs with SIM_CONTROL_TOKEN', () => {
  it('refuses the picker until the tester gives the token, then answers', async () => {
    const guarded = await buildSimulatorServer({
      scenariosDir: DEFAULT_SCENARIOS_DIR,
      controlToken: 'operator-token-1234',
    });
    try {
      const inject: Fetch = async (url, init) => {
        const res = await guarded.inject({
          method: (init?.method ?? 'GET') as 'GET',
          url,
          headers: init?.headers as Record<string, string>,
        });
        return new Response(res.body, { status: res.statusCode });
      };
      let stored: string | null = null;
      const api = createSimApi(inject, { get: () => stored, set: (token) => (stored = token) });
      await expect(api.world()).rejects.toMatchObject({ status: 401, code: TOKEN_REQUIRED });
      api.setControlToken(' operator-token-1234 ');
      expect(await api.world()).toMatchObject({ id: 'default' });
    } finally {
      await guarded.close();
    }
  });
});
