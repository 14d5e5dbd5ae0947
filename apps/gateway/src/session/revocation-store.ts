import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { firstConnection, REDIS_CLIENT_OPTIONS } from '../http/login-limiter';
import { memoryRevocations, type Revocations, redisRevocations } from './revocations';

/**
 * Without REDIS_URL each gateway keeps its own list (one replica, or sticky sessions); with it,
 * every replica refuses a session any of them ended. A Redis that cannot answer never holds up a
 * request: the checks fall back to this replica's memory (./revocations.ts).
 */
export async function revocationsFor(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<Revocations> {
  if (redisUrl === undefined) return memoryRevocations();
  const redis = new Redis(redisUrl, {
    connectTimeout: REDIS_CLIENT_OPTIONS.connectTimeoutMs,
    commandTimeout: REDIS_CLIENT_OPTIONS.commandTimeoutMs,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectionName: 'portal-gateway-sessions',
  });
  // The login limiter's client reports the store's outages; this one only must not print them.
  redis.on('error', () => undefined);
  app.addHook('onClose', async () => redis.disconnect());
  // As the login limit does: a start without Redis goes on with this replica's memory.
  await firstConnection(redis);
  return redisRevocations(redis, app.log);
}
