import { describe, expect, it } from 'vitest';
import {
  chooseWorld,
  isFreshFlag,
  releasedWorld,
  type WorldLookup,
  type WorldSignals,
  worldChoiceMessage,
  worldSignals,
} from './world-selection';

/** Two live worlds: w-default (scenario default) and w-licence (scenario no-license). */
const lookup: WorldLookup = {
  scenarioOf: (id) => ({ 'w-default': 'default', 'w-licence': 'no-license' })[id],
  hasScenario: (name) => ['default', 'no-license', 'launch/pending-connection'].includes(name),
};

describe('chooseWorld', () => {
  it('uses the shared world when nothing is picked', () => {
    expect(chooseWorld({}, lookup)).toEqual({ kind: 'shared' });
    expect(chooseWorld({ scenarioQuery: '  ', worldCookie: '' }, lookup)).toEqual({ kind: 'shared' });
  });

  it('an x-sim-world header wins over everything, and a dead id is an error', () => {
    expect(
      chooseWorld(
        { worldHeader: 'w-licence', scenarioQuery: 'default', worldCookie: 'w-default', fresh: true },
        lookup,
      ),
    ).toEqual({ kind: 'existing', worldId: 'w-licence' });
    expect(chooseWorld({ worldHeader: 'gone', worldCookie: 'w-default' }, lookup)).toEqual({
      kind: 'unknown-world',
      source: 'header',
      worldId: 'gone',
    });
  });

  it('an unknown scenario is an error, never the shared or the current world', () => {
    expect(chooseWorld({ scenarioQuery: 'nope', worldCookie: 'w-default' }, lookup)).toEqual({
      kind: 'unknown-scenario',
      scenario: 'nope',
    });
    expect(chooseWorld({ scenarioHeader: 'nope' }, lookup)).toEqual({
      kind: 'unknown-scenario',
      scenario: 'nope',
    });
  });

  it('picking the scenario the caller is already in keeps its world (a reload)', () => {
    expect(chooseWorld({ scenarioQuery: 'no-license', worldCookie: 'w-licence' }, lookup)).toEqual({
      kind: 'existing',
      worldId: 'w-licence',
    });
    expect(chooseWorld({ scenarioHeader: 'default', worldCookie: 'w-default' }, lookup)).toEqual({
      kind: 'existing',
      worldId: 'w-default',
    });
  });

  it('fresh, another scenario, or no world yet starts a new world', () => {
    expect(
      chooseWorld({ scenarioQuery: 'no-license', worldCookie: 'w-licence', fresh: true }, lookup),
    ).toEqual({ kind: 'create', scenario: 'no-license', reason: 'fresh' });
    expect(chooseWorld({ scenarioQuery: 'default', worldCookie: 'w-licence' }, lookup)).toEqual({
      kind: 'create',
      scenario: 'default',
      reason: 'picked',
    });
    expect(chooseWorld({ scenarioQuery: 'launch/pending-connection' }, lookup)).toEqual({
      kind: 'create',
      scenario: 'launch/pending-connection',
      reason: 'picked',
    });
  });

  it('the query names the scenario before the header does', () => {
    expect(chooseWorld({ scenarioQuery: 'default', scenarioHeader: 'nope' }, lookup)).toEqual({
      kind: 'create',
      scenario: 'default',
      reason: 'picked',
    });
  });

  it('the cookie keeps the caller in its world', () => {
    expect(chooseWorld({ worldCookie: 'w-licence' }, lookup)).toEqual({
      kind: 'existing',
      worldId: 'w-licence',
    });
  });

  it('a released world is seeded again from the scenario the caller picked last', () => {
    expect(chooseWorld({ worldCookie: 'released', scenarioCookie: 'no-license' }, lookup)).toEqual({
      kind: 'create',
      scenario: 'no-license',
      reason: 'expired',
      released: 'released',
    });
    // Without a known scenario to go back to, the caller is told, not moved to the shared world.
    expect(chooseWorld({ worldCookie: 'released', scenarioCookie: 'deleted-since' }, lookup)).toEqual({
      kind: 'unknown-world',
      worldId: 'released',
      source: 'cookie',
    });
    expect(chooseWorld({ worldCookie: 'released' }, lookup)).toEqual({
      kind: 'unknown-world',
      worldId: 'released',
      source: 'cookie',
    });
  });
});

