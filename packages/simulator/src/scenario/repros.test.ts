import { describe, expect, it } from 'vitest';
import { smallWorld } from '../test-support';
import { exportWorldYaml } from './export';
import { ReproScenarios } from './repros';
import { ScenarioError } from './scenario-error';

describe('repro scenarios kept in memory', () => {
  it('names an export by its content, keeps the latest ones only, and refuses a bad document', () => {
    const repros = new ReproScenarios(2);
    const world = smallWorld();
    const yaml = exportWorldYaml(world);
    const first = repros.add(yaml);
    expect(repros.add(yaml).name).toBe(first.name);
    expect(repros.size).toBe(1);
    world.advanceClock(60_000);
    const second = repros.add(exportWorldYaml(world));
    world.advanceClock(60_000);
    const third = repros.add(exportWorldYaml(world));
    expect(new Set([first.name, second.name, third.name]).size).toBe(3);
    expect(repros.has(first.name)).toBe(false);
    expect(repros.get(third.name)?.scenario.settings.clockAt).toBe(new Date(world.now()).toISOString());
    expect(() => repros.add('title: x\n')).toThrow(ScenarioError);
  });
});
