import type { FastifyRequest } from 'fastify';

/**
 * A session's identity and times, kept in its own signed cookie: the gateway holds no session
 * table, so the idle time-out and the absolute lifetime travel with the browser (a replica that
 * never saw the sign-in still judges them), and the id names the session a logout revokes.
 */
export interface SessionTimes {
  /** Random, per sign-in; kept when the token is replaced in place (after the second factor). */
  sid: string;
  /** When the sign-in happened, ms since the epoch. */
  issuedAt: number;
  /** When the session was last used, ms since the epoch, to TOUCH_EVERY_MS. */
  lastSeen: number;
  /** The fingerprint of the token these times belong to (./session-id.ts tokenFingerprint). */
  token: string;
}

/**
 * The time for one request's session: real time in proxy mode, the tester's world clock in
 * simulator mode (QA moves it to reach a time-out without waiting).
 */
export type SessionClock = (req: FastifyRequest) => number;

export interface SessionLimits {
  idleMs: number;
  maxMs: number;
}

export type SessionEndReason = 'idle' | 'lifetime';

export type SessionJudgement =
  | { kind: 'active'; touch: boolean }
  | { kind: 'ended'; reason: SessionEndReason };

/**
 * The last-use time is rewritten at most once a minute: a page's burst of calls sets one cookie,
 * and the idle time-out is counted in minutes anyway.
 */
export const TOUCH_EVERY_MS = 60_000;

/**
 * In order: past its lifetime (whatever its use), then idle too long, else active. A last use in
 * the future (the clock went back) counts as now.
 */
export function judgeSession(times: SessionTimes, now: number, limits: SessionLimits): SessionJudgement {
  if (now - times.issuedAt >= limits.maxMs) return { kind: 'ended', reason: 'lifetime' };
  const idle = Math.max(0, now - times.lastSeen);
  if (idle >= limits.idleMs) return { kind: 'ended', reason: 'idle' };
  return { kind: 'active', touch: idle >= TOUCH_EVERY_MS || times.lastSeen > now };
}

const SID = /^[A-Za-z0-9_-]{16,64}$/;
const TIME = /^\d{1,15}$/;
const FINGERPRINT = /^[A-Za-z0-9_-]{22}$/;

/** `sid.issuedAt.lastSeen.token`, the times in ms since the epoch. */
export function encodeSessionTimes(times: SessionTimes): string {
  return `${times.sid}.${times.issuedAt}.${times.lastSeen}.${times.token}`;
}

/** The cookie's value read back; anything else (an older format, a damaged value) is no session. */
export function decodeSessionTimes(value: string): SessionTimes | undefined {
  const [sid, issuedAt, lastSeen, token, ...rest] = value.split('.');
  if (rest.length > 0 || sid === undefined || issuedAt === undefined || lastSeen === undefined)
    return undefined;
  if (token === undefined || !FINGERPRINT.test(token)) return undefined;
  if (!SID.test(sid) || !TIME.test(issuedAt) || !TIME.test(lastSeen)) return undefined;
  return { sid, issuedAt: Number(issuedAt), lastSeen: Number(lastSeen), token };
}
