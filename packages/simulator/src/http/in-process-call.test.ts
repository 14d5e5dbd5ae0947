import { HEADERS } from '@portal/contracts/portal';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OverrideInput } from '../scenario/schema/faults';
import { createSimulator, type Simulator } from '../simulator';
import { SMALL_SCENARIO_YAML, scenarioDir } from '../test-support';
import { MALFORMED_JSON_TEXT } from './deliver';
import { type InProcessCall, SimulatedConnectionReset } from './in-process-call';

// The in-process call must answer exactly what the api plugin answers through a request and a
// reply: each case runs the same calls in two fresh worlds of one scenario, one world through the
// in-process call and one through `inject`, and compares status, body and journal.

const ANN = { email: 'ann@example.com', password: 'Ann@Pass1' };
const TOKEN = '{token}';
/** A time-out fault's hold, short for the tests. */
const HOLD_MS = 50;

let sim: Simulator;
let app: FastifyInstance;
let dir: { dir: string; cleanup: () => Promise<void> };
const log = { error: vi.fn() };

beforeAll(async () => {
  dir = await scenarioDir({ 'default.yaml': SMALL_SCENARIO_YAML, 'small.yaml': SMALL_SCENARIO_YAML });
  sim = await createSimulator({ scenariosDir: dir.dir, newWorldsPerMinute: 0, holdMs: HOLD_MS });
  app = Fastify();
  await app.register(sim.apiPlugin, { prefix: '' });
  await app.register(sim.controlPlugin, { prefix: '/__sim' });
});
afterAll(async () => {
  await app.close();
  await dir.cleanup();
});

/** One call of a case; `{token}` in the url or body stands for the world's signed-in token. */
interface Step {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  /** The body with the world's token put back as `{token}`. */
  text: string;
}

const login: Step = { method: 'POST', url: '/login', body: JSON.stringify(ANN) };

function headersFor(world: string, token: string | undefined, step: Step): Record<string, string> {
  return {
    accept: 'application/json',
    [HEADERS.simWorld]: world,
    ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    ...(step.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...step.headers,
  };
}

async function viaInject(world: string, token: string | undefined, step: Step): Promise<Answer> {
  const res = await app.inject({
    method: step.method,
    url: step.url,
    headers: headersFor(world, token, step),
    ...(step.body === undefined ? {} : { payload: step.body }),
  });
  return { status: res.statusCode, text: res.body };
}

function viaInProcess(world: string, token: string | undefined, step: Step): Promise<Answer> {
  const call: InProcessCall = {
    method: step.method,
    url: step.url,
    headers: headersFor(world, token, step),
    body: step.body,
  };
  return sim.inProcessApi.call(call, log);
}

async function addOverride(world: string, override: OverrideInput): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: `/__sim/worlds/${world}/overrides`,
    payload: override,
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function journalOf(world: string) {
  const res = await app.inject({ method: 'GET', url: `/__sim/worlds/${world}/journal` });
  const { entries } = res.json<{ entries: Array<Record<string, unknown>> }>();
  return entries.map(({ at: _at, durationMs: _ms, ...entry }) => entry);
}

/** Signs in (in every case, so bearer routes have a token), then runs the steps in one world. */
async function run(
  world: string,
  steps: readonly Step[],
  send: (world: string, token: string | undefined, step: Step) => Promise<Answer>,
): Promise<Answer[]> {
  const signedIn = await send(world, undefined, login);
  const token = (JSON.parse(signedIn.text) as { access_token?: string }).access_token;
  const answers: Answer[] = [];
  for (const step of steps) {
    const withToken = (text: string | undefined) =>
      text === undefined || token === undefined ? text : text.replaceAll(TOKEN, token);
    const url = withToken(step.url) ?? step.url;
    const body = withToken(step.body);
    const answer = await send(world, token, { ...step, url, ...(body === undefined ? {} : { body }) });
    answers.push({ status: answer.status, text: token ? answer.text.replaceAll(token, TOKEN) : answer.text });
  }
  return answers;
}

/** Both paths, each in a fresh world of the small scenario with the same overrides. */
async function compare(steps: readonly Step[], overrides: readonly OverrideInput[] = []) {
  const inProcess = sim.createWorld('small').id;
  const injected = sim.createWorld('small').id;
  for (const override of overrides) {
    await addOverride(inProcess, override);
    await addOverride(injected, override);
  }
  const viaBoth = {
    inProcess: await run(inProcess, steps, viaInProcess),
    injected: await run(injected, steps, viaInject),
  };
  expect(viaBoth.inProcess).toEqual(viaBoth.injected);
  expect(await journalOf(inProcess)).toEqual(await journalOf(injected));
  return viaBoth.inProcess;
}

describe('the in-process call answers as the api plugin does', () => {
  it('for the calls of a sign-in to a launch, with queries and bodies', async () => {
    const answers = await compare([
      { method: 'GET', url: '/clients' },
      { method: 'GET', url: '/client_selected?cli_uuid=one' },
      { method: 'POST', url: '/select_client', body: JSON.stringify({ cli_uuid: 'one' }) },
      { method: 'GET', url: '/login_attempt?cli_uuid=two' },
      { method: 'GET', url: '/call_plugin?cli_uuid=one&custom_params=a%3D1+b' },
      { method: 'GET', url: '/web_client_apps?cli_uuid=one' },
      { method: 'GET', url: '/user/session?cli_uuid=one&cli_uuid=two' },
      { method: 'POST', url: '/token/validate', body: JSON.stringify({ access_token: TOKEN }) },
      { method: 'POST', url: '/logout', body: '' },
      { method: 'GET', url: '/clients' },
    ]);
    // A repeated query parameter is refused (400) on both paths alike.
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 202, 200, 200, 400, 200, 200, 401]);
  });

  it('for errors of the world: a wrong password, a missing field, no token, a wrong type', async () => {
    await compare([
      { method: 'POST', url: '/login', body: JSON.stringify({ ...ANN, password: 'wrong' }) },
      { method: 'POST', url: '/login', body: JSON.stringify({ email: ANN.email }) },
      { method: 'POST', url: '/select_client', body: JSON.stringify({ cli_uuid: 42 }) },
      { method: 'GET', url: '/clients', headers: { authorization: 'Bearer nobody' } },
    ]);
  });

  it('for overrides that need no connection, each counted once', async () => {
    const answers = await compare(
      [
        { method: 'GET', url: '/clients' },
        { method: 'GET', url: '/login_attempt?cli_uuid=one' },
        { method: 'GET', url: '/login_attempt?cli_uuid=one' },
        { method: 'GET', url: '/web_client_apps?cli_uuid=one' },
        { method: 'GET', url: '/call_plugin?cli_uuid=one' },
        { method: 'GET', url: '/clients' },
      ],
      [
        { route: 'clients', error: 'NO_LICENSE', times: 1 },
        {
          route: 'loginAttempt',
          match: { cli_uuid: 'one' },
          error: 'HAS_PENDING_CONNECTION',
          body: { time: 90 },
          times: 1,
        },
        { route: 'webClientApps', kind: 'malformed-json' },
        { route: 'callPlugin', kind: 'http-5xx' },
      ],
    );
    expect(answers[0]?.text).toContain('NO_LICENSE');
    expect(answers[1]?.text).toContain('HAS_PENDING_CONNECTION');
    expect(answers[2]?.text).not.toContain('HAS_PENDING_CONNECTION');
    expect(answers[3]?.text).toBe(MALFORMED_JSON_TEXT);
    expect(answers[4]?.status).toBe(503);
    expect(answers[5]?.status).toBe(200);
  });
});

