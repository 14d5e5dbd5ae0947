import {
  pendingSecondsOf,
  type Scenario,
  type ScenarioClient,
  type ScenarioSettings,
  type ScenarioUser,
} from '../scenario/schema';
import { Connections } from './connections';
import { FederatedState } from './federated';
import { type InstanceState, seedInstance } from './instance';
import { NamedLicences } from './licences';
import { SessionStore, type WorldSession } from './sessions';
import { DAY_MS, MINUTE_MS, SECOND_MS } from './time-units';

export interface UserState {
  spec: ScenarioUser;
  active: boolean;
  failedAttempts: number;
  // Multi-factor (domains/mfa.ts): the secret enrolment may create, whether TOTP is set up, and
  // the last accepted time step (a code is accepted once).
  totpSecret: string | undefined;
  mfaConfigured: boolean;
  lastOtpStep: number | undefined;
  // Device validation (issue 7, slice C): see domains/device.ts.
  /** Wrong PINs since the last right one or the last MAXIMUM_PIN_INVALID_RETRIES. */
  failedPins: number;
  /** The last PIN e-mailed (send_pin_to_email), until it is used or replaced. */
  emailPin: { pin: string; sentAt: number } | null;
  /** Device codes issued to this user, each with its world-clock expiry. */
  deviceCodes: Map<string, number>;
  // Password slice (domains/password.ts): the current password starts as spec.password.
  password: string;
  /** When the password expires on the world clock; null: never. */
  passwordExpiresAt: number | null;
  /** The one register link that works for this user (a reset e-mail or a PASSWORD_EXPIRED login). */
  registerLink: { token: string; expiresAt: number } | null;
}

/** A reset e-mail the world "sent" (password slice): QA reads the link in the world view. */
export interface SentEmail {
  to: string;
  link: string;
  sentAt: number;
  expiresAt: number;
}

/** A user as the scenario seeds it, before anything happened in the world. */
export const seedUserState = (spec: ScenarioUser, start: number): UserState => ({
  spec,
  active: spec.active,
  failedAttempts: 0,
  totpSecret: spec.totpSecret,
  mfaConfigured: spec.mfaConfigured,
  lastOtpStep: undefined,
  failedPins: 0,
  emailPin: null,
  deviceCodes: new Map(),
  password: spec.password,
  passwordExpiresAt:
    spec.passwordExpiresInDays === undefined ? null : start + spec.passwordExpiresInDays * DAY_MS,
  registerLink: spec.resetLink
    ? { token: spec.resetLink.token, expiresAt: start + spec.resetLink.expiresInMinutes * MINUTE_MS }
    : null,
});

export interface ClientState {
  spec: ScenarioClient;
  instance: InstanceState;
}

/**
 * The upstream's data in one world (architecture principle 5), seeded from a scenario. The
 * domains read and change it; time comes from the world's clock through `now`.
 */
export class WorldState {
  readonly settings: ScenarioSettings;
  readonly users: Map<string, UserState>;
  readonly clients: Map<string, ClientState>;
  readonly sessions: SessionStore;
  readonly connections = new Connections();
  /** Instance slice (domains/instance.ts): who holds each client's named licences. */
  readonly namedLicences = new NamedLicences();
  // Duo and single sign-on (issue 7, slice B): pushes waiting for an answer, identity-provider tokens.
  readonly federated = new FederatedState();
  /** Password slice: reset e-mails sent, newest last. */
  readonly outbox: SentEmail[] = [];

  constructor(
    scenario: Scenario,
    readonly now: () => number,
    maxSessions?: number,
  ) {
    const seed = structuredClone(scenario);
    this.settings = seed.settings;
    this.sessions = new SessionStore(maxSessions);
    const start = now();
    this.users = new Map(seed.users.map((u) => [u.email.toLowerCase(), seedUserState(u, start)]));
    this.clients = new Map(
      seed.clients.map((c) => [c.client_uuid, { spec: c, instance: seedInstance(c.instance, start) }]),
    );
    this.seedSessions();
  }

  /** The sessions a scenario gives its users at the world's start (users[].sessions). */
  private seedSessions(): void {
    const start = this.now();
    for (const user of this.users.values()) {
      for (const seed of user.spec.sessions) {
        const env = this.clients.get(seed.client)?.spec.environments[0];
        const connection = this.connections.open(
          user.spec.email,
          seed.client,
          env?.environment_uuid ?? '',
          start,
        );
        if (seed.state === 'pending') connection.pendingUntil = start + pendingSecondsOf(seed) * SECOND_MS;
        if (seed.disconnectFails) connection.disconnectFails = true;
      }
    }
  }

  user(email: string): UserState | undefined {
    return this.users.get(email.trim().toLowerCase());
  }

  /** A client the session's user may open; undefined for unknown and foreign clients alike. */
  clientOf(session: WorldSession, cliUuid: string): ClientState | undefined {
    if (!this.user(session.email)?.spec.clients.includes(cliUuid)) return undefined;
    return this.clients.get(cliUuid);
  }

  /** Licences taken on a client: seeded outside users plus this world's active sessions. */
  licencesInUse(client: ClientState): number {
    const seeded = client.spec.environments.reduce((sum, env) => sum + (env.license_count ?? 0), 0);
    return seeded + this.connections.onClient(client.spec.client_uuid).length;
  }

  /** Brings a booting instance up once the world's clock has passed its ready time. */
  refreshInstance(client: ClientState): InstanceState {
    const inst = client.instance;
    if (inst.state === 'booting' && this.now() >= inst.readyAt) client.instance = { state: 'on' };
    return client.instance;
  }
}
