import { randomBytes } from 'node:crypto';
import {
  type Client,
  type EndpointName,
  type LoginRequest,
  type PluginCallResponse,
  type SelectedClientResponse,
  SUCCESS,
} from '@portal/contracts';
import { fail, ok, type SimReply } from './replies';
import type {
  Fault,
  Scenario,
  ScenarioClient,
  ScenarioSettings,
  ScenarioUser,
  ScenarioVirtualizer,
} from './scenario-schema';

/** A signed-in token. */
export interface WorldSession {
  token: string;
  email: string;
  createdAt: number;
  selectedClient?: string;
}

/**
 * An active session on a client: what consumes one of its licences. It outlives the portal
 * sign-in (the remote desktop keeps running); only disconnect_user ends it.
 */
export interface Connection {
  email: string;
  clientUuid: string;
  environmentUuid: string;
  ssid: string;
  startedAt: number;
  customParams?: string;
}

type InstanceState =
  | { state: 'on' }
  | { state: 'off'; bootMinutes: number }
  | { state: 'booting'; bootMinutes: number; readyAt: number };

interface UserState {
  spec: ScenarioUser;
  active: boolean;
  failedAttempts: number;
}

interface ClientState {
  spec: ScenarioClient;
  instance: InstanceState;
}

interface FaultState {
  fault: Fault;
  /** undefined: answers every matching request. */
  remaining: number | undefined;
}

/** What a fault may be narrowed to. */
export interface FaultContext {
  cliUuid?: string;
  email?: string;
}

export interface WorldOptions {
  /** The real clock the world's fake clock is offset from. */
  baseNow?: () => number;
}

/** A world keeps this many signed-in tokens; the oldest go first. */
const MAX_SESSIONS_PER_WORLD = 1000;

const newToken = (): string => `sim_${randomBytes(24).toString('base64url')}`;

/**
 * One isolated copy of the upstream's state, seeded from a scenario (architecture principle 5).
 * Every route's behaviour comes from this state; methods take parsed input and return replies.
 */
export class World {
  readonly id: string;
  readonly scenarioName: string;
  readonly createdAt: number;
  private readonly scenario: Scenario;
  private readonly baseNow: () => number;
  private offsetMs = 0;
  private users = new Map<string, UserState>();
  private clients = new Map<string, ClientState>();
  private sessions = new Map<string, WorldSession>();
  private connections: Connection[] = [];
  private faults: FaultState[] = [];
  private ssidCounter = 0;

  constructor(id: string, scenarioName: string, scenario: Scenario, options: WorldOptions = {}) {
    this.id = id;
    this.scenarioName = scenarioName;
    this.scenario = scenario;
    this.baseNow = options.baseNow ?? Date.now;
    this.createdAt = this.baseNow();
    this.reset();
  }

  get settings(): ScenarioSettings {
    return this.scenario.settings;
  }

  /** Back to the scenario's seed state; the clock returns to real time. */
  reset(): void {
    const seed = structuredClone(this.scenario);
    this.offsetMs = 0;
    this.users = new Map(
      seed.users.map((u) => [u.email.toLowerCase(), { spec: u, active: u.active, failedAttempts: 0 }]),
    );
    this.clients = new Map(
      seed.clients.map((c) => [
        c.client_uuid,
        { spec: c, instance: c.instance.state === 'on' ? { state: 'on' } : { ...c.instance } },
      ]),
    );
    this.sessions = new Map();
    this.connections = [];
    this.faults = seed.faults.map((fault) => ({ fault, remaining: fault.times }));
    this.ssidCounter = 0;
  }

  // ---- clock ----

  now(): number {
    return this.baseNow() + this.offsetMs;
  }

  /** Moves the fake clock forward (an 8-minute boot in one call); returns the new time. */
  advanceClock(ms: number): number {
    this.offsetMs += Math.max(0, ms);
    return this.now();
  }

  // ---- faults ----

  addFault(fault: Fault): void {
    this.faults.push({ fault, remaining: fault.times });
  }

  /** The first scripted fault for this route and context, counted as used. */
  takeFault(route: EndpointName, ctx: FaultContext): Fault | undefined {
    const found = this.faults.find(({ fault, remaining }) => {
      if (fault.route !== route || remaining === 0) return false;
      const match = fault.match;
      if (match?.cli_uuid !== undefined && match.cli_uuid !== ctx.cliUuid) return false;
      if (match?.email !== undefined && match.email.toLowerCase() !== ctx.email?.trim().toLowerCase()) {
        return false;
      }
      return true;
    });
    if (!found) return undefined;
    if (found.remaining !== undefined) found.remaining -= 1;
    return found.fault;
  }

