import { once } from 'node:events';
import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';

/** True when this request may try a password now; every call counts as one attempt. */
export type LoginAllowed = (req: FastifyRequest) => Promise<boolean>;

export interface LoginLimiterOptions {
  /** Attempts per client IP and minute; 0 turns the limit off. */
  perMinute: number;
  /** The shared store (every replica counts in it); absent: this process counts alone. */
  redisUrl?: string | undefined;
  /**
   * How many replicas share the store (LOGIN_LIMIT_REPLICAS, default 1): while it cannot be used,
   * each allows its share of the limit (fallbackLimit), so together they allow about one limit.
   */
  replicas?: number | undefined;
  /** The counting window; a minute but in tests, which use a long one so Redis keys never expire mid-test. */
  windowMs?: number | undefined;
}

/** What one replica allows per window while the shared store cannot be used: its share, never none. */
export function fallbackLimit(perMinute: number, replicas: number): number {
  return Math.max(1, Math.floor(perMinute / replicas));
}

/**
 * Client settings for the shared store. A login must never wait long on it: when Redis is slow or
 * gone the attempt is counted on this replica instead (docs/decisions/016).
 */
export const REDIS_CLIENT_OPTIONS = {
  /** A Redis that does not accept the connection gives up quickly (the default is 10 s). */
  connectTimeoutMs: 2_000,
  /** A Redis that accepted but does not answer holds a login this long at most. */
  commandTimeoutMs: 1_000,
} as const;

/** The keys in Redis (`portal-login-limit:<client address>`), beside whatever else the Redis holds. */
const REDIS_KEY_PREFIX = 'portal-login-limit:';
const WINDOW_MS = 60_000;

/**
 * The login limit per client IP (Fastify's `req.ip`, so TRUST_PROXY decides who the client is).
 * With a Redis address every replica shares one count per client; when that store cannot answer,
 * the attempt is counted in this process instead, against this replica's share of the limit —
 * rather than locking everybody out or vanishing (docs/decisions/016).
 *
 * The replica keeps counting in this process until a whole window has passed since the store
 * last failed. A Redis that comes back may come back empty (restarted without persistence): going
 * back to it at once would hand out a fresh limit on top of what the outage already allowed. With
 * the wait, any one window sees at most the shared limit (before the outage) plus the replicas'
 * shares (during and after it): twice the limit, whatever the balancer does.
 */
export async function loginLimiter(app: FastifyInstance, opts: LoginLimiterOptions): Promise<LoginAllowed> {
  if (opts.perMinute <= 0) return async () => true;
  const windowMs = opts.windowMs ?? WINDOW_MS;
  if (opts.redisUrl === undefined) return rateLimitScope(app, opts.perMinute, windowMs, {});
  const local = await rateLimitScope(app, fallbackLimit(opts.perMinute, opts.replicas ?? 1), windowMs, {});

  const failures = failureLog(app.log);
  // Date.now, like the in-memory store's own windows (tests fake both together).
  let lastFailureAt = Number.NEGATIVE_INFINITY;
  const storeFailed = () => {
    lastFailureAt = Date.now();
  };
  const sharingResumed = () => Date.now() >= lastFailureAt + windowMs;
  const redis = new Redis(opts.redisUrl, {
    connectTimeout: REDIS_CLIENT_OPTIONS.connectTimeoutMs,
    commandTimeout: REDIS_CLIENT_OPTIONS.commandTimeoutMs,
    // A command caught by a dropped connection is retried once on the next one, then given up.
    maxRetriesPerRequest: 1,
    // Nothing waits in a queue for a connection that may never come: the replica counts alone.
    enableOfflineQueue: false,
    connectionName: 'portal-gateway-login-limit',
  });
  // Without a listener ioredis prints every failed reconnect to the console.
  redis.on('error', (error: Error) => {
    storeFailed();
    failures.report(error);
  });
  // A dropped connection is a restart as likely as a blip: its counts may be gone.
  redis.on('close', storeFailed);
  redis.on('ready', () => failures.recovered());
  // disconnect, not quit: quit would wait for a Redis that may be gone, and hold up shutdown.
  app.addHook('onClose', async () => redis.disconnect());
  await firstConnection(redis);

  const shared = await rateLimitScope(app, opts.perMinute, windowMs, {
    redis,
    nameSpace: REDIS_KEY_PREFIX,
    // The error comes back here, to be logged and answered by the local count.
    skipOnError: false,
  });
  return async (req) => {
    if (redis.status !== 'ready') {
      storeFailed();
      failures.report(new StoreNotConnectedError(redis.status));
      return local(req);
    }
    if (!sharingResumed()) return local(req);
    try {
      return await shared(req);
    } catch (error) {
      storeFailed();
      failures.report(error);
      return local(req);
    }
  };
}

