import { readUpstreamError } from '@portal/contracts/errors';
import { ENDPOINTS } from '@portal/contracts/upstream';
import type { ProbeOutcome } from '@portal/simulator';

export const CONSUMER = 'cloud-access-portal';
export const PROVIDER = 'upstream';
/** The provider-state value the Authorization header takes (a Pact `ProviderState` generator). */
export const ACCESS_TOKEN_PARAM = 'accessToken';
const EXAMPLE_TOKEN = 'example-access-token';

type Matcher = { match: 'type' } | { match: 'regex'; regex: string };
type MatchingRules = Record<string, { matchers: Matcher[] }>;

/** What a provider must set up before an interaction: the scenario, the probes run before it, who is signed in. */
export interface ProviderStateParams {
  scenario: string;
  /** How many of the scenario's probes ran (in order, in the same world) before this one. */
  probesBefore: number;
  signedInAs?: string;
  /** The world's clock moved this far just before the call. */
  advanceClockMs?: number;
}

export interface PactInteraction {
  description: string;
  providerStates: { name: string; params: ProviderStateParams }[];
  request: {
    method: string;
    path: string;
    query?: Record<string, string[]>;
    headers?: Record<string, string>;
    body?: unknown;
    generators?: { header: Record<string, { type: 'ProviderState'; expression: string }> };
  };
  response: {
    status: number;
    headers?: Record<string, string>;
    body?: unknown;
    matchingRules?: { body: MatchingRules };
  };
}

export interface PactFile {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
  metadata: { pactSpecification: { version: '3.0.0' } };
}

/**
 * Fields whose values the simulator makes up afresh each run (tokens, device codes): the
 * example shows a fixed stand-in, so the file only changes when a contract does (matching is
 * by type anyway).
 */
const MADE_UP_FIELDS = new Set([
  'access_token',
  'device_validation_code',
  'token',
  'totp_uri',
  'qrcode_url',
  'redirect_url',
]);

function withStableExamples(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withStableExamples);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      MADE_UP_FIELDS.has(key) && typeof child === 'string'
        ? `example-${key.replaceAll('_', '-')}`
        : withStableExamples(child),
    ]),
  );
}

/** The provider-state name of a scenario (one per scenario; the params say how far it has run). */
export const stateName = (scenario: string): string => `scenario ${scenario}`;

/** `prefix:CODE` or `CODE`: the catalogue code must be there, whatever the upstream's prefix. */
const codeRegex = (code: string): string => `^([^:]+:)?${code}$`;

/** Where the reply carries its catalogue code: `error`, else `errors[0]`, else the decoded identity's. */
function codePath(body: unknown, code: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const read = typeof record.error === 'string' ? readUpstreamError({ error: record.error }) : undefined;
  if (read?.known && read.code === code) return '$.error';
  if (Array.isArray(record.errors)) return '$.errors[0]';
  if (typeof record.identity === 'object' && record.identity !== null) return '$.identity.errors[0]';
  return undefined;
}

/**
 * The reply a probe got, as a Pact response: its status, its body as the example, every value
 * matched by type (so other data passes) and the catalogue code by a regular expression.
 */
export function responseOf(got: NonNullable<ProbeOutcome['got']>): PactInteraction['response'] {
  if (got.body === undefined) return { status: got.status };
  if (typeof got.body !== 'object' || got.body === null) return { status: got.status, body: got.body };
  const rules: MatchingRules = { $: { matchers: [{ match: 'type' }] } };
  const path = got.code === undefined ? undefined : codePath(got.body, got.code);
  if (got.code !== undefined && path !== undefined)
    rules[path] = { matchers: [{ match: 'regex', regex: codeRegex(got.code) }] };
  return {
    status: got.status,
    headers: { 'Content-Type': 'application/json' },
    body: withStableExamples(got.body),
    matchingRules: { body: rules },
  };
}

/**
 * One interaction per probe that ran as its scenario expects, except a success its own contract
 * refuses (upstream/contract-breaks): the portal does not rely on a reply it cannot read.
 */
export function interactionOf(outcome: ProbeOutcome): PactInteraction | undefined {
  const { probe, got, scenario, index } = outcome;
  if (got === undefined || outcome.problem !== undefined) return undefined;
  const endpoint = ENDPOINTS[probe.call];
  if (got.status === 200 && !endpoint.response.safeParse(got.body).success) return undefined;
  const headers: Record<string, string> = {};
  if (probe.body !== undefined) headers['Content-Type'] = 'application/json';
  if (probe.as !== undefined) headers.Authorization = `Bearer ${EXAMPLE_TOKEN}`;
  const query = Object.entries(probe.query ?? {});
  return {
    description: `${scenario}, probe ${index + 1}${probe.name ? `: ${probe.name}` : ''}`,
    providerStates: [
      {
        name: stateName(scenario),
        params: {
          scenario,
          probesBefore: index,
          ...(probe.as === undefined ? {} : { signedInAs: probe.as }),
          ...(probe.advanceClockMs === undefined ? {} : { advanceClockMs: probe.advanceClockMs }),
        },
      },
    ],
    request: {
      method: endpoint.method,
      path: endpoint.path,
      ...(query.length === 0 ? {} : { query: Object.fromEntries(query.map(([k, v]) => [k, [String(v)]])) }),
      ...(Object.keys(headers).length === 0 ? {} : { headers }),
      ...(probe.body === undefined ? {} : { body: probe.body }),
      ...(probe.as === undefined
        ? {}
        : {
            generators: {
              header: {
                Authorization: { type: 'ProviderState', expression: `Bearer \${${ACCESS_TOKEN_PARAM}}` },
              },
            },
          }),
    },
    response: responseOf(got),
  };
}

/** The consumer contract (Pact specification 3) of every probe of every scenario. */
export function buildPact(outcomes: readonly ProbeOutcome[]): PactFile {
  return {
    consumer: { name: CONSUMER },
    provider: { name: PROVIDER },
    interactions: outcomes.flatMap((outcome) => interactionOf(outcome) ?? []),
    metadata: { pactSpecification: { version: '3.0.0' } },
  };
}
