import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RedisServer, startRedisServer } from '../test-support/redis-server';
import { failureKind, fallbackLimit, loginLimiter } from './login-limiter';

// The kinds that decide how many warn lines a Redis outage writes (one per kind, docs/decisions/016).
describe('failureKind', () => {
  it('is the system error code when there is one', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });
    expect(failureKind(refused)).toBe('ECONNREFUSED');
  });

  it("is 'command-timeout' for ioredis's command time-out", () => {
    expect(failureKind(new Error('Command timed out'))).toBe('command-timeout');
  });

  it("is Redis's own refusal word (NOAUTH, WRONGPASS, READONLY), never the rest of the message", () => {
    expect(failureKind(new Error('NOAUTH Authentication required.'))).toBe('NOAUTH');
    expect(failureKind(new Error('WRONGPASS invalid username-password pair'))).toBe('WRONGPASS');
  });

  it("is the error's name otherwise, and 'unknown' for what is not an error", () => {
    class MaxRetriesPerRequestError extends Error {
      override name = 'MaxRetriesPerRequestError';
    }
    expect(failureKind(new MaxRetriesPerRequestError('Reached the max retries per request limit'))).toBe(
      'MaxRetriesPerRequestError',
    );
    expect(failureKind('down')).toBe('unknown');
  });
});

describe('fallbackLimit', () => {
  it("is the replica's share of the limit, rounded down, never none", () => {
    expect(fallbackLimit(30, 1)).toBe(30);
    expect(fallbackLimit(30, 2)).toBe(15);
    expect(fallbackLimit(30, 4)).toBe(7);
    expect(fallbackLimit(3, 5)).toBe(1);
  });
});

// Issue of the security probe: 120 wrong passwords in 50 s against a limit of 30 with two
// replicas and a Redis restart. An outage must let through at most twice the limit in all.
describe('a Redis outage with two replicas (LOGIN_LIMIT_REPLICAS=2)', () => {
  const LIMIT = 6;
  const REPLICAS = 2;
  /** Long, so the real Redis keys never expire while a slow machine runs the test. */
  const WINDOW_MS = 10 * 60_000;
  /** Spawning and restarting redis-server on a busy 2-core machine. */
  const TIMEOUT_MS = 60_000;
  const CLIENT = '203.0.113.7';

  const opened: FastifyInstance[] = [];
  const servers: RedisServer[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    for (const app of opened.splice(0)) await app.close();
    for (const server of servers.splice(0)) await server.stop();
  }, TIMEOUT_MS);

  /** One replica's limiter behind a route, and its log lines. */
  async function replica(redisUrl: string) {
    const lines: string[] = [];
    const waiting: { text: RegExp; resolve: () => void }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        const msg = String((JSON.parse(String(chunk)) as { msg?: unknown }).msg);
        lines.push(msg);
        for (const waiter of waiting.filter((w) => w.text.test(msg))) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve();
        }
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    opened.push(app);
    const allowed = await loginLimiter(app, {
      perMinute: LIMIT,
      redisUrl,
      replicas: REPLICAS,
      windowMs: WINDOW_MS,
    });
    app.post('/login', async (req) => ({ allowed: await allowed(req) }));
    await app.ready();
    return {
      async attempt(): Promise<boolean> {
        const reply = await app.inject({ method: 'POST', url: '/login', remoteAddress: CLIENT });
        return (reply.json() as { allowed: boolean }).allowed;
      },
      logged: (text: RegExp) =>
        lines.some((line) => text.test(line))
          ? Promise.resolve()
          : new Promise<void>((resolve) => waiting.push({ text, resolve })),
    };
  }

  /** `count` attempts spread evenly over the replicas, as a balancer does; how many were allowed. */
  async function spread(replicas: { attempt(): Promise<boolean> }[], count: number): Promise<number> {
    let allowed = 0;
    for (let i = 0; i < count; i += 1) if (await replicas[i % replicas.length]?.attempt()) allowed += 1;
    return allowed;
  }

  it(
    'lets at most twice the limit through over a stop and a restart that comes back empty',
    async () => {
      // The in-memory windows and the wait before sharing again read Date; Redis keeps real time.
      vi.useFakeTimers({ toFake: ['Date'] });
      const redis = await startRedisServer();
      servers.push(redis);
      const a = await replica(redis.url);
      const b = await replica(redis.url);

      const before = await spread([a, b], 3 * LIMIT);
      expect(before, 'shared: one limit over both replicas').toBe(LIMIT);

      await redis.stop();
      const during = await spread([a, b], 3 * LIMIT);

      // Back on the same port with nothing in it (no persistence), and both replicas connected.
      const back = await startRedisServer(redis.port);
      servers.push(back);
      await Promise.all([a.logged(/reachable again/), b.logged(/reachable again/)]);
      const after = await spread([a, b], 3 * LIMIT);

      expect({ before, during, after, total: before + during + after }).toEqual({
        before: LIMIT,
        during: LIMIT, // each replica its share, LIMIT / REPLICAS
        after: 0, // the shares of the outage carry on: nobody starts from zero
        total: 2 * LIMIT,
      });

      // A whole window after the last failure the count is shared again: one replica alone
      // allows the whole limit, not its share.
      vi.setSystemTime(Date.now() + WINDOW_MS + 1);
      expect(await spread([a], 3 * LIMIT)).toBe(LIMIT);
    },
    TIMEOUT_MS,
  );
});
