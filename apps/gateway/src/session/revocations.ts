import type { Redis } from 'ioredis';

/**
 * The sessions a logout (or a time-out) ended, until they would have ended anyway: a copy of the
 * cookies taken before the logout and sent again reads as signed out, with no upstream call
 * (OWASP ASVS 5.0 7.4.1). Only ids are kept, never a token.
 */
export interface Revocations {
  /** Refused for `forMs` from now (real time: the store outlives any world clock). */
  revoke(sid: string, forMs: number): Promise<void>;
  isRevoked(sid: string): Promise<boolean>;
}

type Clock = () => number;

/** Past this many ids, the expired ones are dropped on the next revoke; a full map of live ones stays. */
const PRUNE_ABOVE = 10_000;

/** One gateway's memory: enough for one replica (and for the one that served the logout). */
export function memoryRevocations(now: Clock = Date.now): Revocations {
  const until = new Map<string, number>();
  return {
    async revoke(sid, forMs) {
      const t = now();
      if (until.size >= PRUNE_ABOVE) {
        for (const [id, end] of until) if (end <= t) until.delete(id);
      }
      until.set(sid, Math.max(t + forMs, until.get(sid) ?? 0));
    },
    async isRevoked(sid) {
      const end = until.get(sid);
      if (end === undefined) return false;
      if (end > now()) return true;
      until.delete(sid);
      return false;
    },
  };
}

const KEY_PREFIX = 'portal-revoked-session:';

interface WarnLog {
  warn(obj: object, msg: string): void;
}

/**
 * Shared by every replica through Redis, with this replica's memory beside it: while Redis cannot
 * answer, the replica that ended a session still refuses it, and a check never fails a request
 * (a revoked session then reads as revoked only where it was revoked).
 */
export function redisRevocations(redis: Redis, log: WarnLog, now: Clock = Date.now): Revocations {
  // Redis keeps the time itself (PX); `now` is only this replica's memory's.
  const local = memoryRevocations(now);
  return {
    async revoke(sid, forMs) {
      await local.revoke(sid, forMs);
      try {
        await redis.set(`${KEY_PREFIX}${sid}`, '1', 'PX', Math.max(1, Math.round(forMs)));
      } catch (error) {
        log.warn(
          { reason: error instanceof Error ? error.message : 'unknown' },
          'session revocation not shared',
        );
      }
    },
    async isRevoked(sid) {
      if (await local.isRevoked(sid)) return true;
      try {
        return (await redis.exists(`${KEY_PREFIX}${sid}`)) === 1;
      } catch {
        return false;
      }
    },
  };
}
