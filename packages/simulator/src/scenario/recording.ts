import { readUpstreamError } from '@portal/contracts/errors';
import {
  type RecordedExchange,
  RecordedExchangeSchema,
  RecordingHeaderSchema,
} from '@portal/contracts/recording';
import { ENDPOINTS, type Endpoint, type EndpointName } from '@portal/contracts/upstream';
import { stringify } from 'yaml';
import { ScenarioError, type ScenarioIssue } from './scenario-error';
import {
  type Fault,
  type Probe,
  type ScenarioClient,
  ScenarioClientSchema,
  type ScenarioInput,
  ScenarioVirtualizerSchema,
} from './schema';
import { OverrideSchema } from './schema/faults';

/**
 * A recorded proxy-mode session (RECORD_DIR, @portal/contracts/recording) as a scenario
 * (`pnpm sim record FILE --name NAME`, issue 11). Pure: text in, scenario document out.
 *
 * What the replies allow is inferred as the world's own state, so the world answers the same
 * calls the same way by itself:
 * - users: each e-mail that signed in, with the (fake) password that worked and what its login
 *   reply said (multi-factor type, plugin update, fictitious e-mail, password expiry);
 * - clients, their environments, licence counts and limit, and instance state, each from the
 *   first GET /clients that lists it (later lists count the journey's own sessions);
 * - each client's virtualizer (GET /call_plugin) and web apps (GET /web_client_apps).
 * Every reply the world would not give by itself (an error, a login attempt that waits, a
 * virtualizer the scenario schema cannot hold, a time-out) becomes an override, in the recorded
 * order, answering once; a call made with no signed-in user of the recording is neither (it is
 * reported as not replayed). Probes replay the calls in order and expect the recorded status and code.
 */

/** Successes the world cannot give again: they hinge on secrets the recording replaced. */
const SECRET_BOUND: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'loginOtp',
  'totpQrcode',
  'validateWithPin',
  'sendPinToEmail',
  'duoCallback',
  'tokenValidate',
  'ssoLogin',
  'registerPassword',
  'changePassword',
  'resetPassword',
]);
/** Not probed: they end the probes' session (a probe signs in once and keeps its token). */
const SESSION_ENDING: ReadonlySet<EndpointName> = new Set<EndpointName>(['logout', 'ssoLogout']);

export interface RecordingConversion {
  scenario: ScenarioInput;
  /** Recorded calls the scenario does not replay, each with the reason, for the person converting. */
  notReplayed: string[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const isSuccess = (status: number | null): status is number =>
  status !== null && status >= 200 && status < 300;

/** The recording's lines, checked: a broken line is named by file and line, never skipped. */
export function parseRecording(
  source: string,
  file: string,
): { startedAt: string; exchanges: RecordedExchange[] } {
  const lines = source.split('\n');
  const issues: ScenarioIssue[] = [];
  let startedAt: string | undefined;
  const exchanges: RecordedExchange[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    const first = startedAt === undefined && exchanges.length === 0;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      issues.push({ path: '(line)', line: i + 1, column: 1, message: 'not a JSON object' });
      // A broken first line is the broken header: the next line is an exchange, not a header.
      if (first) startedAt = '';
      return;
    }
    if (first) {
      const header = RecordingHeaderSchema.safeParse(value);
      if (!header.success) {
        issues.push({
          path: '(header)',
          line: i + 1,
          column: 1,
          message: 'the first line must be a portal recording header (RECORD_DIR writes one)',
        });
        startedAt = '';
        return;
      }
      startedAt = header.data.startedAt;
      return;
    }
    const exchange = RecordedExchangeSchema.safeParse(value);
    if (exchange.success) exchanges.push(exchange.data);
    else {
      const first = exchange.error.issues[0];
      issues.push({
        path: first?.path.join('.') || '(line)',
        line: i + 1,
        column: 1,
        message: first?.message ?? 'not a recorded exchange',
      });
    }
  });
  if (startedAt === undefined) throw new ScenarioError(file, 'empty recording: no header line');
  if (issues.length > 0) throw new ScenarioError(file, 'invalid recording', issues);
  return { startedAt, exchanges };
}

