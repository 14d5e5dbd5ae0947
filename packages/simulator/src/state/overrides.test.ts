import { describe, expect, it } from 'vitest';
import {
  jsonDepth,
  MAX_OVERRIDE_BODY_BYTES,
  MAX_OVERRIDE_BODY_DEPTH,
  type Override,
  OverrideSchema,
} from '../scenario/schema/faults';
import {
  FAULT_KINDS,
  MAX_RUNTIME_OVERRIDES,
  OverrideStore,
  scriptedReply,
  TooManyOverridesError,
} from './overrides';

const scenarioOverrides: Override[] = [
  OverrideSchema.parse({ route: 'loginAttempt', error: 'NO_LICENSE_CLIENT', match: { cli_uuid: 'two' } }),
  OverrideSchema.parse({ route: 'clients', error: 'UNEXPECTED_ERROR', times: 1 }),
];

describe('OverrideSchema', () => {
  it('keeps the fields of the scenario faults block working', () => {
    const parsed = OverrideSchema.parse({
      route: 'loginAttempt',
      status: 206,
      error: 'HAS_PENDING_CONNECTION',
      body: { time: 90 },
      delayMs: 100,
      times: 2,
      match: { cli_uuid: 'one', email: 'ann@example.com' },
    });
    expect(parsed.kind).toBeUndefined();
    expect(OverrideSchema.safeParse({ route: 'clients', delayMs: 10 }).success).toBe(true);
  });

  it('accepts every fault kind on its own', () => {
    for (const kind of FAULT_KINDS) {
      const input = kind === 'delay' ? { route: 'clients', kind, delayMs: 5 } : { route: 'clients', kind };
      expect(OverrideSchema.safeParse(input).success, kind).toBe(true);
    }
  });

  it('refuses overrides that do nothing or mix what cannot mix', () => {
    const refused = [
      { route: 'clients' },
      { route: 'nope', error: 'INVALID_USER' },
      { route: 'clients', error: 'NOT_A_CODE' },
      { route: 'clients', kind: 'delay' },
      { route: 'clients', kind: 'reset', error: 'INVALID_USER' },
      { route: 'clients', kind: 'timeout', status: 500 },
      { route: 'clients', kind: 'contract-break', body: { a: 1 } },
      { route: 'clients', kind: 'http-5xx', status: 404 },
      { route: 'clients', error: 'INVALID_USER', dripMs: 100 },
      { route: 'clients', kind: 'explode' },
      { route: 'clients', error: 'INVALID_USER', extra: true },
    ];
    for (const input of refused)
      expect(OverrideSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
  });
});

describe('scriptedReply', () => {
  it('uses the catalogue status of the code, else 200, and merges the body under error', () => {
    expect(
      scriptedReply(OverrideSchema.parse({ route: 'login', error: 'INVALID_USER', body: { a: 1 } })),
    ).toEqual({
      status: 401,
      body: { a: 1, error: 'INVALID_USER' },
    });
    expect(scriptedReply(OverrideSchema.parse({ route: 'clients', body: { clients: [] } }))?.status).toBe(
      200,
    );
    expect(scriptedReply(OverrideSchema.parse({ route: 'clients', delayMs: 10 }))).toBeUndefined();
  });

  it('answers http-5xx with 503 unless told, and always a 5xx', () => {
    expect(scriptedReply(OverrideSchema.parse({ route: 'clients', kind: 'http-5xx' }))).toEqual({
      status: 503,
      body: {},
    });
    expect(
      scriptedReply(OverrideSchema.parse({ route: 'clients', kind: 'http-5xx', status: 502 }))?.status,
    ).toBe(502);
    expect(
      scriptedReply(OverrideSchema.parse({ route: 'clients', kind: 'http-5xx', error: 'INVALID_USER' })),
    ).toEqual({ status: 503, body: { error: 'INVALID_USER' } });
  });
});

describe('OverrideStore', () => {
  it('answers a limited number of times and only for its match', () => {
    const store = new OverrideStore(scenarioOverrides);
    expect(store.take('loginAttempt', { cliUuid: 'one' })).toBeUndefined();
    expect(store.take('loginAttempt', { cliUuid: 'two' })?.error).toBe('NO_LICENSE_CLIENT');
    expect(store.take('clients', {})?.remaining).toBe(0);
    expect(store.take('clients', {})).toBeUndefined();
  });

  it('matches the e-mail whatever its case and surrounding spaces', () => {
    const store = new OverrideStore();
    store.add({ route: 'login', error: 'PASSWORD_EXPIRED', match: { email: 'Ann@Example.com' } });
    expect(store.take('login', { email: ' ann@EXAMPLE.com ' })?.error).toBe('PASSWORD_EXPIRED');
    expect(store.take('login', { email: 'bob@example.com' })).toBeUndefined();
    expect(store.take('login', {})).toBeUndefined();
  });

  it('lets run-time overrides win over the scenario, and a later one over an earlier one', () => {
    const store = new OverrideStore(scenarioOverrides);
    expect(store.take('loginAttempt', { cliUuid: 'two' })?.source).toBe('scenario');
    const first = store.add({ route: 'loginAttempt', error: 'NO_INSTANCE_AVAILABLE' });
    expect(store.take('loginAttempt', { cliUuid: 'two' })?.id).toBe(first.id);
    const second = store.add({ route: 'loginAttempt', kind: 'reset', times: 1 });
    expect(store.take('loginAttempt', { cliUuid: 'two' })?.id).toBe(second.id);
    // Used up, the earlier run-time one answers again.
    expect(store.take('loginAttempt', { cliUuid: 'two' })?.id).toBe(first.id);
  });

  it('stores id, source and remaining, removes by id and clears run-time ones', () => {
    const store = new OverrideStore(scenarioOverrides);
    const added = store.add({ route: 'clients', kind: 'timeout', times: 3 });
    expect(added).toMatchObject({ source: 'runtime', remaining: 3, kind: 'timeout' });
    expect(store.list().map((o) => [o.source, o.remaining])).toEqual([
      ['scenario', null],
      ['scenario', 1],
      ['runtime', 3],
    ]);
    expect(new Set(store.list().map((o) => o.id)).size).toBe(3);
    expect(store.remove(added.id)).toBe(true);
    expect(store.remove(added.id)).toBe(false);
    // The scenario's own overrides are not the tester's to remove: reset restores them.
    const [scenarioOne] = store.list();
    expect(store.remove(scenarioOne?.id ?? '')).toBe(false);
    store.add({ route: 'clients', kind: 'reset' });
    store.clearRuntime();
    expect(store.list().every((o) => o.source === 'scenario')).toBe(true);
  });

  it('restores the scenario overrides with full counters on reset and drops run-time ones', () => {
    const store = new OverrideStore(scenarioOverrides);
    store.take('clients', {});
    store.add({ route: 'clients', kind: 'reset' });
    store.reset();
    expect(store.list().map((o) => [o.id, o.remaining])).toEqual([
      ['scenario-1', null],
      ['scenario-2', 1],
    ]);
    expect(store.take('clients', {})?.error).toBe('UNEXPECTED_ERROR');
  });

  it('validates what it is given', () => {
    expect(() => new OverrideStore().add({ route: 'clients' })).toThrow();
  });

  it('drops a spent run-time override but keeps a spent scenario one for reset', () => {
    const store = new OverrideStore(scenarioOverrides);
    const once = store.add({ route: 'clients', kind: 'reset', times: 1 });
    expect(store.take('clients', {})?.id).toBe(once.id);
    expect(store.list().map((o) => o.id)).toEqual(['scenario-1', 'scenario-2']);
    expect(store.take('clients', {})?.id).toBe('scenario-2');
    expect(store.list().find((o) => o.id === 'scenario-2')?.remaining).toBe(0);
    store.reset();
    expect(store.list().find((o) => o.id === 'scenario-2')?.remaining).toBe(1);
  });

  it(`keeps at most ${MAX_RUNTIME_OVERRIDES} run-time overrides, besides the scenario's`, () => {
    const store = new OverrideStore(scenarioOverrides);
    for (let i = 0; i < MAX_RUNTIME_OVERRIDES; i += 1) store.add({ route: 'clients', kind: 'reset' });
    expect(() => store.add({ route: 'clients', kind: 'reset' })).toThrow(TooManyOverridesError);
    expect(store.list()).toHaveLength(MAX_RUNTIME_OVERRIDES + scenarioOverrides.length);
    // Removing one makes room again, under a new id.
    const [firstRuntime] = store.list().filter((o) => o.source === 'runtime');
    expect(store.remove(firstRuntime?.id ?? '')).toBe(true);
    expect(store.add({ route: 'clients', kind: 'reset' }).id).toBe(`runtime-${MAX_RUNTIME_OVERRIDES + 1}`);
  });

  it('refuses a body over 8 KB as JSON, and says so', () => {
    const within = { note: 'x'.repeat(MAX_OVERRIDE_BODY_BYTES - '{"note":""}'.length) };
    expect(OverrideSchema.safeParse({ route: 'login', body: within }).success).toBe(true);
    const over = OverrideSchema.safeParse({ route: 'login', body: { note: `${within.note}x` } });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]).toMatchObject({ path: ['body'], message: 'at most 8 KB as JSON' });
    // Bytes, not characters: two-byte characters count twice.
    const wide = { note: 'é'.repeat(MAX_OVERRIDE_BODY_BYTES / 2) };
    expect(OverrideSchema.safeParse({ route: 'login', body: wide }).success).toBe(false);
  });

  it('refuses a body nested deeper than 16 levels, small as it is, and says so', () => {
    const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}`);
    expect(jsonDepth({ a: { b: [1] } })).toBe(3);
    expect(
      OverrideSchema.safeParse({ route: 'login', body: { x: nested(MAX_OVERRIDE_BODY_DEPTH - 1) } }).success,
    ).toBe(true);
    const deep = OverrideSchema.safeParse({ route: 'login', body: { x: nested(4_000) } });
    expect(deep.success).toBe(false);
    expect(deep.error?.issues).toEqual([
      expect.objectContaining({ path: ['body'], message: 'at most 16 levels of nesting' }),
    ]);
  });
});