/**
 * One @fastify/rate-limit in a scope of its own: the plugin keeps one store per registration, so
 * the in-memory count and the Redis count each need theirs.
 */
async function rateLimitScope(
  app: FastifyInstance,
  max: number,
  windowMs: number,
  store: Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'>,
): Promise<LoginAllowed> {
  const holder: { check?: LoginAllowed } = {};
  await app.register(async (scope) => {
    // The limit goes with the registration, not createRateLimit's options: options there make
    // the plugin nest the keys under an empty route's name ("undefinedundefined-").
    await scope.register(fastifyRateLimit, {
      global: false,
      max,
      timeWindow: windowMs,
      ...store,
    });
    const check = scope.createRateLimit();
    holder.check = async (req) => {
      const result = await check(req);
      // isAllowed means "on the allow-list"; everyone else is counted.
      return result.isAllowed || !result.isExceeded;
    };
  });
  const { check } = holder;
  if (check === undefined) throw new Error('the login rate limit did not register');
  return check;
}

/** Startup waits for the first connection (or its failure), so the first logins count in Redis. */
export async function firstConnection(redis: Redis): Promise<void> {
  const settled = new AbortController();
  const timer = setTimeout(() => settled.abort(), REDIS_CLIENT_OPTIONS.connectTimeoutMs);
  try {
    await Promise.race([
      once(redis, 'ready', { signal: settled.signal }),
      once(redis, 'error', { signal: settled.signal }),
      once(redis, 'end', { signal: settled.signal }),
    ]);
  } catch {
    // Timed out, or the 'error' event (once rejects on it): the limiter reports it at use.
  } finally {
    clearTimeout(timer);
    settled.abort();
  }
}

class StoreNotConnectedError extends Error {
  constructor(readonly status: string) {
    super(`not connected (${status})`);
    this.name = 'StoreNotConnectedError';
  }
}

/** What went wrong, coarse enough that an outage logs a handful of lines, not one per login. */
export function failureKind(error: unknown): string {
  if (error instanceof StoreNotConnectedError) return 'not-connected';
  if (!(error instanceof Error)) return 'unknown';
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string') return code;
  if (/timed out/i.test(error.message)) return 'command-timeout';
  // Redis's own refusals start with a word in capitals (NOAUTH, WRONGPASS, READONLY, OOM).
  const word = /^[A-Z]{3,}\b/.exec(error.message);
  return word ? word[0] : error.name;
}

/**
 * One warn line per kind of failure until the store works again (then one info line): a Redis
 * outage under a login storm must not become a log storm. Messages from ioredis name the host and
 * port at most, never the password.
 */
function failureLog(log: FastifyBaseLogger) {
  const seen = new Set<string>();
  return {
    report(error: unknown): void {
      const kind = failureKind(error);
      if (seen.has(kind)) return;
      // "Not connected" is the consequence of a failure already logged with its cause.
      if (kind === 'not-connected' && seen.size > 0) return;
      seen.add(kind);
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(
        { kind, reason },
        'shared login limit store (REDIS_URL) unavailable: this replica counts login attempts alone until it is back',
      );
    },
    recovered(): void {
      if (seen.size === 0) return;
      seen.clear();
      log.info(
        'shared login limit store (REDIS_URL) reachable again: login attempts are counted across replicas again once a whole window (a minute) has passed since its last failure',
      );
    },
  };
}
