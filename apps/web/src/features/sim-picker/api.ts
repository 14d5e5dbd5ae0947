import {
  FAULT_KINDS,
  type FaultKind,
  type ScenarioProblem,
  ScenarioProblemSchema,
} from '@portal/contracts/portal';
import { z } from 'zod';

/**
 * The simulator's control API as the picker uses it: every path and reply shape in this one
 * module, each reply parsed, so a change on the server side is fixed here and nowhere else.
 * `current` names the caller's own world (the gateway finds it from the sim_world cookie).
 */
const BASE = '/__sim';
const WORLD = `${BASE}/worlds/current`;

const AccountSchema = z.object({
  email: z.string(),
  password: z.string(),
  totpSecret: z.string().optional(),
  pin: z.string().optional(),
});

// Not strict: the catalogue may grow fields (probes, description) the picker does not show.
export const ScenarioSchema = z.object({
  name: z.string().min(1),
  title: z.string(),
  description: z.string().optional(),
  codes: z.array(z.string()),
  accounts: z.array(AccountSchema),
  steps: z.array(z.string()),
});
export type Scenario = z.infer<typeof ScenarioSchema>;
export type ScenarioAccount = z.infer<typeof AccountSchema>;

/** The world's clock; `nowMs` is derived from `now` when a reply leaves it out. */
const ClockFields = z.object({ id: z.string(), now: z.iso.datetime(), nowMs: z.number().optional() });
const withNowMs = <T extends { now: string; nowMs?: number | undefined }>(value: T) => ({
  ...value,
  nowMs: value.nowMs ?? Date.parse(value.now),
});

/** A user of the world as the picker shows it: the token a device validation last e-mailed. */
const WorldUserSchema = z.object({
  email: z.string(),
  device: z.object({ emailPin: z.string().nullable() }).optional(),
});

/** A reset e-mail the world "sent" (password slice): its link opens /register. */
const SentEmailSchema = z.object({ to: z.string(), link: z.string(), expiresAt: z.iso.datetime() });

export const WorldSchema = ClockFields.extend({
  scenario: z.string(),
  users: z.array(WorldUserSchema).default([]),
  outbox: z.array(SentEmailSchema).default([]),
}).transform(withNowMs);
export type World = z.infer<typeof WorldSchema>;

export const ClockSchema = ClockFields.transform(withNowMs);
export type Clock = z.infer<typeof ClockSchema>;

export { FAULT_KINDS, type FaultKind };

const MatchSchema = z.object({ cli_uuid: z.string().optional(), email: z.string().optional() });

export const OverrideSchema = z.object({
  id: z.string(),
  source: z.enum(['scenario', 'runtime']),
  route: z.string(),
  match: MatchSchema.optional(),
  times: z.number().optional(),
  /** Calls it still answers; absent or null when it answers every call. */
  remaining: z.number().nullable().optional(),
  status: z.number().optional(),
  error: z.string().optional(),
  body: z.record(z.string(), z.unknown()).optional(),
  kind: z.enum(FAULT_KINDS).optional(),
  delayMs: z.number().optional(),
  dripMs: z.number().optional(),
});
export type Override = z.infer<typeof OverrideSchema>;

/** What the picker sends to add an override (the server validates it again). */
export interface OverrideInput {
  route: string;
  times?: number;
  match?: { email?: string; cli_uuid?: string };
  status?: number;
  error?: string;
  kind?: FaultKind;
  delayMs?: number;
  dripMs?: number;
  body?: Record<string, unknown>;
}

