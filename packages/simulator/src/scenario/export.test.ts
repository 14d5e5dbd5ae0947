import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_SCENARIOS_DIR } from '../paths';
import { World } from '../state/world';
import { exportWorldYaml, reproName } from './export';
import { loadScenarios, parseScenario } from './loader';

const START = Date.UTC(2026, 2, 10, 12, 0, 0);

/** Seeds a world from an exported document, with the loader scenario files go through. */
function reseed(yaml: string, name: string, baseNow: () => number): World {
  const scenario = parseScenario(yaml, `${reproName(yaml)}.yaml`);
  return new World('copy', name, () => scenario, { baseNow });
}

describe('repro export', () => {
  it('round-trips every scenario of the repo: export → load → seed → export gives the same document', async () => {
    const scenarios = await loadScenarios(DEFAULT_SCENARIOS_DIR);
    expect(scenarios.size).toBeGreaterThan(5);
    for (const { name, scenario } of scenarios.values()) {
      const world = new World('w1', name, () => scenario, { baseNow: () => START });
      world.advanceClock(90 * 60_000);
      const first = exportWorldYaml(world);
      // Later real time: the copy still starts at the exported moment.
      const copy = reseed(first, name, () => START + 3 * 24 * 3_600_000);
      expect(copy.now(), name).toBe(world.now());
      expect(exportWorldYaml(copy), name).toBe(first);
    }
  });

  it('carries what happened: the clock, a changed user, a cleared session, a run-time override', async () => {
    const scenarios = await loadScenarios(DEFAULT_SCENARIOS_DIR);
    const loaded = [...scenarios.values()].find((s) => s.scenario.users.some((u) => u.sessions.length > 0));
    if (!loaded) throw new Error('no scenario with a seeded session');
    const world = new World('w1', loaded.name, () => loaded.scenario, { baseNow: () => START });
    const user = [...world.state.users.values()].find((u) => u.spec.sessions.length > 0);
    if (!user) throw new Error('no user');
    world.advanceClock(2 * 60_000);
    user.active = false;
    const [session] = user.spec.sessions;
    if (session) world.state.connections.close(user.spec.email, session.client);
    world.overrides.add({ route: 'login', error: 'PASSWORD_EXPIRED', times: 2 });

    const yaml = exportWorldYaml(world);
    const doc = parse(yaml);
    expect(doc.settings.clockAt).toBe(new Date(START + 2 * 60_000).toISOString());
    // The moment a caller read once (the file's name is made from it too), to the second.
    const at = parse(exportWorldYaml(world, START + 5 * 60_000 + 999)).settings.clockAt;
    expect(at).toBe(new Date(START + 5 * 60_000).toISOString());
    const exported = doc.users.find((u: { email: string }) => u.email === user.spec.email);
    expect(exported.active).toBe(false);
    expect(exported.sessions).toEqual([]);
    expect(doc.faults.at(-1)).toMatchObject({ route: 'login', error: 'PASSWORD_EXPIRED', times: 2 });

    const copy = reseed(yaml, loaded.name, () => START + 60_000_000);
    expect(copy.now()).toBe(START + 2 * 60_000);
    expect(copy.state.user(user.spec.email)?.active).toBe(false);
    expect(copy.state.connections.of(user.spec.email, session?.client ?? '')).toBeUndefined();
    expect(copy.overrides.peek('login', {})).toMatchObject({ error: 'PASSWORD_EXPIRED', remaining: 2 });
  });

  it('names a document by its content', () => {
    expect(reproName('a: 1\n')).toBe(reproName('a: 1\n'));
    expect(reproName('a: 1\n')).not.toBe(reproName('a: 2\n'));
    expect(reproName('a: 1\n')).toMatch(/^repro-[0-9a-f]{12}$/);
  });
});
