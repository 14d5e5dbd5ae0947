import { randomBytes } from 'node:crypto';
import { MINUTE_MS } from './time-units';

/** How long a Duo push waits for an answer, on the world clock. */
export const DUO_TRANSACTION_MS = 5 * MINUTE_MS;
/** How long a single sign-on token may be validated after the identity provider issued it. */
export const SSO_TOKEN_MS = 5 * MINUTE_MS;
/** How long a started single sign-on waits for the identity provider. */
export const SSO_REQUEST_MS = 10 * MINUTE_MS;
/** Entries one world keeps per kind before the oldest go (a sign-in loop must not grow memory). */
export const MAX_FEDERATED_ENTRIES = 200;

export type DuoAnswer = 'pending' | 'approved' | 'denied' | 'timed-out';

/** One Duo-style push started by a sign-in. */
export interface DuoTransaction {
  state: string;
  /** Issued once the user answers on the Duo page; the callback must bring it back. */
  code: string | null;
  email: string;
  expiresAt: number;
  answer: DuoAnswer;
  /** The portal origin to return to; null: same origin as the page (simulator mode in the gateway). */
  returnOrigin: string | null;
}

/** A single sign-on started with POST /sso/login, waiting for the identity provider page. */
export interface SsoRequest {
  id: string;
  domain: string;
  expiresAt: number;
  returnOrigin: string | null;
}

/** What the identity provider put in a token: the identity POST /token/validate decodes. */
export interface SsoToken {
  token: string;
  email: string | null;
  errors: string[];
  status: string;
  expiresAt: number;
  returnOrigin: string | null;
}

export const newSecret = (prefix: string): string => `${prefix}_${randomBytes(18).toString('base64url')}`;

class Capped<T> {
  private readonly items = new Map<string, T>();
  constructor(private readonly max: number) {}
  set(key: string, value: T): T {
    this.items.set(key, value);
    while (this.items.size > this.max) {
      const oldest = this.items.keys().next().value;
      if (oldest === undefined) break;
      this.items.delete(oldest);
    }
    return value;
  }
  get(key: string): T | undefined {
    return this.items.get(key);
  }
  delete(key: string): void {
    this.items.delete(key);
  }
}

/**
 * Sign-in through outside parties (Duo-style push, single sign-on) in one world: what the
 * simulator's Duo and identity-provider pages and the upstream routes share. Times are on the
 * world clock.
 */
export class FederatedState {
  readonly duo = new Capped<DuoTransaction>(MAX_FEDERATED_ENTRIES);
  readonly ssoRequests = new Capped<SsoRequest>(MAX_FEDERATED_ENTRIES);
  readonly ssoTokens = new Capped<SsoToken>(MAX_FEDERATED_ENTRIES);
  /** Session tokens opened through single sign-on (is_sso_user, sso/logout). */
  private readonly ssoSessions = new Set<string>();

  markSsoSession(token: string): void {
    this.ssoSessions.add(token);
    if (this.ssoSessions.size > MAX_FEDERATED_ENTRIES * 5) {
      const oldest = this.ssoSessions.values().next().value;
      if (oldest !== undefined) this.ssoSessions.delete(oldest);
    }
  }

  isSsoSession(token: string): boolean {
    return this.ssoSessions.has(token);
  }

  forgetSession(token: string): void {
    this.ssoSessions.delete(token);
  }
}