  // ---- authentication ----

  login(input: LoginRequest): SimReply {
    const user = this.users.get(input.email.trim().toLowerCase());
    if (!user) return fail('USER_NOT_FOUND');
    if (!user.active) return fail('USER_NOT_ACTIVE');
    if (user.spec.password !== input.password) {
      user.failedAttempts += 1;
      if (user.failedAttempts >= this.settings.maxLoginAttempts) {
        user.active = false;
        return fail('MAXIMUM_LOGIN_ATTEMPTS');
      }
      return fail('INVALID_USER');
    }
    user.failedAttempts = 0;
    const token = this.openSession(user.spec.email);
    return ok('login', {
      access_token: token,
      mfa_required: false,
      mfa_type: null,
      mfa_configured: null,
      password_expiration: { will_expire_soon: false, days_until_expire: null },
      status: SUCCESS,
      device_validation_status: null,
      device_validation_code: null,
      duo: { enabled: false, redirect_url: null },
      user_has_fictitious_email: false,
      should_update_plugin: false,
    });
  }

  private openSession(email: string): string {
    const token = newToken();
    this.sessions.set(token, { token, email, createdAt: this.now() });
    if (this.sessions.size > MAX_SESSIONS_PER_WORLD) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
    return token;
  }

  /** The session a bearer token belongs to, if this world issued it. */
  session(token: string | undefined): WorldSession | undefined {
    return token === undefined ? undefined : this.sessions.get(token);
  }

  tokenValidate(accessToken: string): SimReply {
    if (!this.sessions.has(accessToken)) return fail('INVALID_TOKEN');
    return ok('tokenValidate', {
      access_token: accessToken,
      identity: { errors: [], status: SUCCESS, is_sso_user: false },
    });
  }

  logout(session: WorldSession): SimReply {
    this.sessions.delete(session.token);
    return ok('logout', { status: SUCCESS });
  }

  // ---- clients ----

  /** A client the session's user may open; undefined for unknown and foreign clients alike. */
  private clientOf(session: WorldSession, cliUuid: string): ClientState | undefined {
    const user = this.users.get(session.email.toLowerCase());
    if (!user?.spec.clients.includes(cliUuid)) return undefined;
    return this.clients.get(cliUuid);
  }

  private connectionOf(email: string, cliUuid: string): Connection | undefined {
    return this.connections.find((c) => c.email === email && c.clientUuid === cliUuid);
  }

  /** Licences taken on a client: seeded outside users plus this world's active sessions. */
  private licencesInUse(client: ClientState): number {
    const seeded = client.spec.environments.reduce((sum, env) => sum + (env.license_count ?? 0), 0);
    return seeded + this.connections.filter((c) => c.clientUuid === client.spec.client_uuid).length;
  }

  private toClient(client: ClientState): Client {
    const { spec } = client;
    return {
      client_uuid: spec.client_uuid,
      name: spec.name,
      license_limit: spec.license_limit ?? null,
      environments: spec.environments.map((env) => ({
        environment_uuid: env.environment_uuid,
        name: env.name,
        access_group: env.access_group,
        maintenance_message: env.maintenance_message ?? null,
        warning_message: env.warning_message ?? null,
        license_count:
          (env.license_count ?? 0) +
          this.connections.filter(
            (c) => c.clientUuid === spec.client_uuid && c.environmentUuid === env.environment_uuid,
          ).length,
        secure_only: env.secure_only ?? false,
      })),
    };
  }

  clientList(session: WorldSession): SimReply {
    const user = this.users.get(session.email.toLowerCase());
    const clients = (user?.spec.clients ?? []).flatMap((id) => {
      const client = this.clients.get(id);
      return client ? [this.toClient(client)] : [];
    });
    return ok('clients', { clients });
  }

  private selectedReply(client: ClientState): SelectedClientResponse {
    const { spec } = client;
    const envPart = (key: 'maintenance_message' | 'warning_message') =>
      spec.environments.find((env) => env[key] !== undefined)?.[key] ?? null;
    return {
      warning_message: { client: spec.warning_message ?? null, environment: envPart('warning_message') },
      maintenance_message: {
        client: spec.maintenance_message ?? null,
        environment: envPart('maintenance_message'),
      },
    };
  }