const clientOf = (x: RecordedExchange): string | undefined =>
  text(x.query.cli_uuid) ?? (isObject(x.request) ? text(x.request.cli_uuid) : undefined);
const emailOf = (x: RecordedExchange): string | undefined =>
  isObject(x.request) ? text(x.request.email) : undefined;

type UserInput = NonNullable<ScenarioInput['users']>[number] & { clients: string[] };

/** The user a login reply describes; only what differs from the schema's defaults is written. */
function userFromLogin(email: string, password: string, reply: Json): UserInput {
  const expiry = isObject(reply.password_expiration) ? reply.password_expiration : undefined;
  const days = expiry?.will_expire_soon === true ? expiry.days_until_expire : undefined;
  return {
    email,
    password,
    clients: [],
    ...(reply.mfa_required === true ? { mfa: reply.mfa_type === 'duo' ? 'duo' : 'default' } : {}),
    ...(reply.mfa_configured === true ? { mfaConfigured: true } : {}),
    ...(reply.should_update_plugin === true ? { shouldUpdatePlugin: true } : {}),
    ...(reply.user_has_fictitious_email === true ? { fictitiousEmail: true } : {}),
    ...(typeof days === 'number' && Number.isInteger(days)
      ? { passwordExpiresInDays: Math.max(-3650, Math.min(3650, days)) }
      : {}),
  };
}

function clientFromList(raw: unknown): ScenarioClient | undefined {
  if (!isObject(raw)) return undefined;
  const instance =
    raw.instance_state === 'off'
      ? { state: 'off' }
      : raw.instance_state === 'starting'
        ? { state: 'booting' }
        : { state: 'on' };
  const environments = (Array.isArray(raw.environments) ? raw.environments : []).filter(isObject).map((env) =>
    Object.fromEntries(
      [
        'environment_uuid',
        'name',
        'access_group',
        'maintenance_message',
        'warning_message',
        'license_count',
        'secure_only',
      ]
        .filter(
          (key) =>
            // Absent, null or blank: the scenario format wants text or nothing.
            env[key] !== undefined && env[key] !== null && String(env[key]).trim() !== '',
        )
        .map((key) => [key, env[key]]),
    ),
  );
  const parsed = ScenarioClientSchema.safeParse({
    client_uuid: raw.client_uuid,
    name: raw.name,
    ...(typeof raw.license_limit === 'number' ? { license_limit: raw.license_limit } : {}),
    ...(typeof raw.maintenance_message === 'string' && raw.maintenance_message.trim() !== ''
      ? { maintenance_message: raw.maintenance_message }
      : {}),
    environments,
    instance,
  });
  return parsed.success ? parsed.data : undefined;
}

