#!/usr/bin/env node
// `pnpm start`: build the web app when its sources are newer than the build, then run the
// compiled gateway (rebuilt the same way). Without UPSTREAM_URL the gateway runs in simulator mode.
import { buildIfStale } from './build-if-stale.mjs';
import { ensureBundle } from './node-bundles.mjs';
import { runChild } from './run-child.mjs';

let gateway;
try {
  await buildIfStale(['web']);
  gateway = await ensureBundle('gateway');
} catch (error) {
  // The build's own output above says why.
  console.error(error.message);
  process.exit(1);
}
// The gateway is a child of this process, which passes SIGTERM, SIGINT and SIGHUP on and exits
// only after it, with its status: a supervisor that stops `pnpm start` waits for the drain
// (docs/decisions/015). Under a package manager, one that is killed outright stops it too.
const status = await runChild(process.execPath, [...process.execArgv, gateway, ...process.argv.slice(2)], {
  stopWhenOrphaned: process.env.npm_lifecycle_event !== undefined,
});
process.exit(status);