  clientSelected(session: WorldSession, cliUuid: string): SimReply {
    const client = this.clientOf(session, cliUuid);
    if (!client) return fail('CLIENT_NOT_FOUND');
    return ok('clientSelected', this.selectedReply(client));
  }

  selectClient(session: WorldSession, cliUuid: string): SimReply {
    const client = this.clientOf(session, cliUuid);
    if (!client) return fail('CLIENT_NOT_FOUND');
    session.selectedClient = cliUuid;
    return ok('selectClient', this.selectedReply(client));
  }

  /** Brings a booting instance up once the world's clock has passed its ready time. */
  private refreshInstance(client: ClientState): InstanceState {
    const inst = client.instance;
    if (inst.state === 'booting' && this.now() >= inst.readyAt) client.instance = { state: 'on' };
    return client.instance;
  }

  /**
   * Spec section 4, "Login attempt": no environment → NO_INSTANCE_AVAILABLE; no free licence →
   * NO_LICENSE_ENVIRONMENT (both 202); an instance that is off starts booting and answers 202 with
   * the seconds left; otherwise the user's session becomes active and takes a licence.
   */
  loginAttempt(session: WorldSession, cliUuid: string): SimReply {
    const client = this.clientOf(session, cliUuid);
    if (!client) return fail('CLIENT_NOT_FOUND');
    const env = client.spec.environments[0];
    if (!env) return fail('NO_INSTANCE_AVAILABLE');
    const existing = this.connectionOf(session.email, cliUuid);
    const limit = client.spec.license_limit;
    if (!existing && limit !== undefined && this.licencesInUse(client) >= limit) {
      return fail('NO_LICENSE_ENVIRONMENT');
    }
    let inst = this.refreshInstance(client);
    if (inst.state === 'off') {
      inst = {
        state: 'booting',
        bootMinutes: inst.bootMinutes,
        readyAt: this.now() + inst.bootMinutes * 60_000,
      };
      client.instance = inst;
    }
    if (inst.state === 'booting') {
      const seconds = Math.max(1, Math.ceil((inst.readyAt - this.now()) / 1000));
      return ok('loginAttempt', { time: seconds, licenses: SUCCESS, pending_connection: SUCCESS }, 202);
    }
    // The same user again (e.g. after signing in anew) keeps the licence it holds.
    if (!existing) {
      this.ssidCounter += 1;
      this.connections.push({
        email: session.email,
        clientUuid: cliUuid,
        environmentUuid: env.environment_uuid,
        ssid: `${cliUuid}-${this.ssidCounter}`,
        startedAt: this.now(),
      });
    }
    return ok('loginAttempt', {
      licenses: SUCCESS,
      instances: SUCCESS,
      pending_connection: SUCCESS,
      instance: client.spec.virtualizer?.instance ?? null,
    });
  }

  private pluginReply(client: ClientState, v: ScenarioVirtualizer, email: string): PluginCallResponse {
    const env = client.spec.environments[0];
    const conn = this.connectionOf(email, client.spec.client_uuid);
    const common = {
      virtualizer: v.virtualizer,
      environment_uuid: env?.environment_uuid ?? null,
      ssid: conn?.ssid ?? null,
    };
    if (v.virtualizer === 'TSPLUS_ALL') {
      const tsplus =
        v.instance !== undefined && v.webport !== undefined && v.window_name !== undefined
          ? {
              instance: v.instance,
              webport: v.webport,
              window_name: v.window_name,
              use_dns: v.use_dns ?? false,
            }
          : null;
      return { ...common, TSPLUS: tsplus, REMOTE_APP: v.iframe === undefined ? null : { iframe: v.iframe } };
    }
    return {
      ...common,
      instance: v.instance ?? null,
      webport: v.webport ?? null,
      window_name: v.window_name ?? null,
      use_dns: v.use_dns ?? null,
      iframe: v.iframe ?? null,
      connection_type: v.connection_type ?? null,
    };
  }

  callPlugin(session: WorldSession, cliUuid: string, customParams?: string): SimReply {
    const client = this.clientOf(session, cliUuid);
    if (!client) return fail('CLIENT_NOT_FOUND');
    const v = client.spec.virtualizer;
    if (!v) return fail('VIRTUALIZER_NOT_FOUND');
    if (client.spec.environments.length === 0) return fail('ENVIRONMENT_NOT_CONFIGURED');
    const conn = this.connectionOf(session.email, cliUuid);
    if (conn && customParams !== undefined) conn.customParams = customParams;
    return ok('callPlugin', this.pluginReply(client, v, session.email));
  }

