import { HEADERS } from '@portal/contracts/portal';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIOS_DIR } from '../paths';
import { buildSimulatorServer } from '../simulator';
import { SMALL_SCENARIO_YAML, scenarioDir } from '../test-support';
import { loadScenarios } from './loader';
import { producedCodes, reportFailures, runScenarioProbes, type SimulatorHttp, setUpProbe } from './probes';

const scenarios = await loadScenarios(DEFAULT_SCENARIOS_DIR);
const app = await buildSimulatorServer({ scenariosDir: DEFAULT_SCENARIOS_DIR });
afterAll(() => app.close());

describe('every probe of every scenario in scenarios/', () => {
  it.each([...scenarios.keys()])('%s proves what it claims', async (name) => {
    const { scenario } = scenarios.get(name) ?? expect.unreachable();
    expect(scenario.probes.length, `${name} declares no probes: add at least one`).toBeGreaterThan(0);
    const outcomes = await runScenarioProbes(app, name, scenario);
    expect(reportFailures(outcomes), 'probes that failed').toBe('');
    const produced = [...producedCodes(outcomes)].sort();
    expect(
      produced,
      `${name}: its codes: list must be exactly the codes its probes produce (codes: [${produced.join(', ')}])`,
    ).toEqual([...scenario.codes].sort());
  });
});

describe('the probe runner', () => {
  const PROBED = `${SMALL_SCENARIO_YAML}probes:
  - name: ann launches One
    as: ann@example.com
    call: loginAttempt
    query: { cli_uuid: one }
    expect: { status: 200 }
  - name: bob is refused One's only licence
    as: bob@example.com
    call: loginAttempt
    query: { cli_uuid: one }
    expect: { code: NO_LICENSE_ENVIRONMENT }
  - name: wrongly claimed
    as: ann@example.com
    call: clients
    expect: { status: 200, code: INVALID_USER }
  - name: Two boots in two minutes
    as: ann@example.com
    call: loginAttempt
    query: { cli_uuid: two }
    expect: { status: 202 }
  - as: ann@example.com
    call: loginAttempt
    query: { cli_uuid: two }
    advanceClockMs: 120000
    expect: { status: 200 }
`;

  it('runs in one world in order and reports the scenario, the probe and what came back', async () => {
    const { dir, cleanup } = await scenarioDir({ 'default.yaml': PROBED });
    const sim = await buildSimulatorServer({ scenariosDir: dir });
    try {
      const loaded = (await loadScenarios(dir)).get('default') ?? expect.unreachable();
      const outcomes = await runScenarioProbes(sim, 'default', loaded.scenario);
      expect(outcomes.map((o) => o.problem === undefined)).toEqual([true, true, false, true, true]);
      expect(outcomes[1]?.got).toMatchObject({ status: 202, code: 'NO_LICENSE_ENVIRONMENT' });
      expect(reportFailures(outcomes)).toMatch(
        /^default, probe 3 "wrongly claimed" \(clients as ann@example.com\): expected status 200 and INVALID_USER, got 200 \{"clients":\[/,
      );
      expect([...producedCodes(outcomes)]).toEqual(['NO_LICENSE_ENVIRONMENT']);
      // A fresh world each run: the licence taken above is free again.
      const again = await runScenarioProbes(sim, 'default', loaded.scenario);
      expect(again[0]?.problem).toBeUndefined();
    } finally {
      await sim.close();
      await cleanup();
    }
  });

  it('setUpProbe: the probes before it have run in a fresh world, signed in for it, its own call not made', async () => {
    const { dir, cleanup } = await scenarioDir({ 'default.yaml': PROBED });
    const sim = await buildSimulatorServer({ scenariosDir: dir });
    try {
      const loaded = (await loadScenarios(dir)).get('default') ?? expect.unreachable();
      // Probe 2 (bob refused One's only licence) holds only after ann's launch of probe 1.
      const setUp = (await setUpProbe(sim, 'default', loaded.scenario, 1)) ?? expect.unreachable();
      expect(setUp.bearer).toEqual(expect.any(String));
      const call = () =>
        sim.inject({
          method: 'GET',
          url: '/login_attempt?cli_uuid=one',
          headers: { [HEADERS.simWorld]: setUp.world, authorization: `Bearer ${setUp.bearer}` },
        });
      expect((await call()).statusCode).toBe(202);
      // Stopping at probe 1 made no call: ann did not take One's only licence, so bob gets it.
      const first = (await setUpProbe(sim, 'default', loaded.scenario, 0)) ?? expect.unreachable();
      const bob = loaded.scenario.users.find((u) => u.email === 'bob@example.com') ?? expect.unreachable();
      const login = await sim.inject({
        method: 'POST',
        url: '/login',
        headers: { [HEADERS.simWorld]: first.world },
        payload: { email: bob.email, password: bob.password },
      });
      const bobToken = (login.json() as { access_token: string }).access_token;
      const launch = await sim.inject({
        method: 'GET',
        url: '/login_attempt?cli_uuid=one',
        headers: { [HEADERS.simWorld]: first.world, authorization: `Bearer ${bobToken}` },
      });
      expect(launch.statusCode).toBe(200);
    } finally {
      await sim.close();
      await cleanup();
    }
  });

  it('a sign-in probe that worked serves the later probes of that account: no second sign-in', async () => {
    const { dir, cleanup } = await scenarioDir({ 'default.yaml': SMALL_SCENARIO_YAML });
    const sim = await buildSimulatorServer({ scenariosDir: dir });
    try {
      const loaded = (await loadScenarios(dir)).get('default') ?? expect.unreachable();
      const user = loaded.scenario.users[0] ?? expect.unreachable();
      const urls: string[] = [];
      // The simulator, counting the calls the probes make.
      const counting: SimulatorHttp = {
        inject: ((opts: InjectOptions) => {
          urls.push(String(opts.url));
          return sim.inject(opts);
        }) as SimulatorHttp['inject'],
      };
      const outcomes = await runScenarioProbes(counting, 'default', {
        users: loaded.scenario.users,
        probes: [
          { call: 'login', body: { email: user.email, password: user.password }, expect: { status: 200 } },
          { as: user.email, call: 'clients', expect: { status: 200 } },
        ],
      });
      expect(reportFailures(outcomes)).toBe('');
      expect(urls.filter((url) => url === '/login')).toHaveLength(1);
    } finally {
      await sim.close();
      await cleanup();
    }
  });

  it('fails a probe whose reply carries a code it did not expect', async () => {
    const text = `${SMALL_SCENARIO_YAML}probes:
  - call: login
    body: { email: ann@example.com, password: nope }
    expect: { status: 401 }
`;
    const { dir, cleanup } = await scenarioDir({ 'default.yaml': text });
    const sim = await buildSimulatorServer({ scenariosDir: dir });
    try {
      const loaded = (await loadScenarios(dir)).get('default') ?? expect.unreachable();
      const [outcome] = await runScenarioProbes(sim, 'default', loaded.scenario);
      expect(outcome?.problem).toBe(
        'expected status 401 and no error code, got 401 INVALID_USER {"error":"INVALID_USER"}',
      );
    } finally {
      await sim.close();
      await cleanup();
    }
  });
});
