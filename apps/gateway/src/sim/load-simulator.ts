import type { InProcessApi, ScenarioReload } from '@portal/simulator';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { WorldFactory } from './sim-world-hook';

/** The part of @portal/simulator the gateway uses. */
export interface SimulatorPort extends WorldFactory {
  apiPlugin: FastifyPluginAsync;
  /** The same routes, worlds and faults for the gateway's own upstream calls, with no socket. */
  inProcessApi: InProcessApi;
  controlPlugin: FastifyPluginAsync;
  /** The simulator's Duo and identity-provider pages, mounted at /__sim/pages (SIM_PAGES_PREFIX). */
  pagesPlugin: FastifyPluginAsync;
  /** The time on a world's clock (null: the shared world); absent in stubs (real time then). */
  worldNow?: (worldId: string | null) => number | undefined;
  /** Stops watching scenario files. */
  close(): Promise<void>;
}

export interface LoadSimulatorOptions {
  scenariosDir: string;
  /** SIM_MAX_WORLDS: worlds kept before the least recently used goes. */
  maxWorlds: number;
  /** Reload scenario files as they change (SIM_WATCH, set by `pnpm dev`). */
  watch: boolean;
  /** SIM_CONTROL_TOKEN: absent → the control API answers loopback callers only. */
  controlToken?: string | undefined;
  logger: FastifyBaseLogger;
}

/** A broken file keeps its last good version serving; the log says which file, line and what. */
function logReload(logger: FastifyBaseLogger, reload: ScenarioReload): void {
  for (const error of reload.errors) logger.error(`scenario reload: ${error.message}`);
  const { added, changed, removed } = reload;
  if (added.length + changed.length + removed.length > 0) {
    logger.info({ added, changed, removed }, 'scenarios reloaded');
  }
}

/** Loaded on demand: proxy mode never loads the simulator or reads scenarios. */
export async function loadSimulator(opts: LoadSimulatorOptions): Promise<SimulatorPort> {
  const { createSimulator } = await import('@portal/simulator');
  const simulator = await createSimulator({
    scenariosDir: opts.scenariosDir,
    // One broken file never stops the portal: the others serve, and the QA picker and the log say
    // which file, line and field (pnpm sim validate stays strict for CI).
    scenarioFiles: 'lenient',
    watch: opts.watch,
    maxWorlds: opts.maxWorlds,
    controlToken: opts.controlToken,
    onScenarioReload: (reload) => logReload(opts.logger, reload),
  });
  for (const problem of simulator.scenarioErrors()) {
    const where = problem.issues.map(
      (i) => `\n  - line ${i.line}, column ${i.column}, at ${i.path}: ${i.message}`,
    );
    opts.logger.error(`scenario not loaded: ${problem.file}: ${problem.summary}${where.join('')}`);
  }
  return simulator;
}