  /** TSPLUS_ALL: the user picked one of the two blocks. */
  registerSelectedVirtualizer(session: WorldSession, cliUuid: string, chosen: string): SimReply {
    const client = this.clientOf(session, cliUuid);
    if (!client) return fail('CLIENT_NOT_FOUND');
    const v = client.spec.virtualizer;
    if (!v) return fail('VIRTUALIZER_NOT_FOUND');
    const full = this.pluginReply(client, v, session.email);
    if (chosen === v.virtualizer) return ok('registerSelectedVirtualizer', full);
    if (v.virtualizer === 'TSPLUS_ALL' && chosen === 'TSPLUS' && full.TSPLUS) {
      return ok('registerSelectedVirtualizer', {
        virtualizer: 'TSPLUS',
        environment_uuid: full.environment_uuid,
        ssid: full.ssid,
        ...full.TSPLUS,
      });
    }
    if (v.virtualizer === 'TSPLUS_ALL' && chosen === 'TSPLUS_REMOTE_APP' && full.REMOTE_APP) {
      return ok('registerSelectedVirtualizer', {
        virtualizer: chosen,
        environment_uuid: full.environment_uuid,
        ssid: full.ssid,
        iframe: full.REMOTE_APP.iframe,
      });
    }
    return fail('VIRTUALIZER_NOT_FOUND');
  }

  userSession(session: WorldSession, cliUuid: string): SimReply {
    const client = this.clientOf(session, cliUuid);
    if (!client) return fail('CLIENT_NOT_FOUND');
    return ok('userSession', { is_active_session: this.connectionOf(session.email, cliUuid) !== undefined });
  }

  webClientApps(session: WorldSession, cliUuid: string): SimReply {
    const client = this.clientOf(session, cliUuid);
    if (!client) return fail('CLIENT_NOT_FOUND');
    return ok('webClientApps', {
      web_client_apps: client.spec.web_apps.map(({ name, url }) => ({ name, url })),
    });
  }

  /** Ends the user's active session on a client, which frees its licence. */
  disconnectUser(session: WorldSession, cliUuid: string): SimReply {
    const client = this.clientOf(session, cliUuid);
    if (!client) return fail('CLIENT_NOT_FOUND');
    this.connections = this.connections.filter(
      (c) => !(c.email === session.email && c.clientUuid === cliUuid),
    );
    return ok('disconnectUser', { status: SUCCESS });
  }

  // ---- debug ----

  /** The state for the control API: no passwords, secrets or whole tokens. */
  view() {
    const now = this.now();
    return {
      id: this.id,
      scenario: this.scenarioName,
      createdAt: new Date(this.createdAt).toISOString(),
      now: new Date(now).toISOString(),
      clockOffsetMs: this.offsetMs,
      settings: this.settings,
      users: [...this.users.values()].map((u) => ({
        email: u.spec.email,
        active: u.active,
        external: u.spec.external,
        failedAttempts: u.failedAttempts,
        clients: u.spec.clients,
      })),
      clients: [...this.clients.values()].map((c) => {
        const inst = this.refreshInstance(c);
        return {
          client_uuid: c.spec.client_uuid,
          name: c.spec.name,
          license_limit: c.spec.license_limit ?? null,
          licencesInUse: this.licencesInUse(c),
          instance:
            inst.state === 'booting'
              ? {
                  ...inst,
                  readyAt: new Date(inst.readyAt).toISOString(),
                  secondsLeft: Math.ceil((inst.readyAt - now) / 1000),
                }
              : inst,
        };
      }),
      sessions: [...this.sessions.values()].map((s) => ({
        token: `${s.token.slice(0, 10)}…`,
        email: s.email,
        createdAt: new Date(s.createdAt).toISOString(),
        selectedClient: s.selectedClient ?? null,
      })),
      activeSessions: this.connections.map((c) => ({
        email: c.email,
        client_uuid: c.clientUuid,
        environment_uuid: c.environmentUuid,
        ssid: c.ssid,
        startedAt: new Date(c.startedAt).toISOString(),
        customParams: c.customParams ?? null,
      })),
      faults: this.faults.map(({ fault, remaining }) => ({ ...fault, remaining: remaining ?? null })),
    };
  }
}

export type WorldView = ReturnType<World['view']>;
