import { join, resolve } from 'node:path';
import { LIMITS } from '@portal/contracts/limits';
import { SIM_LIMITS } from '@portal/contracts/portal';
import { DEFAULT_SCENARIOS_DIR, REPO_ROOT } from '@portal/simulator/paths';
import { z } from 'zod';
import { TrustProxySchema } from './trust-proxy';

/** Repo-relative defaults, right from the source (tsx) and from the bundle (dist/main.mjs) alike. */
export const DEFAULT_PATHS = {
  scenariosDir: DEFAULT_SCENARIOS_DIR,
  webDist: join(REPO_ROOT, 'apps/web/dist'),
  /** Proxy mode: the operator's branding (absent: the built-in defaults). */
  brandingDir: join(REPO_ROOT, 'apps/gateway/branding'),
  /** Simulator mode: the base config and the three sample customers (acme, globex, initech). */
  sampleBrandingDir: join(REPO_ROOT, 'apps/gateway/sample-branding'),
} as const;

/** A directory, relative ones taken from where the gateway was started (as a shell would). */
const directory = z.string().transform((value) => resolve(value));

const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' }))
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/**
 * Why an upstream address is not the address alone, read from the raw text: the URL parser drops
 * an empty `?` or `#` (`new URL('http://h/?').search` is ''), and keeps `;key=…` in the path, yet
 * each would be sent on every upstream call (`/?/login`) or printed at start.
 */
