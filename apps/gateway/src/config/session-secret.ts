import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env';

/**
 * The session keys: SESSION_SECRET's, else one random key for this process. Without a shared
 * secret, a restart signs everyone out and replicas refuse each other's cookies; in proxy mode
 * (real users) the operator is told so once at start.
 */
export function sessionSecrets(
  env: Pick<Env, 'SESSION_SECRET' | 'UPSTREAM_URL'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): readonly string[] {
  if (env.SESSION_SECRET !== undefined) return env.SESSION_SECRET;
  if (env.UPSTREAM_URL !== undefined) {
    log.warn(
      'SESSION_SECRET is not set: this process signs sessions with a random key, so a restart signs everyone out and other replicas refuse its cookies',
    );
  }
  return [randomBytes(32).toString('base64url')];
}
