import fastifyCookie from '@fastify/cookie';
import { TRPC_MAX_BATCH_SIZE } from '@portal/contracts/portal';
import Fastify, { type FastifyInstance } from 'fastify';
import { brandingDirFor, type Env } from './config/env';
import { sessionSecrets } from './config/session-secret';
import { fastifyTrustProxy } from './config/trust-proxy';
import { TRPC_PREFIX } from './http/api-paths';
import { brandingRoutes } from './http/branding-routes';
import { registerPrivateCookieReplies, repliesWithCsrfCookie } from './http/cookie-caching';
import { earlyErrorOptions } from './http/early-errors';
import { loginLimiter } from './http/login-limiter';
import { refuseTunnels, registerMethodNotAllowed } from './http/method-not-allowed';
import { helmetOptions, registerSecurityHeaders, securityHeaders } from './http/security-headers';
import { DEFAULT_SERVER_LIMITS, type ServerLimits, serverLimitOptions } from './http/server-limits';
import { SessionCookies, TokenTooLargeError } from './http/session-cookies';
import { webRoutes } from './http/web-routes';
import { logDestination } from './log-destination';
import { type LoggerOption, loggerOptions, requestLogController } from './logger';
import { DriftLedger } from './ops/drift-ledger';
import { registerOpsRoutes } from './ops/ops-routes';
import { SessionRecorder } from './ops/session-recorder';
import { revocationsFor } from './session/revocation-store';
import { SessionGate } from './session/session-gate';
import type { SessionClock } from './session/session-times';
import { inProcessTransport } from './sim/in-process-upstream';
import { loadSimulator, type SimulatorPort } from './sim/load-simulator';
import { isSimulatorPath, registerSimWorldHook } from './sim/sim-world-hook';
import { appRouter, DIRECT_QUERIES } from './trpc/app-router';
import { createContextFactory, type GatewayMode, type GatewayServices } from './trpc/context';
import { firstDataReader } from './trpc/first-data';
import { safeErrorMessage } from './trpc/portal-error-data';
import { registerTrpc } from './trpc/trpc-plugin';
import type { Transport } from './upstream/transport';
import { createUpstreamClient } from './upstream/upstream-client';
import { UpstreamError } from './upstream/upstream-error';

export interface BuildAppOptions {
  env: Env;
  /** Defaults to pino at env.LOG_LEVEL with credential redaction, on stdout (./log-destination.ts). */
  logger?: LoggerOption;
  /** Replaces the upstream transport (tests); default: undici (./upstream/transport.ts), or the in-process simulator in simulator mode. */
  transport?: Transport;
  /** A simulator already loaded (tests share one); default: loaded from env.SCENARIOS_DIR. */
  simulator?: SimulatorPort;
  /** Time-outs for slow clients and the connection cap; tests shorten them. */
  serverLimits?: Partial<ServerLimits>;
  /**
   * The sessions' clock (idle time-out, lifetime); tests move it. Default: real time in proxy
   * mode, the request's world clock in simulator mode.
   */
  now?: () => number;
}

const BODY_LIMIT = 256 * 1024;

/** Where the in-process simulator's upstream REST API is mounted. */
export const SIM_API_PREFIX = '/__sim/api';
/** Where the simulator's Duo and identity-provider pages are mounted (the simulator's PAGES_PREFIX). */
export const SIM_PAGES_PREFIX = '/__sim/pages';

