import { describe, expect, it } from 'vitest';
import type { LoadedScenario } from '../scenario/loader';
import { parseScenario } from '../scenario/loader';
import { SMALL_SCENARIO_YAML, smallScenario } from '../test-support';
import { DEFAULT_IDLE_MS, DEFAULT_WORLD_ID, WorldRegistry } from './registry';

const scenarios = (): ReadonlyMap<string, LoadedScenario> => {
  const scenario = smallScenario();
  return new Map([
    ['default', { name: 'default', file: 'default.yaml', scenario }],
    ['small', { name: 'small', file: 'small.yaml', scenario }],
  ] as [string, LoadedScenario][]);
};

function registry(options: { maxWorlds?: number; maxWorldsPerOwner?: number; idleMs?: number } = {}) {
  let real = Date.UTC(2026, 0, 1);
  const reg = new WorldRegistry(scenarios(), 'default', { ...options, realNow: () => real });
  return { reg, pass: (ms: number) => (real += ms) };
}

const create = (reg: WorldRegistry) => {
  const world = reg.create('small');
  if (!world) throw new Error('small is loaded');
  return world.id;
};

describe('WorldRegistry', () => {
  it('creates worlds from known scenarios only and finds them by id', () => {
    const { reg } = registry();
    const id = create(reg);
    expect(reg.get(id)?.scenarioName).toBe('small');
    expect(reg.create('nope')).toBeUndefined();
    expect(reg.get('nope')).toBeUndefined();
    expect(reg.get(DEFAULT_WORLD_ID)).toBe(reg.defaultWorld);
    expect(reg.size).toBe(1);
  });

  it('drops the least recently used world past the cap, never the default one', () => {
    const { reg } = registry({ maxWorlds: 2 });
    const a = create(reg);
    const b = create(reg);
    reg.get(a); // b is now the least recently used
    const c = create(reg);
    expect(reg.size).toBe(2);
    expect(reg.get(b)).toBeUndefined();
    expect(reg.get(a)).toBeDefined();
    expect(reg.get(c)).toBeDefined();
    expect(reg.get(DEFAULT_WORLD_ID)).toBe(reg.defaultWorld);
  });

  it('caps the worlds one owner keeps: its own least recently used goes, never another owner’s', () => {
    const { reg } = registry({ maxWorlds: 10, maxWorldsPerOwner: 3 });
    const other = reg.create('small', '203.0.113.7')?.id ?? '';
    const busy = Array.from({ length: 8 }, () => reg.create('small', '198.51.100.1')?.id ?? '');
    expect(reg.get(other)).toBeDefined();
    expect(busy.map((id) => reg.get(id) !== undefined)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(reg.size).toBe(4);
  });

  it('counts use, not creation, within an owner', () => {
    const { reg } = registry({ maxWorldsPerOwner: 2 });
    const first = reg.create('small', 'tester')?.id ?? '';
    const second = reg.create('small', 'tester')?.id ?? '';
    reg.get(first);
    const third = reg.create('small', 'tester')?.id ?? '';
    expect([first, second, third].map((id) => reg.get(id) !== undefined)).toEqual([true, false, true]);
  });

  it('releases worlds idle for idleMs of real time, and keeps those in use', () => {
    const { reg, pass } = registry({ idleMs: 1_000 });
    const idle = create(reg);
    const busy = create(reg);
    pass(600);
    reg.get(busy);
    pass(600);
    expect(reg.get(idle)).toBeUndefined();
    expect(reg.get(busy)).toBeDefined();
    pass(1_000);
    expect(reg.size).toBe(0);
    expect(reg.get(DEFAULT_WORLD_ID)).toBe(reg.defaultWorld);
  });

  it('judges idleness on real time, not on a world clock QA moved', () => {
    const { reg, pass } = registry({ idleMs: 1_000 });
    const id = create(reg);
    reg.get(id)?.advanceClock(3_600_000);
    pass(500);
    expect(reg.get(id)).toBeDefined();
  });

  it('keeps worlds 30 minutes and 1,000 worlds unless told otherwise', () => {
    expect(DEFAULT_IDLE_MS).toBe(30 * 60_000);
    const { reg, pass } = registry();
    const first = create(reg);
    for (let i = 0; i < 1_000; i += 1) create(reg);
    expect(reg.size).toBe(1_000);
    expect(reg.get(first)).toBeUndefined();
    pass(DEFAULT_IDLE_MS - 1);
    expect(reg.size).toBe(1_000);
    pass(1);
    expect(reg.size).toBe(0);
  });

  it("seeds a reset from the scenario's current version, or the last one seen when it went away", () => {
    const live = new Map(scenarios());
    const reg = new WorldRegistry(live, 'default');
    const world = reg.create('small');
    if (!world) throw new Error('small is loaded');
    const emails = () => [...world.state.users.keys()];
    const scripted = (w: typeof world) => w.overrides.list().map((o) => o.error);
    expect(emails()).toContain('ann@example.com');

    const reloaded = SMALL_SCENARIO_YAML.replace('email: ann@example.com', 'email: amy@example.com').concat(
      'faults:\n  - { route: login, error: PASSWORD_EXPIRED }\n',
    );
    live.set('small', { name: 'small', file: 'small.yaml', scenario: parseScenario(reloaded, 'small.yaml') });
    expect(emails()).toContain('ann@example.com');
    world.reset();
    expect(emails()).toContain('amy@example.com');
    expect(scripted(world)).toEqual(['PASSWORD_EXPIRED']);

    live.delete('small');
    world.reset();
    expect(emails()).toContain('amy@example.com');
    expect(scripted(world)).toEqual(['PASSWORD_EXPIRED']);
  });
});
