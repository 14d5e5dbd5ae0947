import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { parseEnv } from './config/env';

const parsed = parseEnv(process.env);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}
const { env } = parsed;

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({ env });
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  // A broken scenario file or a busy port: say what, and stop.
  console.error(`portal failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const { port } = app.server.address() as AddressInfo;
const mode = env.UPSTREAM_URL ? `proxy mode → ${env.UPSTREAM_URL}` : 'simulator mode';
console.log(`portal listening on http://localhost:${port} (${mode})`);
if (!env.UPSTREAM_URL) console.log('demo account: demo@example.com / Demo@Portal2026');

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // In-flight requests finish; a stuck one does not keep the process alive for ever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
