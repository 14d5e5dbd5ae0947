// The parts of `pnpm bench`, what each runs (so what must be built first), and running them.
import { cpus, loadavg } from 'node:os';
import { buildIfStale } from '../build-if-stale.mjs';
import { benchGateway } from './gateway.mjs';
import { benchInstructions } from './instructions.mjs';
import { benchSimulator } from './simulator.mjs';
import { benchStartup } from './startup.mjs';

/** `needs`: the targets of build-if-stale.mjs the part starts (compiled bundles, the web build). */
export const PARTS = {
  // The compiled gateway, and the standalone simulator as its upstream.
  gateway: { run: benchGateway, needs: ['gateway', 'sim'] },
  simulator: { run: benchSimulator, needs: ['sim'] },
  // `pnpm start` (the web app and the gateway) and `pnpm sim list --json`, measured warm.
  startup: { run: benchStartup, needs: ['web', 'gateway', 'sim'] },
  // The gateway's instructions per call under valgrind: asked for by name only (slow, and valgrind
  // may be missing), never part of a bare `pnpm bench`.
  instructions: { run: benchInstructions, needs: ['gateway', 'sim'], onlyByName: true },
};

/** What a bare `pnpm bench` runs: every part but those asked for by name only. */
export const DEFAULT_PARTS = Object.keys(PARTS).filter((name) => !PARTS[name].onlyByName);

/** Every target the named parts need, each once, in the order first needed. */
export function needsOf(names, parts = PARTS) {
  return [...new Set(names.flatMap((name) => parts[name].needs))];
}

/** The machine and the moment the figures belong to. */
export function header() {
  const [cpu] = cpus();
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${new Date().toISOString()} · ${cpus().length} × ${cpu?.model ?? 'unknown CPU'} · Node ${process.version} · load average ${load}\n`;
}

/**
 * Builds what the named parts need (only what is stale: a fresh clone builds everything, a warm
 * one nothing), then prints the header and runs the parts in order. The build comes first so no
 * part starts a missing or outdated bundle, and no build runs while anything is measured.
 */
export async function runParts(names, { parts = PARTS, build = buildIfStale, print = console.log } = {}) {
  await build(needsOf(names, parts));
  print(header());
  for (const name of names) await parts[name].run();
}
