import { describe, expect, it } from 'vitest';
import { type NewWorldCaller, resolveWorld, type WorldCall, type WorldHost } from './world-resolution';
import { TOO_MANY_WORLDS_MESSAGE } from './world-selection';

// Issue 24, item 6: the one place that decides a call's world, for the gateway's world hook and
// the standalone simulator's upstream API alike (both servers' own tests cover their replies).

const LOCAL: NewWorldCaller = { socketAddress: '127.0.0.1', headers: {}, clientAddress: '127.0.0.1' };
const REMOTE: NewWorldCaller = { socketAddress: '203.0.113.9', headers: {}, clientAddress: '203.0.113.9' };
const PAGE = { isGet: true, acceptsHtml: true };
const BROKEN_ISSUE = { path: '(root)', line: 3, column: 7, message: 'bad indentation' };

/** Worlds by id (null: the shared one), seeded from scenarios `a` and `b`; records what it made. */
function host(live: Record<string, string> = {}, budget = true) {
  const worlds = new Map(Object.entries(live));
  const made: { scenario: string; owner: string | undefined }[] = [];
  const asked: NewWorldCaller[] = [];
  const h: WorldHost<string | null> = {
    scenarioOf: (id) => worlds.get(id),
    hasScenario: (name) => name === 'a' || name === 'b',
    scenarioNames: () => ['a', 'b'],
    allowNewWorld: (caller) => {
      asked.push(caller);
      return budget;
    },
    world: (id) => (worlds.has(id) ? id : undefined),
    shared: null,
    createWorld: (scenario, owner) => {
      const id = `w${made.length + 1}`;
      made.push({ scenario, owner });
      worlds.set(id, scenario);
      return id;
    },
  };
  return { h, made, asked };
}

const call = (signals: WorldCall['signals'], more: Partial<WorldCall> = {}): WorldCall => ({
  signals,
  caller: LOCAL,
  ...more,
});

