#!/usr/bin/env node
// `pnpm bench [gateway|simulator|startup]…`: benchmarks, not tests. They assert nothing, and their
// figures belong to the machine they ran on (docs/performance.md keeps them with the machine and
// the date). They measure the compiled gateway and simulator (and `pnpm start`), so they first
// build what is missing or stale, as `pnpm start` does (build progress on stderr).
//   gateway    clients.list through the gateway (proxy and simulator mode) against the upstream
//              called directly and a bare node:http pass-through, also behind a 20 ms upstream:
//              latency at 1 connection, calls/s and CPU per call at 50, in interleaved rounds
//   simulator  the standalone simulator's throughput, and its RSS with 1,000 worlds
//   startup    warm `pnpm start` until it listens, and `pnpm sim list --json`, medians of three
//   instructions  (by name only) the gateway's and the bare pass-through's instructions per
//              clients.list call under valgrind, a count that hardly moves between runs: a
//              ratio of instructions (not of CPU time) that holds, and a before/after of a small change
// BENCH_SECONDS (10) sets the length of each load; BENCH_ROUNDS (3) the gateway's rounds;
// BENCH_CONNECTIONS (10) the simulator's;
// BENCH_UPSTREAM_LATENCY_MS (20) the gateway's realistic upstream (0 skips that comparison);
// BENCH_RATE and BENCH_RATE_ONE hold the gateway bench's loads to a fixed rate (scripts/bench/gateway.mjs).
import { DEFAULT_PARTS, PARTS, runParts } from './bench/parts.mjs';

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in PARTS));
if (unknown.length > 0) {
  console.error(`unknown part: ${unknown.join(', ')}; known: ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}
await runParts(asked.length > 0 ? asked : DEFAULT_PARTS);