export const JournalEntrySchema = z.object({
  at: z.string(),
  method: z.string(),
  path: z.string(),
  route: z.string().nullable().optional(),
  /** null when no reply went out (a connection reset, or the caller left during a time-out). */
  status: z.number().nullable(),
  code: z.string().nullable().optional(),
  durationMs: z.number(),
  overrideId: z.string().nullable().optional(),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;
const JournalSchema = z.object({ entries: z.array(JournalEntrySchema) });

/** POST worlds/current/export: the exported world registered as a scenario this gateway opens. */
export const ReproExportSchema = z.object({
  scenario: z.string().min(1),
  fileName: z.string().min(1),
  link: z.string().startsWith('/'),
  now: z.iso.datetime(),
  /** The registered scenario's text: the file to download is the link's world, byte for byte. */
  yaml: z.string().min(1),
});
export type ReproExport = z.infer<typeof ReproExportSchema>;

const ErrorReplySchema = z.object({ error: z.string(), message: z.string().optional() });

/** GET /__sim/coverage: the catalogue codes shown since the gateway started, across worlds. */
export const CoverageSchema = z.object({
  since: z.string(),
  spec: z.object({ total: z.number(), shown: z.number() }),
  portal: z.object({ total: z.number(), shown: z.number() }),
  shown: z.array(
    z.object({
      code: z.string(),
      origin: z.enum(['spec', 'portal']),
      count: z.number(),
      overrideCount: z.number(),
      firstSeen: z.string(),
      lastSeen: z.string(),
      scenarios: z.array(z.string()),
    }),
  ),
  notShown: z.array(z.string()),
});
export type Coverage = z.infer<typeof CoverageSchema>;

/** GET /__sim/scenario-errors: the scenario files that did not load, with where and what. */
export const ScenarioErrorsSchema = z.object({ errors: z.array(ScenarioProblemSchema) });
export type { ScenarioProblem };

/** A control API call that failed: the server's code and message when it sent them. */
export class SimApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SimApiError';
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The operator's control token, when the portal runs with SIM_CONTROL_TOKEN (one tab session). */
export const CONTROL_TOKEN_KEY = 'portal-sim-control-token';
export const CONTROL_TOKEN_HEADER = 'x-sim-control-token';
/** What the control API answers a caller without the token it needs. */
export const TOKEN_REQUIRED = 'CONTROL_TOKEN_REQUIRED';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
}

const sessionTokenStore: TokenStore = {
  get: () => (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(CONTROL_TOKEN_KEY)),
  set: (token) => sessionStorage.setItem(CONTROL_TOKEN_KEY, token),
};

async function call<T>(
  fetchFn: Fetch,
  tokens: TokenStore,
  method: string,
  path: string,
  schema: z.ZodType<T> | null,
  body?: unknown,
): Promise<T | undefined> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = tokens.get();
  if (token) headers[CONTROL_TOKEN_HEADER] = token;
  const init: RequestInit = { method, credentials: 'include', headers };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await fetchFn(path, init);
  const text = await res.text();
  const json: unknown = text === '' ? undefined : safeJson(text);
  if (!res.ok) {
    const reply = ErrorReplySchema.safeParse(json);
    const code = reply.success ? reply.data.error : `HTTP_${res.status}`;
    const message = reply.success ? (reply.data.message ?? code) : `${method} ${path} answered ${res.status}`;
    throw new SimApiError(res.status, code, message);
  }
  if (schema === null) return undefined;
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new SimApiError(res.status, 'BAD_REPLY', `${method} ${path}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Returns the control API client; tests hand in their own fetch. */
export function createSimApi(
  fetchFn: Fetch = (input, init) => fetch(input, init),
  tokens: TokenStore = sessionTokenStore,
) {
  const get = <T>(path: string, schema: z.ZodType<T>) =>
    call(fetchFn, tokens, 'GET', path, schema) as Promise<T>;
  const send = <T>(method: string, path: string, schema: z.ZodType<T>, body?: unknown) =>
    call(fetchFn, tokens, method, path, schema, body ?? {}) as Promise<T>;
  const drop = (path: string) => call(fetchFn, tokens, 'DELETE', path, null).then(() => undefined);

  return {
    scenarios: () => get(`${BASE}/scenarios`, z.array(ScenarioSchema)),
    scenarioErrors: () => get(`${BASE}/scenario-errors`, ScenarioErrorsSchema).then(({ errors }) => errors),
    world: () => get(WORLD, WorldSchema),
    clock: () => get(`${WORLD}/clock`, ClockSchema),
    advanceClock: (advanceMs: number) => send('POST', `${WORLD}/clock`, ClockSchema, { advanceMs }),
    reset: () => send('POST', `${WORLD}/reset`, WorldSchema),
    overrides: () => get(`${WORLD}/overrides`, z.array(OverrideSchema)),
    addOverride: (input: OverrideInput) =>
      call(fetchFn, tokens, 'POST', `${WORLD}/overrides`, null, input).then(() => undefined),
    removeOverride: (id: string) => drop(`${WORLD}/overrides/${encodeURIComponent(id)}`),
    clearOverrides: () => drop(`${WORLD}/overrides`),
    journal: () =>
      // The server lists oldest first; newest first here, since the call a tester just made is
      // the one they look for (world time is no key: calls share milliseconds and clocks jump).
      get(`${WORLD}/journal`, JournalSchema).then(({ entries }) => [...entries].reverse()),
    clearJournal: () => drop(`${WORLD}/journal`),
    coverage: () => get(`${BASE}/coverage`, CoverageSchema),
    /** A code the page showed by itself (./shown-codes.ts), counted in the coverage. */
    shownCode: (code: string) =>
      call(fetchFn, tokens, 'POST', `${BASE}/coverage/shown`, null, { code }).then(() => undefined),
    /** Repro export: the world registered on this gateway as a scenario, its file and its link. */
    exportWorld: () => send('POST', `${WORLD}/export`, ReproExportSchema),
    setControlToken: (token: string) => tokens.set(token.trim()),
  };
}

export type SimApi = ReturnType<typeof createSimApi>;
