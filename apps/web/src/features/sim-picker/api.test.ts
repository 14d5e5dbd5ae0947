import { describe, expect, it } from 'vitest';
import { createSimApi, type Fetch, SimApiError } from './api';

interface Call {
  url: string;
  method: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** A fetch that answers from a table and records what was asked. */
function fakeFetch(answers: Record<string, [number, unknown]>) {
  const calls: Call[] = [];
  const fetchFn: Fetch = async (url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({
      url,
      method,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init?.credentials,
    });
    const [status, body] = answers[`${method} ${url}`] ?? [404, { error: 'NOT_FOUND', message: 'nope' }];
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  };
  return { calls, fetchFn };
}

const scenario = {
  name: 'no-license',
  title: 'Licences exhausted',
  codes: ['NO_LICENSE_ENVIRONMENT'],
  accounts: [{ email: 'full@example.com', password: 'Full@Portal2026', pin: '123456' }],
  steps: ['Sign in'],
  probes: [{ route: 'login' }],
};

describe('sim api', () => {
  it('reads the catalogue, keeping the fields it shows and tolerating new ones', async () => {
    const { fetchFn, calls } = fakeFetch({ 'GET /__sim/scenarios': [200, [scenario]] });
    const { probes: _probes, ...shown } = scenario;
    expect(await createSimApi(fetchFn).scenarios()).toEqual([shown]);
    expect(calls[0]?.credentials).toBe('include');
  });

  it("works on the caller's own world and fills nowMs when the reply leaves it out", async () => {
    const now = '2026-01-01T10:00:00.000Z';
    const { fetchFn, calls } = fakeFetch({
      'GET /__sim/worlds/current': [
        200,
        { id: 'w1', scenario: 'default', now, users: [{ email: 'a@b.co', device: { emailPin: '123456' } }] },
      ],
      'POST /__sim/worlds/current/clock': [200, { id: 'w1', now, nowMs: 1 }],
      'POST /__sim/worlds/current/reset': [200, { id: 'w1', scenario: 'default', now, nowMs: 2 }],
    });
    const api = createSimApi(fetchFn);
    expect(await api.world()).toEqual({
      id: 'w1',
      scenario: 'default',
      now,
      nowMs: Date.parse(now),
      users: [{ email: 'a@b.co', device: { emailPin: '123456' } }],
      outbox: [],
    });
    expect((await api.advanceClock(480_000)).nowMs).toBe(1);
    expect((await api.reset()).nowMs).toBe(2);
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/__sim/worlds/current', undefined],
      ['POST', '/__sim/worlds/current/clock', { advanceMs: 480_000 }],
      ['POST', '/__sim/worlds/current/reset', {}],
    ]);
  });

  it("reads the world's outbox of reset e-mails", async () => {
    const now = '2026-01-01T10:00:00.000Z';
    const mail = { to: 'a@example.com', link: '/register/u/t', sentAt: now, expiresAt: now };
    const { fetchFn } = fakeFetch({
      'GET /__sim/worlds/current': [200, { id: 'w1', scenario: 'default', now, outbox: [mail] }],
    });
    expect((await createSimApi(fetchFn).world()).outbox).toEqual([
      { to: 'a@example.com', link: '/register/u/t', expiresAt: now },
    ]);
  });

  it('adds, lists and removes overrides', async () => {
    const override = {
      id: 'o1',
      source: 'runtime',
      route: 'login',
      times: 1,
      remaining: 1,
      error: 'INVALID_USER',
    };
    const { fetchFn, calls } = fakeFetch({
      'POST /__sim/worlds/current/overrides': [201, override],
      'GET /__sim/worlds/current/overrides': [200, [override, { ...override, id: 'a/b', remaining: null }]],
      'DELETE /__sim/worlds/current/overrides/a%2Fb': [204, undefined],
      'DELETE /__sim/worlds/current/overrides': [204, undefined],
    });
    const api = createSimApi(fetchFn);
    await api.addOverride({ route: 'login', times: 1, error: 'INVALID_USER' });
    expect(await api.overrides()).toHaveLength(2);
    await api.removeOverride('a/b');
    await api.clearOverrides();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /__sim/worlds/current/overrides',
      'GET /__sim/worlds/current/overrides',
      'DELETE /__sim/worlds/current/overrides/a%2Fb',
      'DELETE /__sim/worlds/current/overrides',
    ]);
    expect(calls[0]?.body).toEqual({ route: 'login', times: 1, error: 'INVALID_USER' });
  });

  it('lists the journal newest first (the server lists oldest first)', async () => {
    const entry = (at: string) => ({
      at,
      method: 'POST',
      path: '/login',
      route: 'login',
      status: 200,
      durationMs: 3,
    });
    const { fetchFn } = fakeFetch({
      'GET /__sim/worlds/current/journal': [
        200,
        {
          entries: [
            entry('2026-01-01T10:00:00Z'),
            entry('2026-01-01T10:00:01Z'),
            entry('2026-01-01T10:00:02Z'),
          ],
        },
      ],
    });
    const journal = await createSimApi(fetchFn).journal();
    expect(journal.map((e) => e.at)).toEqual([
      '2026-01-01T10:00:02Z',
      '2026-01-01T10:00:01Z',
      '2026-01-01T10:00:00Z',
    ]);
  });

  it('turns an error reply into a SimApiError with its code and message', async () => {
    const { fetchFn } = fakeFetch({
      'GET /__sim/worlds/current': [404, { error: 'WORLD_NOT_FOUND', message: 'no world with this id' }],
      'POST /__sim/worlds/current/clock': [500, 'oops'],
    });
    const api = createSimApi(fetchFn);
    await expect(api.world()).rejects.toMatchObject({
      name: 'SimApiError',
      status: 404,
      code: 'WORLD_NOT_FOUND',
      message: 'no world with this id',
    });
    await expect(api.advanceClock(1)).rejects.toMatchObject({ status: 500, code: 'HTTP_500' });
  });

  it('refuses a reply that breaks the expected shape', async () => {
    const { fetchFn } = fakeFetch({ 'GET /__sim/scenarios': [200, [{ name: 'x' }]] });
    const error = await createSimApi(fetchFn)
      .scenarios()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SimApiError);
    expect(error).toMatchObject({ code: 'BAD_REPLY' });
  });
});
