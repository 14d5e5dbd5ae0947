import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { type ScenarioSummary, summarise } from './catalogue';
import { type ApiPluginOptions, createApiPlugin } from './http/api-plugin';
import { createControlPlugin } from './http/control-plugin';
import { ScenarioError } from './scenario-error';
import { loadScenarios } from './scenario-loader';
import { type RegistryOptions, WorldRegistry } from './state/registry';
import type { WorldOptions } from './state/world';

export interface SimulatorOptions {
  scenariosDir: string;
  /** The scenario of the shared world; 'default' unless told. */
  defaultScenario?: string;
  /** Worlds kept before the least recently used go (500). */
  maxWorlds?: RegistryOptions['maxWorlds'];
  /** Worlds unused this long are released (30 minutes). */
  idleMs?: RegistryOptions['idleMs'];
  /** The real clock under every world's fake clock (tests pin it). */
  baseNow?: WorldOptions['baseNow'];
  /** Signed-in tokens each world keeps (1000). */
  maxSessions?: WorldOptions['maxSessions'];
  /**
   * SIM_CONTROL_TOKEN: with none, the control API answers loopback callers only; with one, every
   * caller must present it (header x-sim-control-token or a bearer).
   */
  controlToken?: string | undefined;
  /** How long a `timeout` fault holds its reply (60 s). */
  holdMs?: ApiPluginOptions['holdMs'];
}

export interface Simulator {
  /** What `pnpm sim list --json` prints. */
  catalogue(): ScenarioSummary[];
  hasScenario(name: string): boolean;
  scenarioNames(): string[];
  /** The scenario a live world was seeded from (marks it used); undefined when it is gone. */
  scenarioOf(worldId: string): string | undefined;
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
  const registry = new WorldRegistry(scenarios, defaultScenario, {
    ...(opts.maxWorlds === undefined ? {} : { maxWorlds: opts.maxWorlds }),
    ...(opts.idleMs === undefined ? {} : { idleMs: opts.idleMs }),
    world: {
      ...(opts.baseNow === undefined ? {} : { baseNow: opts.baseNow }),
      ...(opts.maxSessions === undefined ? {} : { maxSessions: opts.maxSessions }),
    },
  });
  const summaries = [...scenarios.values()].map(summarise);
  const catalogue = () => structuredClone(summaries);
  const names = () => [...scenarios.keys()];

  return {
    catalogue,
    hasScenario: (name) => scenarios.has(name),
    scenarioNames: names,
    scenarioOf: (worldId) => registry.get(worldId)?.scenarioName,
    createWorld: (scenario) => {
      const world = registry.create(scenario);
      if (!world) throw new Error(`unknown scenario "${scenario}"; known: ${names().join(', ')}`);
      return { id: world.id };
    },
    apiPlugin: createApiPlugin(
      registry,
      { hasScenario: (name) => scenarios.has(name), names },
      opts.holdMs === undefined ? {} : { holdMs: opts.holdMs },
    ),
    controlPlugin: createControlPlugin({ registry, catalogue, controlToken: opts.controlToken }),
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
