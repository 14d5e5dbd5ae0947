import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { parseEnv } from './config/env';
import { DRAIN_MARGIN_MS, gracefulShutdown, watchParent } from './shutdown';
import { startBanner } from './start-banner';

const parsed = parseEnv(process.env);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}
const { env } = parsed;

let app: Awaited<ReturnType<typeof buildApp>>;
let shutdown: (reason: string) => void;
try {
  app = await buildApp({ env });
  const log = app.log;
  shutdown = gracefulShutdown(app, {
    drainMs: env.UPSTREAM_TIMEOUT_MS + DRAIN_MARGIN_MS,
    exit: (code) => process.exit(code),
    log: { info: (msg) => log.info(msg), warn: (msg) => log.warn(msg) },
  });
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  // A broken scenario file or a busy port: say what, and stop.
  console.error(`portal failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const { port } = app.server.address() as AddressInfo;
for (const line of startBanner(port, env)) console.log(line);

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => shutdown(signal));
// Only under a package manager's script (pnpm start, or a test server): pnpm does not pass
// SIGTERM on. A gateway started on its own by a launcher that then exits keeps running.
if (process.env.npm_lifecycle_event !== undefined) watchParent(() => shutdown('parent process gone'));
