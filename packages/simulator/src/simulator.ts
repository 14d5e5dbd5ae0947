import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { createApiPlugin } from './api-plugin';
import { type ScenarioSummary, summarise } from './catalogue';
import { createControlPlugin } from './control-plugin';
import { ScenarioError } from './scenario-error';
import { loadScenarios } from './scenario-loader';
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
  /** Reload changed scenario files while serving (`pnpm sim serve --watch`); not wired yet. */
  watch?: boolean;
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
}

/** Loads and validates every scenario (a bad file throws ScenarioError) and returns the simulator. */
export async function createSimulator(opts: SimulatorOptions): Promise<Simulator> {
  const scenarios = await loadScenarios(opts.scenariosDir);
  const defaultScenario = opts.defaultScenario ?? 'default';
  if (!scenarios.has(defaultScenario)) {
    throw new ScenarioError(
      opts.scenariosDir,
      `the default scenario "${defaultScenario}" has no file ${defaultScenario}.yaml here`,
    );
  }
  const registry = new WorldRegistry(
    scenarios,
    defaultScenario,
    opts.maxWorlds ?? DEFAULT_MAX_WORLDS,
    opts.baseNow === undefined ? {} : { baseNow: opts.baseNow },
  );
  const summaries = [...scenarios.values()].map(summarise);
  const catalogue = () => structuredClone(summaries);
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
  };
}

/** The simulator on its own: upstream routes at the root, control API under /__sim. Does not listen. */
export async function buildSimulatorServer(
  opts: SimulatorOptions & { logger?: boolean },
): Promise<FastifyInstance> {
  const simulator = await createSimulator(opts);
  const app = Fastify({ logger: opts.logger ?? false });
  await app.register(simulator.apiPlugin, { prefix: '' });
  await app.register(simulator.controlPlugin, { prefix: '/__sim' });
  return app;
}
