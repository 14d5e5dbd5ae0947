import { authRouter } from './auth-router';
import { clientsRouter } from './clients-router';
import { deviceRouter } from './device-router';
import { federatedRouter } from './federated-router';
import { instanceRouter } from './instance-router';
import { launchRouter } from './launch-router';
import { mfaRouter } from './mfa-router';
import { passwordRouter } from './password-router';
import { pluginRouter } from './plugin-router';
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
