import { randomBytes } from 'node:crypto';

/**
 * What a token still waits for after the password: a second factor (TOTP code or Duo push) or
 * the device's PIN. Until then it opens only that step's endpoints (domains/dispatch.ts), so a
 * browser cannot skip the step by going straight to the environments.
 */
export type SessionStage = 'second-factor' | 'device';

/** A signed-in token. */
export interface WorldSession {
  token: string;
  email: string;
  createdAt: number;
  selectedClient?: string;
  awaiting?: SessionStage;
}

/** A world keeps this many signed-in tokens unless told otherwise; the oldest go first. */
export const MAX_SESSIONS_PER_WORLD = 1000;

const newToken = (): string => `sim_${randomBytes(24).toString('base64url')}`;

/** The bearer tokens one world issued, capped so a sign-in loop cannot grow memory. */
export class SessionStore {
  private readonly sessions = new Map<string, WorldSession>();

  constructor(private readonly max = MAX_SESSIONS_PER_WORLD) {}

  open(email: string, now: number): WorldSession {
    const session: WorldSession = { token: newToken(), email, createdAt: now };
    this.sessions.set(session.token, session);
    while (this.sessions.size > this.max) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) break;
      this.sessions.delete(oldest);
    }
    return session;
  }

  get(token: string | undefined): WorldSession | undefined {
    return token === undefined ? undefined : this.sessions.get(token);
  }

  close(token: string): void {
    this.sessions.delete(token);
  }

  list(): WorldSession[] {
    return [...this.sessions.values()];
  }

  get size(): number {
    return this.sessions.size;
  }
}
