import { type ErrorCode, readUpstreamError } from '@portal/contracts/errors';
import { HEADERS } from '@portal/contracts/portal';
import { ENDPOINTS } from '@portal/contracts/upstream';
import type { FastifyInstance } from 'fastify';
import type { Probe, Scenario } from './schema';

/** A simulator server: upstream routes at the root, control API under /__sim (buildSimulatorServer). */
export type SimulatorHttp = Pick<FastifyInstance, 'inject'>;

/** What a reply held, as a probe reads it. */
export interface ProbeReply {
  status: number;
  /** The catalogue code read from the body (readUpstreamError), if any. */
  code?: ErrorCode;
  body: unknown;
  /** An override (a script or a fault) answered, not the world's own state. */
  scripted: boolean;
}

export interface ProbeOutcome {
  scenario: string;
  /** 0-based position in the scenario's probes. */
  index: number;
  probe: Probe;
  /** Undefined when the call was never made (the world or the sign-in failed first). */
  got?: ProbeReply;
  /** Why it failed, for a human; undefined when the probe passed. */
  problem?: string;
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  world?: string;
  bearer?: string;
  body?: unknown;
}

function parseBody(raw: string): unknown {
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

async function send(app: SimulatorHttp, call: Call): Promise<ProbeReply> {
  const headers: Record<string, string> = {};
  if (call.world) headers[HEADERS.simWorld] = call.world;
  if (call.bearer) headers.authorization = `Bearer ${call.bearer}`;
  // Serialised here so a probe can send any JSON value, arrays and strings included.
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
  });
  const body = parseBody(res.body);
  const error = readUpstreamError(body) ?? identityError(body);
  return {
    status: res.statusCode,
    body,
    scripted: res.headers[HEADERS.simOverride] !== undefined,
    ...(error?.known ? { code: error.code } : {}),
  };
}

/**
 * POST /token/validate answers 200 with the single-sign-on errors inside the decoded identity
 * (spec section 3); its first one is the code the portal shows (section 4), so it counts.
 */
function identityError(body: unknown): ReturnType<typeof readUpstreamError> {
  if (typeof body !== 'object' || body === null || !('identity' in body)) return undefined;
  return readUpstreamError(body.identity);
}

/** `401 INVALID_USER {"error":"INVALID_USER"}`: status, code and the body, cut short. */
export function describeReply(reply: ProbeReply): string {
  const body = JSON.stringify(reply.body) ?? '(no body)';
  return `${reply.status}${reply.code ? ` ${reply.code}` : ''} ${body.length > 200 ? `${body.slice(0, 200)}…` : body}`;
}

/** Why a reply does not meet the probe's expectation, or undefined when it does. */
export function mismatch(probe: Probe, got: ProbeReply): string | undefined {
  const { status, code } = probe.expect;
  const wanted = [status === undefined ? undefined : `status ${status}`, code ?? 'no error code']
    .filter(Boolean)
    .join(' and ');
  const statusOk = status === undefined || got.status === status;
  const codeOk = got.code === code;
  return statusOk && codeOk ? undefined : `expected ${wanted}, got ${describeReply(got)}`;
}

