#!/usr/bin/env node
// `pnpm start`: build the web app when its sources are newer than the build, then run the
// compiled gateway (rebuilt the same way). Without UPSTREAM_URL the gateway runs in simulator mode.
import { buildIfStale } from './build-if-stale.mjs';
import { runBundle } from './node-bundles.mjs';

try {
  await buildIfStale(['web']);
} catch (error) {
  // The build's own output above says why.
  console.error(error.message);
  process.exit(1);
}
// In this process: the gateway handles SIGINT/SIGTERM itself.
await runBundle('gateway');