describe('resolveWorld', () => {
  it('answers a named live world, the cookie’s world, or else the shared world', () => {
    const { h } = host({ w7: 'a' });
    expect(resolveWorld(h, call({ worldHeader: 'w7' }))).toMatchObject({ kind: 'world', world: 'w7' });
    expect(resolveWorld(h, call({ worldCookie: 'w7' }))).toMatchObject({ kind: 'world', world: 'w7' });
    const shared = resolveWorld(h, call({}));
    expect(shared).toEqual({ kind: 'world', world: null, released: undefined });
  });

  it('creates a picked scenario’s world, owned by a remote caller and by no one on this machine', () => {
    const { h, made, asked } = host();
    const remote = resolveWorld(h, call({ scenarioHeader: 'a' }, { caller: REMOTE }));
    expect(remote).toMatchObject({ kind: 'world', world: 'w1', created: { scenario: 'a', fresh: false } });
    const local = resolveWorld(h, call({ scenarioQuery: 'b', fresh: true }));
    expect(local).toMatchObject({ kind: 'world', world: 'w2', created: { scenario: 'b', fresh: true } });
    expect(made).toEqual([
      { scenario: 'a', owner: '203.0.113.9' },
      { scenario: 'b', owner: undefined },
    ]);
    // The budget is asked with the caller itself (it counts remote addresses only).
    expect(asked).toEqual([REMOTE, LOCAL]);
  });

  it('refuses a new world past the caller’s budget with 429 and makes none', () => {
    const { h, made } = host({}, false);
    const refused = resolveWorld(h, call({ scenarioHeader: 'a' }, { caller: REMOTE, page: PAGE }));
    expect(refused).toEqual({
      kind: 'refused',
      refusal: { status: 429, body: { error: 'TOO_MANY_NEW_WORLDS', message: TOO_MANY_WORLDS_MESSAGE } },
      released: undefined,
    });
    expect(made).toEqual([]);
    // An existing world needs no budget.
    const { h: full } = host({ w1: 'a' }, false);
    expect(resolveWorld(full, call({ worldHeader: 'w1' }))).toMatchObject({ kind: 'world', world: 'w1' });
  });

  it('seeds a released world again from the scenario its cookie remembers, and says which went', () => {
    const { h } = host();
    const again = resolveWorld(h, call({ worldCookie: 'gone', scenarioCookie: 'b' }));
    expect(again).toMatchObject({
      kind: 'world',
      world: 'w1',
      created: { scenario: 'b', fresh: false },
      released: { world: 'gone', scenario: 'b', fresh: 'b' },
    });
  });

  it('refuses an unknown scenario or world with 404 naming the known scenarios, for an API call', () => {
    const { h } = host();
    const scenario = resolveWorld(h, call({ scenarioHeader: 'nope' }));
    expect(scenario).toMatchObject({
      kind: 'refused',
      refusal: { status: 404, body: { error: 'SCENARIO_NOT_FOUND' } },
    });
    if (scenario.kind === 'refused') expect(scenario.refusal.body.message).toContain('known scenarios: a, b');
    // A query names a scenario on GET only; the upstream API gives no page a fallback.
    expect(resolveWorld(h, call({ scenarioQuery: 'nope' }))).toMatchObject({ kind: 'refused' });
    expect(resolveWorld(h, call({ worldHeader: 'gone' }))).toMatchObject({
      kind: 'refused',
      refusal: { status: 404, body: { error: 'WORLD_NOT_FOUND' } },
    });
  });

  it('refuses a scenario whose file did not load with 404 SCENARIO_NOT_LOADED, its file, line and problem', () => {
    const { h, made } = host();
    const problem = { file: 'broken/syntax.yaml', summary: 'invalid YAML', issues: [BROKEN_ISSUE] };
    h.scenarioProblem = (name) => (name === 'broken/syntax' ? problem : undefined);
    const broken = resolveWorld(h, call({ scenarioHeader: 'broken/syntax' }));
    expect(broken).toMatchObject({
      kind: 'refused',
      refusal: { status: 404, body: { error: 'SCENARIO_NOT_LOADED', problem } },
    });
    if (broken.kind === 'refused') {
      expect(broken.refusal.body.message).toBe(
        'scenario "broken/syntax" did not load, so no world can start from it: broken/syntax.yaml: invalid YAML; line 3, column 7, at (root): bad indentation',
      );
    }
    // A name with no file at all is still unknown.
    expect(resolveWorld(h, call({ scenarioHeader: 'nope' }))).toMatchObject({
      refusal: { body: { error: 'SCENARIO_NOT_FOUND' } },
    });
    expect(made).toEqual([]);
  });

  it('keeps a page with an unknown ?scenario= in the caller’s live world, or the shared one', () => {
    const { h, made } = host({ w5: 'a' });
    expect(resolveWorld(h, call({ scenarioQuery: 'nope', worldCookie: 'w5' }, { page: PAGE }))).toEqual({
      kind: 'world',
      world: 'w5',
      released: undefined,
      fallback: { kind: 'unknown-scenario', scenario: 'nope', known: ['a', 'b'] },
    });
    expect(
      resolveWorld(h, call({ scenarioQuery: 'nope', worldCookie: 'gone' }, { page: PAGE })),
    ).toMatchObject({
      kind: 'world',
      world: null,
    });
    expect(made).toEqual([]);
  });

  it('starts a page whose world is gone (no scenario to seed again) over in the shared world', () => {
    const { h } = host();
    const gone = { worldCookie: 'gone' };
    expect(resolveWorld(h, call(gone, { page: PAGE }))).toEqual({
      kind: 'world',
      world: null,
      released: { world: 'gone', scenario: null, fresh: null },
      fallback: { kind: 'world-released' },
    });
    // Not a page (a tRPC call, or no HTML asked): a 404 that still says which world went.
    expect(resolveWorld(h, call(gone, { page: { isGet: true, acceptsHtml: false } }))).toMatchObject({
      kind: 'refused',
      refusal: { status: 404 },
      released: { world: 'gone' },
    });
  });

  it('refuses a world released between the choice and its use, never another world', () => {
    const { h } = host({ w1: 'a' });
    const racing: WorldHost<string | null> = { ...h, world: () => undefined };
    expect(resolveWorld(racing, call({ worldHeader: 'w1' }))).toMatchObject({
      kind: 'refused',
      refusal: { status: 404, body: { error: 'WORLD_NOT_FOUND' } },
    });
  });
});
