import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookies } from '../http/session-cookies';
import type { Revocations } from './revocations';
import {
  judgeSession,
  type SessionClock,
  type SessionEndReason,
  type SessionLimits,
  type SessionTimes,
} from './session-times';

/** What a request's cookies hold, judged: the one answer every session check gives. */
export type SessionCheck =
  | { kind: 'none' }
  | { kind: 'active'; token: string; times: SessionTimes; email: string | null }
  /** Past a time-out: the token is still there so the upstream session can be ended too. */
  | { kind: 'ended'; reason: SessionEndReason; token: string; times: SessionTimes }
  /** Ended before (a logout): cookies sent again. Nothing to end upstream. */
  | { kind: 'revoked' };

export interface SessionGateOptions {
  cookies: SessionCookies;
  revocations: Revocations;
  limits: SessionLimits;
  now?: SessionClock;
}

/**
 * The session's one owner at request time: whether this browser is signed in, for how long yet,
 * and its end. The cookies module writes; this decides. It never calls the upstream: the caller
 * ends an expired session upstream (./end-session.ts), so a check stays free.
 */
export class SessionGate {
  private readonly cookies: SessionCookies;
  private readonly revocations: Revocations;
  private readonly limits: SessionLimits;
  private readonly now: SessionClock;

  constructor(opts: SessionGateOptions) {
    this.cookies = opts.cookies;
    this.revocations = opts.revocations;
    this.limits = opts.limits;
    this.now = opts.now ?? (() => Date.now());
  }

  /** Reads and judges the session; an active one is marked used (at most once a minute). */
  async check(req: FastifyRequest, reply: FastifyReply): Promise<SessionCheck> {
    const parts = this.cookies.readSessionParts(req);
    if (parts === undefined) return { kind: 'none' };
    const { token, times } = parts;
    if (await this.revocations.isRevoked(times.sid)) return { kind: 'revoked' };
    const judged = judgeSession(times, this.now(req), this.limits);
    if (judged.kind === 'ended') return { kind: 'ended', reason: judged.reason, token, times };
    if (judged.touch) this.cookies.touch(reply, times);
    return { kind: 'active', token, times, email: this.cookies.read(req, 'email') ?? null };
  }

  /**
   * Ends this browser's session here: its id is refused for a whole lifetime from now, so at least
   * until it would have ended anyway (copies of the cookies read as signed out), and the cookies
   * are cleared.
   */
  async end(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const times = this.cookies.readTimes(req);
    if (times !== undefined) await this.revocations.revoke(times.sid, this.limits.maxMs);
    this.cookies.clearSession(reply);
  }
}
