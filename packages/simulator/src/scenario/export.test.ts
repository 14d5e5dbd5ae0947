import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pendingConnectionReply } from '../domains/sessions';
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

  describe('a pending session', () => {
    // A real clock has milliseconds; the export rounds its moment down to the second.
    const startWithMs = START + 437;
    const fresh = async (name: string, start = startWithMs): Promise<World> => {
      const loaded = (await loadScenarios(DEFAULT_SCENARIOS_DIR)).get(name);
      if (!loaded) throw new Error(`no scenario ${name}`);
      return new World('w1', name, () => loaded.scenario, { baseNow: () => start });
    };
    const pendingOf = (world: World) => {
      const [connection] = world.state.connections.list().filter((c) => c.pendingUntil !== undefined);
      if (!connection) throw new Error('no pending connection');
      const reply = pendingConnectionReply(world.state, connection.email, connection.clientUuid);
      const time = (reply?.body as { time?: number } | undefined)?.time;
      return { until: connection.pendingUntil ?? 0, time, connection };
    };

    it.each(['launch/pending-connection', 'launch/disconnect-fails'])(
      'keeps the time %s has left to the second: 598 s left re-imports as 598 s (±1), not rounded up to minutes',
      async (name) => {
        const world = await fresh(name);
        world.advanceClock(2_000);
        expect(pendingOf(world).time).toBe(598);

        const yaml = exportWorldYaml(world);
        const copy = reseed(yaml, name, () => START + 3_600_000);
        // The copy exports the same document: the seconds survive a second round trip too.
        expect(exportWorldYaml(copy)).toBe(yaml);
        const { until, time } = pendingOf(copy);
        expect(time).toBeGreaterThanOrEqual(598);
        expect(time).toBeLessThanOrEqual(599);
        // On the world clock the copy's expiry is less than a second after the original's.
        expect(until - pendingOf(world).until).toBeGreaterThanOrEqual(0);
        expect(until - pendingOf(world).until).toBeLessThan(1_000);

        // The repro: 10 min 0.5 s later both launch, the copy included.
        world.advanceClock(600_500);
        copy.advanceClock(600_500);
        const { email, clientUuid } = pendingOf(world).connection;
        expect(pendingConnectionReply(world.state, email, clientUuid)).toBeUndefined();
        expect(pendingConnectionReply(copy.state, email, clientUuid)).toBeUndefined();
      },
    );

    it('writes whole minutes as pendingMinutes and anything else as pendingSeconds', async () => {
      const world = await fresh('launch/pending-connection');
      const sessionsOf = (doc: { users: { sessions: object[] }[] }) => doc.users.flatMap((u) => u.sessions);
      // Fresh, 600.437 s left from the second the export names: 601 s, where minutes said 11.
      const freshDoc = parse(exportWorldYaml(world));
      expect(sessionsOf(freshDoc)).toContainEqual(
        expect.objectContaining({ state: 'pending', pendingSeconds: 601 }),
      );
      expect(sessionsOf(freshDoc).some((s) => 'pendingMinutes' in s)).toBe(false);
      // Started on a whole second, 9 minutes later: a person's field stays a person's field.
      const whole = await fresh('launch/pending-connection', START);
      whole.advanceClock(60_000);
      const doc = parse(exportWorldYaml(whole));
      expect(sessionsOf(doc)).toContainEqual(
        expect.objectContaining({ state: 'pending', pendingMinutes: 9 }),
      );
      expect(sessionsOf(doc).some((s) => 'pendingSeconds' in s)).toBe(false);
    });
  });

  it('names a document by its content', () => {
    expect(reproName('a: 1\n')).toBe(reproName('a: 1\n'));
    expect(reproName('a: 1\n')).not.toBe(reproName('a: 2\n'));
    expect(reproName('a: 1\n')).toMatch(/^repro-[0-9a-f]{12}$/);
  });
});
