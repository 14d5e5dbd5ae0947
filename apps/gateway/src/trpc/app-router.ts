import { authRouter } from './auth-router';
import { clientsList, clientsRouter } from './clients-router';
import type { Context } from './context';
import { deviceRouter } from './device-router';
import { federatedRouter } from './federated-router';
import { instanceRouter } from './instance-router';
import { launchRouter } from './launch-router';
import { mfaRouter } from './mfa-router';
import { passwordRouter } from './password-router';
import { pluginRouter } from './plugin-router';
import type { DirectQueries } from './query-fast-path';
import { sessionsRouter } from './sessions-router';
import { router } from './trpc';
import { webAppsRouter } from './web-apps-router';

/**
 * The gateway's whole browser-facing API, mounted at /trpc. The web imports `type AppRouter`
 * only (package export `@portal/gateway/router`).
 */
export const appRouter = router({
  auth: authRouter,
  clients: clientsRouter,
  device: deviceRouter,
  launch: launchRouter,
  mfa: mfaRouter,
  password: passwordRouter,
  plugin: pluginRouter,
  webApps: webAppsRouter,
  federated: federatedRouter,
  sessions: sessionsRouter,
  instance: instanceRouter,
});

export type AppRouter = typeof appRouter;

/**
 * The fast queries the query fast path calls without tRPC's procedure call: `sessionQuery`s, whose
 * procedure is their `run` and nothing more. Their answers equal the adapter's on the wire
 * (trpc-plugin.test.ts).
 */
export const DIRECT_QUERIES: DirectQueries<Context> = new Map([['clients.list', clientsList.run]]);