describe('the in-process call answers what needs a connection or a new world', () => {
  it('a delay and a slow drip: the answer, after the wait', async () => {
    const answers = await compare(
      [
        { method: 'GET', url: '/clients' },
        { method: 'GET', url: '/web_client_apps?cli_uuid=one' },
        { method: 'GET', url: '/clients' },
      ],
      [
        { route: 'clients', delayMs: 20, times: 1 },
        { route: 'webClientApps', kind: 'slow-drip', dripMs: 20, times: 1 },
      ],
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  });

  it.each<[string, OverrideInput]>([
    ['a reset', { route: 'clients', kind: 'reset' }],
    ['a time-out, after its hold', { route: 'clients', kind: 'timeout' }],
  ])('%s: the connection is cut, and the journal says nothing went out', async (_name, override) => {
    const world = sim.createWorld('small').id;
    await addOverride(world, { ...override, times: 1 });
    const signedIn = await viaInProcess(world, undefined, login);
    const { access_token: token } = JSON.parse(signedIn.text) as { access_token: string };
    await expect(viaInProcess(world, token, { method: 'GET', url: '/clients' })).rejects.toBeInstanceOf(
      SimulatedConnectionReset,
    );
    expect((await journalOf(world)).at(-1)).toMatchObject({ route: 'clients', status: null, code: null });
    // Used once: the next call gets the world's own answer.
    expect((await viaInProcess(world, token, { method: 'GET', url: '/clients' })).status).toBe(200);
  });

  it('a hold ends at once, cut, when the simulator is released (the gateway closing)', async () => {
    const world = sim.createWorld('small').id;
    await addOverride(world, { route: 'login', delayMs: 60_000, times: 1 });
    const held = viaInProcess(world, undefined, login);
    sim.inProcessApi.releaseAll();
    await expect(held).rejects.toBeInstanceOf(SimulatedConnectionReset);
  });

  it.each<[string, Step]>([
    ['an unknown path', { method: 'GET', url: '/nowhere' }],
    ['a route with the wrong method', { method: 'POST', url: '/clients' }],
    ['a body that is not JSON', { method: 'POST', url: '/login', body: '{"email":' }],
    ['a body with a prototype key', { method: 'POST', url: '/login', body: '{"__proto__":{"x":1}}' }],
    [
      'a body with a constructor prototype',
      {
        method: 'POST',
        url: '/login',
        body: JSON.stringify({ ...ANN, password: 'wrong', constructor: { prototype: { x: 1 } } }),
      },
    ],
    [
      'a world that does not exist',
      { method: 'GET', url: '/clients', headers: { [HEADERS.simWorld]: 'gone' } },
    ],
    [
      'a scenario that does not exist',
      { method: 'GET', url: '/clients', headers: { [HEADERS.simWorld]: '', [HEADERS.simScenario]: 'nope' } },
    ],
    [
      'a scenario to open (a new world)',
      { method: 'GET', url: '/clients', headers: { [HEADERS.simWorld]: '', [HEADERS.simScenario]: 'small' } },
    ],
  ])('%s', async (_name, step) => {
    const world = sim.createWorld('small').id;
    const inProcess = await viaInProcess(world, undefined, step);
    const injected = await viaInject(world, undefined, step);
    expect(inProcess).toEqual(injected);
  });

  it('answers the shared world when no world is named, as the api plugin does', async () => {
    const inProcess = await sim.inProcessApi.call(
      { method: 'POST', url: '/login', headers: {}, body: JSON.stringify(ANN) },
      log,
    );
    const injected = await app.inject({ method: 'POST', url: '/login', payload: ANN });
    expect(inProcess.status).toBe(injected.statusCode);
    expect(Object.keys(JSON.parse(inProcess.text))).toEqual(Object.keys(injected.json()));
  });
});