describe('releasedWorld', () => {
  const told = (signals: WorldSignals) => releasedWorld(chooseWorld(signals, lookup), signals);

  it('names the released world, its scenario and the fresh world of that scenario', () => {
    expect(told({ worldCookie: 'released', scenarioCookie: 'no-license' })).toEqual({
      world: 'released',
      scenario: 'no-license',
      fresh: 'no-license',
    });
  });

  it('a reloaded ?scenario= link whose world was released: a new world of it, announced', () => {
    const signals = { worldCookie: 'released', scenarioQuery: 'no-license', scenarioCookie: 'no-license' };
    expect(chooseWorld(signals, lookup)).toEqual({
      kind: 'create',
      scenario: 'no-license',
      reason: 'expired',
      released: 'released',
    });
    expect(told(signals)).toEqual({ world: 'released', scenario: 'no-license', fresh: 'no-license' });
  });

  it('with no scenario to seed again: the released world and no fresh one (a page gets the shared world)', () => {
    expect(told({ worldCookie: 'released', scenarioCookie: 'deleted-since' })).toEqual({
      world: 'released',
      scenario: 'deleted-since',
      fresh: null,
    });
    expect(told({ worldCookie: 'released' })).toEqual({ world: 'released', scenario: null, fresh: null });
  });

  it('says nothing when the world is alive, was never the caller’s, or a new scenario was picked', () => {
    expect(told({})).toBeUndefined();
    expect(told({ worldCookie: 'w-licence', scenarioCookie: 'no-license' })).toBeUndefined();
    // An explicit x-sim-world that is gone is refused as such, not announced as a release.
    expect(told({ worldHeader: 'gone', scenarioCookie: 'no-license' })).toBeUndefined();
    // Picking another scenario, or a fresh world, starts a new world anyway: nothing of the old one
    // was expected to stay.
    expect(
      told({ worldCookie: 'released', scenarioQuery: 'default', scenarioCookie: 'no-license' }),
    ).toBeUndefined();
    expect(
      told({
        worldCookie: 'released',
        scenarioQuery: 'no-license',
        scenarioCookie: 'no-license',
        fresh: true,
      }),
    ).toBeUndefined();
    expect(told({ worldCookie: 'released', scenarioQuery: 'nope' })).toBeUndefined();
  });
});

describe('isFreshFlag', () => {
  it.each([
    ['1', true],
    ['true', true],
    ['', true],
    ['YES', true],
    ['0', false],
    ['no', false],
    [undefined, false],
    [['0', '1'], true],
  ])('%j → %s', (value, expected) => {
    expect(isFreshFlag(value)).toBe(expected);
  });
});

describe('worldChoiceMessage', () => {
  it('names the known scenarios for an unknown one', () => {
    expect(
      worldChoiceMessage({ kind: 'unknown-scenario', scenario: 'nope' }, ['default', 'no-license']),
    ).toBe('unknown scenario "nope"; known scenarios: default, no-license');
  });

  it('says a world id is gone', () => {
    expect(worldChoiceMessage({ kind: 'unknown-world', worldId: 'w9' }, [])).toContain(
      'no simulator world "w9"',
    );
  });
});

describe('worldSignals', () => {
  const request = (
    method: string,
    query: unknown,
    headers: Record<string, string> = {},
    cookies: Record<string, string> = {},
  ) => ({
    method,
    query,
    header: (name: string) => headers[name],
    cookie: (name: string) => cookies[name],
  });

  it('reads scenario and fresh from a page address (GET) only', () => {
    expect(worldSignals(request('GET', { scenario: 'default', fresh: '1' }))).toMatchObject({
      scenarioQuery: 'default',
      fresh: true,
    });
    expect(worldSignals(request('POST', { scenario: 'default', fresh: '1' }))).toMatchObject({
      scenarioQuery: undefined,
      fresh: false,
    });
  });

  it('reads the headers and cookies on every call', () => {
    expect(
      worldSignals(
        request(
          'POST',
          undefined,
          { 'x-sim-world': 'w1', 'x-sim-scenario': 'default' },
          { sim_world: 'w2', sim_scenario: 'no-license' },
        ),
      ),
    ).toEqual({
      worldHeader: 'w1',
      scenarioQuery: undefined,
      fresh: false,
      scenarioHeader: 'default',
      worldCookie: 'w2',
      scenarioCookie: 'no-license',
    });
  });
});