/**
 * The whole gateway, not listening (main.ts listens; tests use inject or listen on port 0).
 * Proxy mode when env.UPSTREAM_URL is set; otherwise simulator mode with the simulator mounted
 * in-process and reached through the same upstream client (docs/decisions/002).
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const mode: GatewayMode = env.UPSTREAM_URL ? 'proxy' : 'simulator';
  const trustProxy = fastifyTrustProxy(env.TRUST_PROXY);
  const limits: ServerLimits = {
    ...DEFAULT_SERVER_LIMITS,
    maxConnections: env.MAX_CONNECTIONS,
    ...opts.serverLimits,
  };
  const headers = securityHeaders(
    helmetOptions({ recaptcha: env.ALLOW_RECAPTCHA, frameOrigins: env.ALLOWED_FRAME_ORIGINS }),
  );
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(env.LOG_LEVEL, logDestination()),
    logController: requestLogController(),
    // Requests are small JSON; anything bigger is not ours.
    bodyLimit: BODY_LIMIT,
    // httpBatchLink puts every batched procedure name in the path parameter.
    routerOptions: { maxParamLength: 5000 },
    // Behind a load balancer the client address (rate limit, logs) comes from X-Forwarded-For.
    trustProxy,
    ...serverLimitOptions(limits),
    // The answers Fastify gives before any hook carry the security headers too.
    ...earlyErrorOptions(headers),
  });
  app.server.maxConnections = limits.maxConnections;
  const secrets = sessionSecrets(env, app.log);
  // Simulator mode: a request's sessions follow its world's clock, which QA moves (set below).
  let worldNow: ((worldId: string | null) => number | undefined) | undefined;
  const testNow = opts.now;
  const sessionClock: SessionClock =
    testNow === undefined ? (req) => worldNow?.(req.simWorld) ?? Date.now() : () => testNow();
  const cookies = new SessionCookies({ secure: env.COOKIE_SECURE, secrets, now: sessionClock });

  // The secrets make @fastify/cookie's signer: the first signs, every one verifies.
  await app.register(fastifyCookie, { secret: [...secrets] });
  registerPrivateCookieReplies(app);
  registerSecurityHeaders(app, headers);
  // Before every route's plugin, so the simulator's under /__sim get it too.
  registerMethodNotAllowed(app);
  refuseTunnels(app, headers);

  app.decorateRequest('simWorld', null);
  app.decorateRequest('simNotice', null);
  app.decorateRequest('simReleased', null);
  // Callback hooks here and in the hooks every call runs: an async one costs a promise per request.
  app.addHook('onRequest', (req, reply, done) => {
    if (!isSimulatorPath(req.url) && repliesWithCsrfCookie(req.url)) cookies.ensureCsrf(req, reply);
    done();
  });

  let simulator: SimulatorPort | undefined;
  if (mode === 'simulator') {
    simulator =
      opts.simulator ??
      (await loadSimulator({
        scenariosDir: env.SCENARIOS_DIR,
        watch: env.SIM_WATCH,
        maxWorlds: env.SIM_MAX_WORLDS,
        controlToken: env.SIM_CONTROL_TOKEN,
        logger: app.log,
      }));
    const loaded = simulator;
    worldNow = loaded.worldNow;
    app.addHook('onClose', () => loaded.close());
    registerSimWorldHook(app, simulator, cookies);
  }

  const inProcess = simulator === undefined ? undefined : inProcessTransport(app, simulator, SIM_API_PREFIX);
  // Contract drift: proxy mode only (the simulator keeps the contract by construction), and only
  // when the operator has a token to read it with.
  const drift =
    mode === 'proxy' && env.OPS_TOKEN !== undefined ? new DriftLedger(undefined, app.log) : undefined;
  if (drift !== undefined && env.OPS_TOKEN !== undefined) {
    registerOpsRoutes(app, { token: env.OPS_TOKEN, drift });
  }
  // Recording: proxy mode only (a simulator world can be exported whole instead, issue 11).
  const recorder =
    mode === 'proxy' && env.RECORD_DIR !== undefined
      ? new SessionRecorder(env.RECORD_DIR, cookies, app.log)
      : undefined;
  if (recorder !== undefined) app.addHook('onClose', () => recorder.flush());
  const upstream = createUpstreamClient({
    baseUrl: env.UPSTREAM_URL ?? SIM_API_PREFIX,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    transport: opts.transport ?? inProcess,
    logger: app.log,
    drift,
    recorder,
  });
  app.addHook('onClose', () => upstream.close());

  const services: GatewayServices = {
    mode,
    upstream,
    allowedRedirectOrigins: env.ALLOWED_REDIRECT_ORIGINS,
    // The upstream's replies may send the browser to its own origin without configuration.
    upstreamOrigin: env.UPSTREAM_URL === undefined ? null : new URL(env.UPSTREAM_URL).origin,
    cookies,
    sessions: new SessionGate({
      cookies,
      revocations: await revocationsFor(app, env.REDIS_URL),
      limits: { idleMs: env.SESSION_IDLE_MINUTES * 60_000, maxMs: env.SESSION_MAX_HOURS * 3_600_000 },
      now: sessionClock,
    }),
    ...(recorder === undefined ? {} : { recordingOf: (req, reply) => recorder.sessionOf(req, reply) }),
    // Generous, per client IP; shared by every replica when REDIS_URL is set.
    loginAllowed: await loginLimiter(app, {
      perMinute: env.LOGIN_RATE_LIMIT_PER_MIN,
      redisUrl: env.REDIS_URL,
      replicas: env.LOGIN_LIMIT_REPLICAS,
    }),
  };

  await registerTrpc(app, {
    prefix: TRPC_PREFIX,
    router: appRouter,
    createContext: createContextFactory(services),
    // One request may not fan out into an unbounded number of upstream calls.
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    directQueries: DIRECT_QUERIES,
    onError({ path, error, req }) {
      const cause = error.cause;
      const where = { path, code: error.code };
      // Its one warn line is the procedure middleware's (trpc/trpc.ts), with the length.
      if (cause instanceof TokenTooLargeError) return;
      // Never the error object itself for upstream failures: its cause holds upstream bodies.
      if (cause instanceof UpstreamError) {
        // An upstream 5xx already has its line from the upstream client.
        const logged = cause.kind === 'http' && (cause.status ?? 0) >= 500;
        const reason = cause.reason;
        if (!logged)
          req.log.warn({ ...where, kind: cause.kind, ...(reason ? { reason } : {}) }, cause.message);
      } else if (error.code === 'INTERNAL_SERVER_ERROR')
        req.log.error({ ...where, err: cause ?? error }, error.message);
      else req.log.info(where, safeErrorMessage(error));
    },
  });

  if (simulator !== undefined) {
    await app.register(simulator.apiPlugin, { prefix: SIM_API_PREFIX });
    await app.register(simulator.controlPlugin, { prefix: '/__sim' });
    await app.register(simulator.pagesPlugin, { prefix: SIM_PAGES_PREFIX });
  }

  app.get('/healthz', async () => ({ status: 'ok' as const, mode }));
  const brandingDir = brandingDirFor(env);
  await brandingRoutes(app, { brandingDir });
  await webRoutes(app, { webDist: env.WEB_DIST, mode, firstData: firstDataReader(services), brandingDir });

  return app;
}
