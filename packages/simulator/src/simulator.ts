import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { createApiPlugin } from './api-plugin';
import { type ScenarioSummary, summarise } from './catalogue';
import { createControlPlugin } from './control-plugin';
import { ScenarioError } from './scenario/scenario-error';
import { type ScenarioReload, ScenarioStore } from './scenario/store';
import type { WorldOptions } from './world';
import { DEFAULT_MAX_WORLDS, WorldRegistry } from './world-registry';

export interface SimulatorOptions {
  scenariosDir: string;
  /** The scenario of the shared world; 'default' unless told. */
  defaultScenario?: string;
  /** Worlds kept before the least recently used go (500). */
  maxWorlds?: number;
  /** The real clock under every world's fake clock (tests pin it). */
  baseNow?: WorldOptions['baseNow'];
  /**
   * Reload scenario files when they change (`pnpm dev`); `close()` stops watching. New worlds get
   * the new version; a broken file is reported through `onScenarioReload` and its last good
   * version keeps serving.
   */
  watch?: boolean;
  /** Told after each reload; by default broken files are written to stderr. */
  onScenarioReload?: (reload: ScenarioReload) => void;
}

export interface Simulator {
  /** What `pnpm sim list --json` prints. */
  catalogue(): ScenarioSummary[];
  hasScenario(name: string): boolean;
  /** A fresh isolated world seeded from that scenario; throws for an unknown scenario. */
  createWorld(scenario: string): { id: string };
  /** Upstream REST routes of spec section 7; register with { prefix } ('' standalone, '/__sim/api' in the gateway). */
  apiPlugin: FastifyPluginAsync;
  /** Control API; register with { prefix: '/__sim' }. */
  controlPlugin: FastifyPluginAsync;
  /** Stops watching scenario files (a no-op without `watch`). */
  close(): Promise<void>;
}

const reportToStderr = (reload: ScenarioReload): void => {
  for (const error of reload.errors) process.stderr.write(`scenario reload: ${error.message}\n`);
};

/** Loads and validates every scenario (a bad file throws ScenarioError) and returns the simulator. */
export async function createSimulator(opts: SimulatorOptions): Promise<Simulator> {
  const defaultScenario = opts.defaultScenario ?? 'default';
  const store = await ScenarioStore.load(opts.scenariosDir, defaultScenario);
  const scenarios = store.scenarios;
  if (!scenarios.has(defaultScenario)) {
    throw new ScenarioError(
      opts.scenariosDir,
      `the default scenario "${defaultScenario}" has no file ${defaultScenario}.yaml here`,
    );
  }
  if (opts.watch) await store.watch({ onReload: opts.onScenarioReload ?? reportToStderr });
  const registry = new WorldRegistry(
    scenarios,
    defaultScenario,
    opts.maxWorlds ?? DEFAULT_MAX_WORLDS,
    opts.baseNow === undefined ? {} : { baseNow: opts.baseNow },
  );
  const catalogue = () => [...scenarios.values()].map(summarise);
  const names = () => [...scenarios.keys()];

  return {
    catalogue,
    hasScenario: (name) => scenarios.has(name),
    createWorld: (scenario) => {
      const world = registry.create(scenario);
      if (!world) throw new Error(`unknown scenario "${scenario}"; known: ${names().join(', ')}`);
      return { id: world.id };
    },
    apiPlugin: createApiPlugin(registry, names),
    controlPlugin: createControlPlugin(registry, catalogue),
    close: () => store.close(),
  };
}

/** The simulator on its own: upstream routes at the root, control API under /__sim. Does not listen. */
export async function buildSimulatorServer(
  opts: SimulatorOptions & { logger?: boolean },
): Promise<FastifyInstance> {
  const simulator = await createSimulator(opts);
  const app = Fastify({ logger: opts.logger ?? false });
  app.addHook('onClose', () => simulator.close());
  await app.register(simulator.apiPlugin, { prefix: '' });
  await app.register(simulator.controlPlugin, { prefix: '/__sim' });
  return app;
}
