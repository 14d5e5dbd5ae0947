import type { Scenario, ScenarioSettings } from '../scenario/schema';
import { type TimeSource, WorldClock } from './clock';
import { deviceView } from './devices';
import { Journal } from './journal';
import { OverrideStore } from './overrides';
import { clockStartAfter } from './schedule';
import { WorldState } from './world-state';

/**
 * The scenario a world seeds from, asked again on every reset, so a hot-reloaded file reaches
 * worlds already open the next time they are reset.
 */
export type ScenarioSource = () => Scenario;

export interface WorldOptions {
  /** The real clock the world's fake clock is offset from. */
  baseNow?: TimeSource;
  /** Signed-in tokens kept before the oldest go (MAX_SESSIONS_PER_WORLD). */
  maxSessions?: number;
  /** Journal entries kept (DEFAULT_JOURNAL_SIZE). */
  journalSize?: number;
}

/**
 * One isolated copy of the upstream, seeded from a scenario: its data, clock, overrides and
 * journal side by side. The behaviour lives in domains/; the wire in http/.
 */
export class World {
  readonly clock: WorldClock;
  readonly overrides: OverrideStore;
  readonly journal: Journal;
  private current: WorldState;

  constructor(
    readonly id: string,
    readonly scenarioName: string,
    private readonly source: ScenarioSource,
    private readonly options: WorldOptions = {},
  ) {
    const scenario = source();
    this.clock = new WorldClock(options.baseNow);
    this.startClock(scenario);
    this.overrides = new OverrideStore(scenario.faults);
    this.journal = new Journal(options.journalSize);
    this.current = this.seed(scenario);
  }

  get createdAt(): number {
    return this.clock.createdAt;
  }

  get state(): WorldState {
    return this.current;
  }

  get settings(): ScenarioSettings {
    return this.current.settings;
  }

  now(): number {
    return this.clock.now();
  }

  /** Moves the fake clock forward (an 8-minute boot in one call); returns the new time. */
  advanceClock(ms: number): number {
    return this.clock.advance(ms);
  }

  /**
   * Back to the seed of the scenario's current version (a reloaded file counts): data, clock,
   * the scenario's overrides only, empty journal.
   */
  reset(): void {
    const scenario = this.source();
    this.clock.reset();
    this.startClock(scenario);
    this.overrides.reset(scenario.faults);
    this.journal.clear();
    this.current = this.seed(scenario);
  }

  /** settings.clockAt (an exact moment) or settings.clockStart (a fixed weekday and time) instead of real time. */
  private startClock(scenario: Scenario): void {
    const { clockAt, clockStart } = scenario.settings;
    if (clockAt !== undefined) this.clock.startAt(Date.parse(clockAt));
    else if (clockStart) this.clock.set(clockStartAfter(clockStart, this.clock.now()));
  }

  private seed(scenario: Scenario): WorldState {
    return new WorldState(scenario, () => this.clock.now(), this.options.maxSessions);
  }

  /** The state for the control API: no passwords, secrets or whole tokens. */
  view() {
    const now = this.now();
    const state = this.current;
    return {
      id: this.id,
      scenario: this.scenarioName,
      createdAt: new Date(this.createdAt).toISOString(),
      now: new Date(now).toISOString(),
      clockOffsetMs: this.clock.offsetMs,
      settings: state.settings,
      users: [...state.users.values()].map((u) => ({
        email: u.spec.email,
        active: u.active,
        external: u.spec.external,
        failedAttempts: u.failedAttempts,
        clients: u.spec.clients,
        // Whether TOTP enrolment happened, for QA; the secret itself is in the catalogue.
        mfa: u.spec.mfa,
        mfaConfigured: u.mfaConfigured,
        device: deviceView(state, u),
        passwordExpiresAt: u.passwordExpiresAt === null ? null : new Date(u.passwordExpiresAt).toISOString(),
      })),
      /** Reset e-mails "sent" (password slice): QA opens the link to set a new password. */
      outbox: state.outbox.map((m) => ({
        to: m.to,
        link: m.link,
        sentAt: new Date(m.sentAt).toISOString(),
        expiresAt: new Date(m.expiresAt).toISOString(),
      })),
      clients: [...state.clients.values()].map((c) => {
        const inst = state.refreshInstance(c);
        return {
          client_uuid: c.spec.client_uuid,
          name: c.spec.name,
          license_limit: c.spec.license_limit ?? null,
          licencesInUse: state.licencesInUse(c),
          namedUserLimit: c.spec.namedUserLimit ?? null,
          namedLicencesInUse: c.spec.namedUsersTaken + state.namedLicences.count(c.spec.client_uuid),
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
      sessions: state.sessions.list().map((s) => ({
        token: `${s.token.slice(0, 10)}…`,
        email: s.email,
        createdAt: new Date(s.createdAt).toISOString(),
        selectedClient: s.selectedClient ?? null,
      })),
      activeSessions: state.connections.list().map((c) => ({
        email: c.email,
        client_uuid: c.clientUuid,
        environment_uuid: c.environmentUuid,
        ssid: c.ssid,
        startedAt: new Date(c.startedAt).toISOString(),
        customParams: c.customParams ?? null,
        // Sessions slice: a pending session shows until when (world clock); null while active.
        pendingUntil: c.pendingUntil === undefined ? null : new Date(c.pendingUntil).toISOString(),
      })),
      overrides: this.overrides.list(),
    };
  }
}

export type WorldView = ReturnType<World['view']>;
