import type { FastifyInstance } from 'fastify';

/** Past the upstream time-out, so a request waiting on the upstream ends with its own answer. */
export const DRAIN_MARGIN_MS = 5_000;
/** What a request that arrives while the gateway drains gets, with `Connection: close`. */
export const SHUTTING_DOWN_BODY = {
  error: 'SHUTTING_DOWN',
  message: 'the portal is restarting; try again in a few seconds',
} as const;
const RETRY_AFTER_SECONDS = '5';

export interface ShutdownOptions {
  /** How long in-flight requests may take before the process exits anyway (with status 1). */
  drainMs: number;
  exit(code: number): void;
  log: { info(msg: string): void; warn(msg: string): void };
}

/**
 * Graceful shutdown for a listening gateway: from the first call on, every new request gets a
 * clean 503 (a load balancer retries it on another replica) while the requests already in
 * flight finish; then the server closes and the process exits 0, or 1 when `drainMs` passes
 * first. Call `register` before the app is ready; the returned `shutdown` is idempotent.
 */
export function gracefulShutdown(app: FastifyInstance, opts: ShutdownOptions) {
  let draining = false;
  let inFlight = 0;
  let drained: (() => void) | undefined;

  // A callback hook: an async one costs a promise on every request.
  app.addHook('onRequest', (_req, reply, done) => {
    if (draining) {
      reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', RETRY_AFTER_SECONDS)
        .header('cache-control', 'no-store')
        .send(SHUTTING_DOWN_BODY);
      return;
    }
    inFlight += 1;
    // 'close' fires once per response, answered or cut, so the count cannot drift.
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    });
    done();
  });

  return function shutdown(reason: string): void {
    if (draining) return;
    draining = true;
    opts.log.info(`${reason}: finishing ${inFlight} request(s) in flight, then stopping`);
    const force = setTimeout(() => {
      opts.log.warn(`still ${inFlight} request(s) in flight after ${opts.drainMs} ms: stopping anyway`);
      opts.exit(1);
    }, opts.drainMs);
    force.unref();
    const allDone = inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (drained = resolve));
    allDone
      .then(() => app.close())
      .then(
        () => {
          clearTimeout(force);
          opts.exit(0);
        },
        () => opts.exit(1),
      );
  };
}

/**
 * Calls `onLost` once when this process's parent goes away. `pnpm start` exits on SIGTERM
 * without passing it on (its child is left running, re-parented), so the gateway treats the loss
 * of its parent as the signal it was never given.
 */
export function watchParent(onLost: () => void, everyMs = 500): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onLost();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