function upstreamUrlFault(raw: string): string | undefined {
  const afterScheme = raw.replace(/^[a-z][a-z0-9+.-]*:[/\\]*/i, '');
  const authority = afterScheme.split(/[/\\?#]/, 1)[0] ?? '';
  if (authority.includes('@'))
    return "no user name or password (the gateway sends each user's own bearer token)";
  // Encoded forms too: an upstream server may decode %3F, %23 or %3B before it routes.
  if (/\?|%3f/i.test(raw)) return 'no query string (not even an empty ?)';
  if (/#|%23/i.test(raw)) return 'no fragment (not even an empty #)';
  if (/;|%3b/i.test(raw)) return 'no path parameters (;)';
  return undefined;
}

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:9000' })
  .superRefine((value, ctx) => {
    // A value that is no http(s) address was refused just above (zod still runs this check):
    // one line per variable.
    if (!/^https?:/i.test(value) || !URL.canParse(value)) return;
    const fault = upstreamUrlFault(value);
    // The value itself is never in the message (shownValue does not show it either).
    if (fault !== undefined)
      ctx.addIssue({ code: 'custom', message: `must be the upstream address alone: ${fault}` });
  })
  .transform((value) => value.replace(/\/+$/, ''));

/** A comma-separated list, blanks dropped. */
const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== ''),
);

/** At least 32 characters each: a key short enough to guess would let anyone forge a session. */
export const MIN_SESSION_SECRET_LENGTH = 32;
const sessionSecretList = commaList.pipe(
  z
    .array(
      z
        .string()
        .min(MIN_SESSION_SECRET_LENGTH, `each key needs at least ${MIN_SESSION_SECRET_LENGTH} characters`),
    )
    .min(1, 'give at least one key'),
);

/**
 * The shared store for the login limit. Its password may sit in the address
 * (redis://:password@host:6379), so a configuration error never shows the value (SECRET_VARIABLES).
 */
const redisUrl = z.url({
  protocol: /^rediss?$/,
  error: 'must be a redis:// or rediss:// (TLS) address such as redis://redis.internal:6379',
});

const originList = commaList.pipe(
  z.array(
    z.string().refine((item) => {
      try {
        const url = new URL(item);
        return (
          (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === item.replace(/\/$/, '')
        );
      } catch {
        return false;
      }
    }, 'each entry must be an origin such as https://duo.example.com (scheme, host, optional port; no path)'),
  ),
);

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const EnvSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, integer(0, 65_535).default(8080)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  /** Absent: simulator mode. Present: proxy mode in front of that upstream. */
  UPSTREAM_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  SCENARIOS_DIR: z.preprocess(emptyAsUndefined, directory.default(DEFAULT_PATHS.scenariosDir)),
  WEB_DIST: z.preprocess(emptyAsUndefined, directory.default(DEFAULT_PATHS.webDist)),
  /** Absent: brandingDirFor picks the samples (simulator mode) or apps/gateway/branding (proxy mode). */
  BRANDING_DIR: z.preprocess(emptyAsUndefined, directory.optional()),
  /** Origins that back_url, Duo and single sign-on redirects may lead to. */
  ALLOWED_REDIRECT_ORIGINS: z.preprocess(emptyAsUndefined, originList.default([])),
  /**
   * Origins the portal may frame (CSP frame-src): the hosts of TSPLUS_ALL's RemoteApp pages,
   * which /virtualizerChoice shows in an iframe. Empty: only the portal's own origin is framed.
   */
  ALLOWED_FRAME_ORIGINS: z.preprocess(emptyAsUndefined, originList.default([])),
  COOKIE_SECURE: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
  /**
   * Let the pages load Google reCAPTCHA (its script and frame origins in the Content-Security-
   * Policy). Off by default: turn it on when a branding config sets `recaptchaSiteKey`.
   */
  ALLOW_RECAPTCHA: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  /**
   * Which proxies in front may name the client's address (login limit, logs, IP restrictions):
   * a hop count or their addresses and ranges; off by default, never every address.
   */
  TRUST_PROXY: z.preprocess(emptyAsUndefined, TrustProxySchema.default(false)),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  UPSTREAM_TIMEOUT_MS: z.preprocess(emptyAsUndefined, integer(1, 600_000).default(LIMITS.requestTimeoutMs)),
  /**
   * Simulator mode: the control API (/__sim) answers only loopback callers unless this is set;
   * then every caller must present it (header x-sim-control-token).
   */
  SIM_CONTROL_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(SIM_LIMITS.minControlTokenLength, `use at least ${SIM_LIMITS.minControlTokenLength} characters`)
      .optional(),
  ),
  /**
   * The keys that sign the session cookies and make the CSRF tokens, comma-separated: the first
   * signs, every one verifies (rotation). Unset: a random key per process (./session-secret.ts).
   */
  SESSION_SECRET: z.preprocess(emptyAsUndefined, sessionSecretList.optional()),
  /**
   * A session unused this long ends (OWASP ASVS 5.0 7.3.1); every request of the signed-in user
   * counts as use. Kept in the signed session cookie (../http/session-times.ts).
   */
  SESSION_IDLE_MINUTES: z.preprocess(emptyAsUndefined, integer(1, 7 * 24 * 60).default(30)),
  /** A session ends this long after its sign-in, used or not (ASVS 5.0 7.3.2). */
  SESSION_MAX_HOURS: z.preprocess(emptyAsUndefined, integer(1, 30 * 24).default(12)),
  /**
   * The operator's token for /__ops (contract drift, issue 11). Unset: those routes do not exist
   * and proxy mode checks no reply for drift.
   */
  OPS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(MIN_SESSION_SECRET_LENGTH, `use at least ${MIN_SESSION_SECRET_LENGTH} characters`)
      .optional(),
  ),
  /**
   * Proxy mode: write each browser session's upstream exchanges, redacted, to a file per session
   * in this directory, for `pnpm sim record` (issue 11). Absent: nothing is recorded.
   */
  RECORD_DIR: z.preprocess(emptyAsUndefined, directory.optional()),
  /** Simulator mode: worlds kept before the least recently used goes (about 10–25 KiB each). */
  SIM_MAX_WORLDS: z.preprocess(emptyAsUndefined, integer(1, 100_000).default(SIM_LIMITS.defaultMaxWorlds)),
  /** Simulator mode: reload scenario files when they change (set by `pnpm dev`). */
  SIM_WATCH: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  /** Open connections one gateway accepts (more are closed on arrival); see http/server-limits.ts. */
  MAX_CONNECTIONS: z.preprocess(emptyAsUndefined, integer(1, 1_000_000).default(2_000)),
  /** Login attempts per client IP and minute; 0 turns the limit off. */
  LOGIN_RATE_LIMIT_PER_MIN: z.preprocess(emptyAsUndefined, integer(0, 100_000).default(30)),
  /**
   * Absent: each gateway counts login attempts on its own. Present: every replica pointed at this
   * Redis shares one count per client (docs/decisions/016).
   */
  REDIS_URL: z.preprocess(emptyAsUndefined, redisUrl.optional()),
  /**
   * How many replicas share REDIS_URL: while that store cannot be used, each replica allows
   * LOGIN_RATE_LIMIT_PER_MIN ÷ this (at least 1), so an outage at most doubles the limit.
   */
  LOGIN_LIMIT_REPLICAS: z.preprocess(emptyAsUndefined, integer(1, 10_000).default(1)),
});
export type Env = z.infer<typeof EnvSchema>;