function urlOf(probe: Probe): string {
  const endpoint = ENDPOINTS[probe.call];
  const query = new URLSearchParams(
    Object.entries(probe.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const qs = query.toString();
  return qs === '' ? endpoint.path : `${endpoint.path}?${qs}`;
}

/** A fresh world of that scenario, over the control API. */
async function createWorld(app: SimulatorHttp, scenario: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/__sim/worlds', payload: { scenario } });
  const id = (parseBody(res.body) as { id?: unknown } | undefined)?.id;
  if (res.statusCode !== 201 || typeof id !== 'string') {
    throw new Error(`cannot create a world of "${scenario}": ${res.statusCode} ${res.body}`);
  }
  return id;
}

/**
 * Runs a scenario's probes in order in ONE fresh world (state carries over from one to the
 * next), over HTTP only. `as` signs in once per account, or reuses the token of a sign-in probe
 * of that account that worked; the token is kept for later probes.
 * Stops at the first probe that could not be made; later ones are not reported.
 */
export async function runScenarioProbes(
  app: SimulatorHttp,
  name: string,
  scenario: Pick<Scenario, 'probes' | 'users'>,
  /** Stop at probe `index`, signed in for it but before its call (setUpProbe). */
  stop?: { index: number; reached: (setUp: ProbeSetUp) => void },
): Promise<ProbeOutcome[]> {
  const world = await createWorld(app, name);
  const tokens = new Map<string, string>();
  const outcomes: ProbeOutcome[] = [];
  for (const [index, probe] of scenario.probes.entries()) {
    const outcome: ProbeOutcome = { scenario: name, index, probe };
    outcomes.push(outcome);
    if (probe.advanceClockMs !== undefined) {
      const res = await app.inject({
        method: 'POST',
        url: `/__sim/worlds/${encodeURIComponent(world)}/clock`,
        payload: { advanceMs: probe.advanceClockMs },
      });
      if (res.statusCode !== 200) {
        outcome.problem = `could not move the clock: ${res.statusCode} ${res.body}`;
        break;
      }
    }
    let bearer: string | undefined;
    if (probe.as !== undefined) {
      const email = probe.as.toLowerCase();
      bearer = tokens.get(email);
      if (bearer === undefined) {
        const user = scenario.users.find((u) => u.email.toLowerCase() === email);
        const login = await send(app, {
          method: 'POST',
          url: ENDPOINTS.login.path,
          world,
          body: { email: probe.as, password: user?.password ?? '' },
        });
        const token = (login.body as { access_token?: unknown } | undefined)?.access_token;
        if (login.status !== 200 || typeof token !== 'string') {
          outcome.problem = `could not sign in as ${probe.as}: got ${describeReply(login)}`;
          break;
        }
        bearer = token;
        tokens.set(email, token);
      }
    }
    if (index === stop?.index) {
      outcomes.pop();
      stop.reached({ world, ...(bearer === undefined ? {} : { bearer }) });
      break;
    }
    const got = await send(app, {
      method: ENDPOINTS[probe.call].method,
      url: urlOf(probe),
      world,
      ...(bearer === undefined ? {} : { bearer }),
      ...(probe.body === undefined ? {} : { body: probe.body }),
    });
    outcome.got = got;
    // A sign-in probe that worked is that account's session from now on: a later `as` uses its
    // token instead of signing in again (which would use up a scripted sign-in meant for later).
    const signedIn =
      probe.call === 'login' && got.status === 200 ? signInOf(probe.body, got.body) : undefined;
    if (signedIn !== undefined) tokens.set(signedIn.email, signedIn.token);
    const problem = mismatch(probe, got);
    if (problem !== undefined) outcome.problem = problem;
  }
  return outcomes;
}

/** The world a probe runs in and the session its `as` gave. */
export interface ProbeSetUp {
  world: string;
  bearer?: string;
}

/**
 * A fresh world of the scenario in which the probes before `index` have run, signed in for
 * probe `index` but without calling it: the provider state a consumer contract (Pact) names.
 * Undefined when an earlier step could not be made.
 */
export async function setUpProbe(
  app: SimulatorHttp,
  name: string,
  scenario: Pick<Scenario, 'probes' | 'users'>,
  index: number,
): Promise<ProbeSetUp | undefined> {
  let setUp: ProbeSetUp | undefined;
  await runScenarioProbes(app, name, scenario, { index, reached: (reached) => (setUp = reached) });
  return setUp;
}

function signInOf(body: unknown, reply: unknown): { email: string; token: string } | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  const token = (reply as { access_token?: unknown } | undefined)?.access_token;
  const mfa = (reply as { mfa_required?: unknown } | undefined)?.mfa_required;
  // A half-finished sign-in (a second factor still due) is not a session to reuse.
  if (typeof email !== 'string' || typeof token !== 'string' || mfa === true) return undefined;
  return { email: email.toLowerCase(), token };
}

/** One line per failed probe: scenario, probe (number and name), call and what came back. */
export function reportFailures(outcomes: readonly ProbeOutcome[]): string {
  return outcomes
    .filter((o) => o.problem !== undefined)
    .map((o) => {
      const label = `probe ${o.index + 1}${o.probe.name ? ` "${o.probe.name}"` : ''}`;
      const who = o.probe.as ? ` as ${o.probe.as}` : '';
      return `${o.scenario}, ${label} (${o.probe.call}${who}): ${o.problem}`;
    })
    .join('\n');
}

/** The codes a scenario's probes produced (what its `codes:` list must equal). */
export function producedCodes(outcomes: readonly ProbeOutcome[]): Set<ErrorCode> {
  const codes = new Set<ErrorCode>();
  for (const o of outcomes) if (o.got?.code !== undefined) codes.add(o.got.code);
  return codes;
}