/** call_plugin's reply as the scenario's virtualizer, top-level fields first, then its blocks. */
function virtualizerFrom(reply: Json) {
  const tsplus = isObject(reply.TSPLUS) ? reply.TSPLUS : {};
  const remoteApp = isObject(reply.REMOTE_APP) ? reply.REMOTE_APP : {};
  const pick = (key: string, ...sources: Json[]) => {
    for (const source of sources) if (source[key] !== undefined && source[key] !== null) return source[key];
    return undefined;
  };
  const candidate = Object.fromEntries(
    Object.entries({
      virtualizer: reply.virtualizer,
      instance: pick('instance', reply, tsplus),
      webport: pick('webport', reply, tsplus),
      window_name: pick('window_name', reply, tsplus),
      use_dns: pick('use_dns', reply, tsplus),
      iframe: pick('iframe', reply, remoteApp),
      connection_type: reply.connection_type ?? undefined,
    }).filter(([, value]) => value !== undefined && value !== null),
  );
  const parsed = ScenarioVirtualizerSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A reply the world would not give by itself, as an override answering once: for the client the
 * call names, and for the e-mail that signs in or the user who made the call (`signedIn`), so that
 * one user's refusal is not answered to another user's call of the same client.
 */
function overrideOf(x: RecordedExchange, signedIn: string | undefined): Fault {
  const client = clientOf(x);
  const email =
    x.endpoint === 'login' || x.endpoint === 'resetPassword'
      ? emailOf(x)
      : ENDPOINTS[x.endpoint].access === 'bearer'
        ? signedIn
        : undefined;
  const match = {
    ...(client === undefined ? {} : { cli_uuid: client }),
    ...(email === undefined ? {} : { email }),
  };
  const base = { route: x.endpoint, times: 1, ...(Object.keys(match).length === 0 ? {} : { match }) };
  if (x.failure === 'timeout') return { ...base, kind: 'timeout' } as Fault;
  if (x.failure === 'unreachable') return { ...base, kind: 'reset' } as Fault;
  if (x.failure === 'bad-reply' || x.status === null) return { ...base, kind: 'malformed-json' } as Fault;
  const error = readUpstreamError(x.reply);
  const body = isObject(x.reply) ? { ...x.reply } : {};
  if (error?.known && body.error === error.code) delete body.error;
  return {
    ...base,
    status: x.status,
    ...(error?.known ? { error: error.code } : {}),
    ...(Object.keys(body).length > 0 ? { body } : {}),
  } as Fault;
}

/** A login attempt that did not open at once (202, 206, or an error in its reply). */
const waitingAttempt = (x: RecordedExchange): boolean =>
  x.endpoint === 'loginAttempt' &&
  (x.status !== 200 || (isObject(x.reply) && text(x.reply.error) !== undefined));

const hasParts = (value: unknown): boolean =>
  isObject(value) && (text(value.client) !== undefined || text(value.environment) !== undefined);

/**
 * A success the inferred world would answer otherwise: an open session found (the world starts
 * with none), or a selected client's messages (kept word for word rather than guessed apart).
 */
const successTheWorldLacks = (x: RecordedExchange): boolean => {
  const reply = isObject(x.reply) ? x.reply : {};
  if (x.endpoint === 'userSession') return reply.is_active_session === true;
  if (x.endpoint === 'selectClient' || x.endpoint === 'clientSelected')
    return hasParts(reply.maintenance_message) || hasParts(reply.warning_message);
  return false;
};

/** The catalogue code an upstream body carries, if any. */
function codeOf(body: unknown): string | undefined {
  const error = readUpstreamError(body);
  return error?.known ? error.code : undefined;
}

/** The password of a user who never signed in: nobody typed it, so every attempt is refused. */
const UNTYPED_PASSWORD = 'Recorded@Portal0';

/** Each e-mail's last password that signed in (lower-cased e-mail). */
function passwordsThatWorked(exchanges: readonly RecordedExchange[]): Map<string, string> {
  const worked = new Map<string, string>();
  for (const x of exchanges) {
    if (x.endpoint !== 'login' || !isSuccess(x.status) || readUpstreamError(x.reply) !== undefined) continue;
    const email = emailOf(x);
    const password = isObject(x.request) ? text(x.request.password) : undefined;
    if (email !== undefined && password !== undefined) worked.set(email.toLowerCase(), password);
  }
  return worked;
}

function refusedAs(exchanges: readonly RecordedExchange[], email: string, code: string): boolean {
  return exchanges.some(
    (x) => x.endpoint === 'login' && emailOf(x)?.toLowerCase() === email && codeOf(x.reply) === code,
  );
}

/**
 * A refused sign-in the world gives by itself, so no override is needed (and none can be taken by
 * another sign-in): a password other than the one that worked (INVALID_USER), or an e-mail that
 * never signed in (INVALID_USER or USER_NOT_FOUND; see the users made for them).
 */
function naturalLoginRefusal(x: RecordedExchange, worked: ReadonlyMap<string, string>): boolean {
  if (x.endpoint !== 'login') return false;
  const email = emailOf(x)?.toLowerCase();
  const password = isObject(x.request) ? text(x.request.password) : undefined;
  const code = codeOf(x.reply);
  if (email === undefined || password === undefined) return false;
  const good = worked.get(email);
  if (code === 'INVALID_USER') return good === undefined || good !== password;
  return code === 'USER_NOT_FOUND' && good === undefined;
}

/** The override as the scenario loader accepts it, matched only to users and clients it knows. */
function fitFault(
  fault: Fault,
  clients: ReadonlyMap<string, ScenarioClient>,
  users: ReadonlyMap<string, UserInput>,
): Fault | undefined {
  const { match, ...rest } = fault;
  const knownMatch = {
    ...(match?.cli_uuid !== undefined && clients.has(match.cli_uuid) ? { cli_uuid: match.cli_uuid } : {}),
    ...(match?.email !== undefined && users.has(match.email.toLowerCase()) ? { email: match.email } : {}),
  };
  const fitted = { ...rest, ...(Object.keys(knownMatch).length === 0 ? {} : { match: knownMatch }) };
  const whole = OverrideSchema.safeParse(fitted);
  if (whole.success) return fitted as Fault;
  const { body: _body, ...withoutBody } = fitted;
  return OverrideSchema.safeParse(withoutBody).success ? (withoutBody as Fault) : undefined;
}

export function scenarioFromRecording(
  recording: { startedAt: string; exchanges: readonly RecordedExchange[] },
  name: string,
): RecordingConversion {
  const users = new Map<string, UserInput>();
  const triedPasswords = new Map<string, { email: string; password: string }>();
  const clients = new Map<string, ScenarioClient>();
  const faults: Fault[] = [];
  const probes: Probe[] = [];
  const notReplayed: string[] = [];
  let current: string | undefined;
  const goodPasswords = passwordsThatWorked(recording.exchanges);

  for (const x of recording.exchanges) {
    const label = `#${x.seq} ${x.method} ${x.path}`;
    // Before this call: a logout is made by the user it signs out.
    const signedIn = current !== undefined;
    const reply = isObject(x.reply) ? x.reply : {};
    const replayedByWorld =
      isSuccess(x.status) &&
      !waitingAttempt(x) &&
      x.failure === undefined &&
      // A success status carrying an error is an error, as the gateway reads it.
      ((ENDPOINTS[x.endpoint] as Endpoint).errorInReply === true || readUpstreamError(x.reply) === undefined);

    if (x.endpoint === 'login') {
      const email = emailOf(x);
      const password = isObject(x.request) ? text(x.request.password) : undefined;
      if (email !== undefined && password !== undefined) {
        if (!triedPasswords.has(email.toLowerCase()))
          triedPasswords.set(email.toLowerCase(), { email, password });
        if (replayedByWorld) {
          const known = users.get(email.toLowerCase());
          users.set(email.toLowerCase(), {
            ...userFromLogin(email, password, reply),
            clients: known?.clients ?? [],
          });
          current = email;
        }
      }
    }
    if (SESSION_ENDING.has(x.endpoint) && replayedByWorld) current = undefined;

    if (x.endpoint === 'clients' && replayedByWorld && Array.isArray(reply.clients)) {
      for (const raw of reply.clients) {
        const client = clientFromList(raw);
        if (client === undefined) continue;
        // The world starts as the recording did: a later list already counts the sessions and
        // instance starts of the recorded journey itself, which the replay makes again.
        if (!clients.has(client.client_uuid)) clients.set(client.client_uuid, { ...client, web_apps: [] });
        const user = current === undefined ? undefined : users.get(current.toLowerCase());
        if (user && !user.clients.includes(client.client_uuid)) user.clients.push(client.client_uuid);
      }
    }

    const cli = clientOf(x);
    let asOverride = (!replayedByWorld && !naturalLoginRefusal(x, goodPasswords)) || successTheWorldLacks(x);
    if (x.endpoint === 'callPlugin' && replayedByWorld && cli !== undefined) {
      const virtualizer = virtualizerFrom(reply);
      const client = clients.get(cli);
      if (virtualizer !== undefined && client !== undefined) clients.set(cli, { ...client, virtualizer });
      else asOverride = true;
    }
    if (x.endpoint === 'webClientApps' && replayedByWorld && cli !== undefined) {
      const client = clients.get(cli);
      const apps = (Array.isArray(reply.web_client_apps) ? reply.web_client_apps : [])
        .filter(isObject)
        .filter((app) => text(app.name) !== undefined && typeof app.url === 'string' && URL.canParse(app.url))
        .map((app) => ({ name: String(app.name), url: String(app.url) }));
      if (client !== undefined) clients.set(cli, { ...client, web_apps: apps });
      else asOverride = true;
    }

    if (SECRET_BOUND.has(x.endpoint) && replayedByWorld) {
      notReplayed.push(`${label} (${x.status}): its success hinges on a secret the recording replaced`);
      continue;
    }
    const bearer = ENDPOINTS[x.endpoint].access === 'bearer';
    // Checked before any override: one without a signed-in user would answer the replay's first
    // such call of a signed-in user (a 401 after the sign-out would sign the tester out).
    if (bearer && !signedIn) {
      notReplayed.push(
        `${label} (${x.status ?? x.failure}): called without a signed-in user of the recording`,
      );
      continue;
    }
    if (asOverride) faults.push(overrideOf(x, current));
    if (SESSION_ENDING.has(x.endpoint)) continue;
    if (x.failure !== undefined || x.status === null) continue;
    const error = readUpstreamError(x.reply);
    const query = Object.keys(x.query).length > 0 ? { query: { ...x.query } } : {};
    probes.push({
      name: label,
      ...(bearer && current !== undefined ? { as: current } : {}),
      call: x.endpoint,
      ...query,
      ...(x.method !== 'GET' && x.request !== null ? { body: x.request } : {}),
      expect: { status: x.status, ...(error?.known ? { code: error.code } : {}) },
    } as Probe);
  }

  // A user who was only refused as INVALID_USER exists, with a password nobody typed; one refused
  // as USER_NOT_FOUND does not exist at all: the world refuses both the same way by itself.
  for (const [email, first] of triedPasswords) {
    if (users.has(email) || !refusedAs(recording.exchanges, email, 'INVALID_USER')) continue;
    users.set(email, userFromLogin(first.email, UNTYPED_PASSWORD, {}));
  }
  if (users.size === 0) {
    throw new ScenarioError(name, 'the recording has no sign-in: nothing to infer a user from');
  }
  // Overrides of one route answer the last listed first (state/overrides.ts): listed in reverse,
  // they answer in the recorded order. Each is checked as the loader will: a body too big or too
  // deep is dropped (the status and code stay), anything else that does not fit is not replayed.
  const checkedFaults: Fault[] = [];
  for (const fault of faults) {
    const known = fitFault(fault, clients, users);
    if (known === undefined)
      notReplayed.push(`an override of ${fault.route} that the scenario format cannot hold`);
    else checkedFaults.unshift(known);
  }
  const userList = [...users.values()];
  const first = userList[0];
  const codes = [...new Set(probes.flatMap((p) => (p.expect.code ? [p.expect.code] : [])))];
  const journey = recording.exchanges
    .map((x) => `${x.method} ${x.path} (${x.status ?? x.failure})`)
    .join(', ');
  return {
    scenario: {
      title: `Recorded session ${name}`,
      description: `Recorded in proxy mode on ${recording.startedAt} and turned into a scenario by pnpm sim record. Names, e-mails, passwords, tokens, PINs and addresses are stable fakes.${
        notReplayed.length > 0 ? ` Not replayed: ${notReplayed.join('; ')}.` : ''
      }`,
      codes,
      steps: [
        `Open the portal with ?scenario=${name} and sign in as ${first?.email} with password ${first?.password}.`,
        `Then do what the recorded session did; its upstream calls were: ${journey}.`,
      ],
      settings: { clockAt: recording.startedAt },
      users: userList,
      clients: [...clients.values()],
      faults: checkedFaults,
      probes,
    },
    notReplayed,
  };
}

/** The scenario as the YAML text of a file in scenarios/. */
export function recordingScenarioYaml(conversion: RecordingConversion): string {
  return `# Made from a recorded proxy-mode session by pnpm sim record (docs/qa-guide.md).\n${stringify(conversion.scenario)}`;
}