/**
 * The branding directory: BRANDING_DIR, else the sample customers in simulator mode and the
 * operator's directory in proxy mode — a real operator's acme.example.com never gets the sample Acme.
 */
export function brandingDirFor(env: Pick<Env, 'BRANDING_DIR' | 'UPSTREAM_URL'>): string {
  if (env.BRANDING_DIR !== undefined) return env.BRANDING_DIR;
  return env.UPSTREAM_URL === undefined ? DEFAULT_PATHS.sampleBrandingDir : DEFAULT_PATHS.brandingDir;
}

export type ParseEnvResult = { ok: true; env: Env } | { ok: false; message: string };

/** Variables whose value is a secret: a configuration error names them, never shows them. */
const SECRET_VARIABLES: ReadonlySet<string> = new Set([
  'SIM_CONTROL_TOKEN',
  'SESSION_SECRET',
  'REDIS_URL',
  'OPS_TOKEN',
]);

/**
 * A variable's value as a configuration error may print it: a secret, or anything with @, ?, #, ;
 * or % (an address's credentials, query, fragment, path parameters or their encoded forms may hold
 * one), as its length only.
 */
export function shownValue(name: string, value: string): string {
  if (SECRET_VARIABLES.has(name)) return `(hidden, ${value.length} characters)`;
  // A value that could hold credentials, a query or a fragment is not echoed at all: their forms
  // are too many to censor reliably (a space first, one slash, a # in a password, a list's second
  // entry).
  if (/[@?#;%]/.test(value)) return `(not shown: it holds @, ?, #, ; or %; ${value.length} characters)`;
  return JSON.stringify(value);
}

/** Pure: reads the given variables (process.env in main.ts) and never exits. */
export function parseEnv(source: Record<string, string | undefined>): ParseEnvResult {
  const picked = Object.fromEntries(Object.keys(EnvSchema.shape).map((key) => [key, source[key]]));
  const result = EnvSchema.safeParse(picked);
  if (result.success) return { ok: true, env: result.data };
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '(environment)');
    return `  - ${name}=${shownValue(name, source[name] ?? '')}: ${issue.message}`;
  });
  return { ok: false, message: ['Invalid gateway configuration:', ...lines].join('\n') };
}

/** testEnv's session key: tests can make CSRF tokens and signed cookies the test apps accept. */
export const TEST_SESSION_SECRET = 'test-session-secret-not-for-production-use';

/** An env for tests and tools: defaults plus overrides, validated like the real one. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  const parsed = EnvSchema.parse({});
  return {
    ...parsed,
    COOKIE_SECURE: true,
    SESSION_SECRET: [TEST_SESSION_SECRET],
    LOGIN_RATE_LIMIT_PER_MIN: 0,
    LOG_LEVEL: 'silent',
    ...overrides,
  };
}
