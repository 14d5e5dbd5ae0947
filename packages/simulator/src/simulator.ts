import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { PAGES_PREFIX } from './domains/sim-pages';
import { type ApiPluginOptions, createApiPlugin } from './http/api-plugin';
import { isForwarded } from './http/control-access';
import { createControlPlugin } from './http/control-plugin';
import { createInProcessApi, type InProcessApi } from './http/in-process-call';
import { DEFAULT_NEW_WORLDS_PER_MINUTE, WorldBudget } from './http/world-budget';
import type { NewWorldCaller } from './http/world-resolution';
import { worldRefusal } from './http/world-selection';
import { createPagesPlugin } from './pages/pages-plugin';
import { type ScenarioSummary, summarise } from './scenario/catalogue';
import { ReproScenarios } from './scenario/repros';
import { ScenarioError, type ScenarioProblem, scenarioProblem } from './scenario/scenario-error';
import { type ScenarioReload, ScenarioStore } from './scenario/store';
import { CoverageRecorder } from './state/coverage';
import { DEFAULT_WORLD_ID, type RegistryOptions, WorldRegistry } from './state/registry';
import type { WorldOptions } from './state/world';

export interface SimulatorOptions {
  scenariosDir: string;
  /** The scenario of the shared world; 'default' unless told. */
  defaultScenario?: string;
  /** Worlds kept before the least recently used go (1,000). */
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
  /** New worlds one remote address may start per minute (30; 0: no budget). */
  newWorldsPerMinute?: number;
  /** How long a `timeout` fault holds its reply (60 s). */
  holdMs?: ApiPluginOptions['holdMs'];
  /**
   * Reload scenario files when they change (`pnpm dev`); `close()` stops watching. New worlds and
   * every reset get the new version, and a change to the default scenario resets the shared
   * world; worlds already open keep their state until reset. A broken file is reported through
   * `onScenarioReload` and its last good version keeps serving.
   */
  watch?: boolean;
  /** Told after each reload; by default broken files are written to stderr. */
  onScenarioReload?: (reload: ScenarioReload) => void;
  /**
   * 'strict' (the default; `pnpm sim validate`): the first broken scenario file throws. 'lenient'
   * (a server, `pnpm sim list`): the other files load and the broken ones are listed by
   * `scenarioErrors()`. A broken default scenario throws either way: the shared world needs it.
   */
  scenarioFiles?: 'strict' | 'lenient';
}

export interface Simulator {
  /**
   * The scenario files that do not load now (lenient loading, or a reload under `watch`), each
   * with its file, line, column and field; GET /__sim/scenario-errors serves the same.
   */
  scenarioErrors(): ScenarioProblem[];
  /** What `pnpm sim list --json` prints. */
  catalogue(): ScenarioSummary[];
  hasScenario(name: string): boolean;
  scenarioNames(): string[];
  /**
   * Why a scenario that is not served has a file all the same: that file's load problem (one
   * entry of `scenarioErrors()`). Undefined for a scenario that loaded and for an unknown name.
   */
  scenarioProblem(name: string): ScenarioProblem | undefined;
  /** Counts a new world against the caller's budget; false when it is spent. */
  allowNewWorld(caller: NewWorldCaller): boolean;
  /** The scenario a live world was seeded from (marks it used); undefined when it is gone. */
  scenarioOf(worldId: string): string | undefined;
  /**
   * The time on a world's clock (null: the shared world), which QA moves: the gateway's session
   * time-outs follow it in simulator mode. Undefined when the world is gone.
   */
  worldNow(worldId: string | null): number | undefined;
  /**
   * A fresh isolated world seeded from that scenario; throws for an unknown scenario. `owner`
   * (worldOwner: the caller's address, unless on this machine) caps the worlds one caller keeps.
   */
  createWorld(scenario: string, owner?: string): { id: string };
  /** Upstream REST routes of spec section 7; register with { prefix } ('' standalone, '/__sim/api' in the gateway). */
  apiPlugin: FastifyPluginAsync;
  /**
   * The same upstream routes, world choices and faults for a caller in this process (the gateway
   * in simulator mode), without a request or reply object: its one in-process path.
   */
  inProcessApi: InProcessApi;
  /** Control API; register with { prefix: '/__sim' }. */
  controlPlugin: FastifyPluginAsync;
  /**
   * The Duo and identity-provider pages a tester's browser visits; register with { prefix:
   * PAGES_PREFIX } ('/__sim/pages'), outside the control API's caller check.
   */
  pagesPlugin: FastifyPluginAsync;
  /**
   * Which catalogue codes the portal's screens rendered since start (the page reports each to
   * POST /__sim/coverage/shown); the control API serves it at /__sim/coverage.
   */
  coverage: CoverageRecorder;
  /** Stops watching scenario files (a no-op without `watch`). */
  close(): Promise<void>;
}

const reportToStderr = (reload: ScenarioReload): void => {
  for (const error of reload.errors) process.stderr.write(`scenario reload: ${error.message}\n`);
};

/** Loads and validates every scenario (a bad file throws ScenarioError) and returns the simulator. */
export async function createSimulator(opts: SimulatorOptions): Promise<Simulator> {
  const defaultScenario = opts.defaultScenario ?? 'default';
  const store = await ScenarioStore.load(opts.scenariosDir, defaultScenario, opts.scenarioFiles);
  const scenarios = store.scenarios;
  const scenarioErrors = () => store.errors.map((error) => scenarioProblem(error, opts.scenariosDir));
  if (!scenarios.has(defaultScenario)) {
    // Its own error says more than "no file" when the file is there but broken.
    const own = store.errorOf(defaultScenario);
    if (own) throw own;
    throw new ScenarioError(
      opts.scenariosDir,
      `the default scenario "${defaultScenario}" has no file ${defaultScenario}.yaml here`,
    );
  }
  const repros = new ReproScenarios();
  const registry = new WorldRegistry(scenarios, defaultScenario, {
    repros,
    ...(opts.maxWorlds === undefined ? {} : { maxWorlds: opts.maxWorlds }),
    ...(opts.idleMs === undefined ? {} : { idleMs: opts.idleMs }),
    world: {
      ...(opts.baseNow === undefined ? {} : { baseNow: opts.baseNow }),
      ...(opts.maxSessions === undefined ? {} : { maxSessions: opts.maxSessions }),
    },
  });
  if (opts.watch) {
    const report = opts.onScenarioReload ?? reportToStderr;
    await store.watch({
      onReload: (reload) => {
        // The shared world has no owner to press reset, so a new default.yaml reaches it at once.
        if (reload.changed.includes(defaultScenario)) registry.defaultWorld.reset();
        report(reload);
      },
    });
  }
  const catalogue = () => [...scenarios.values()].map(summarise);
  const names = () => [...scenarios.keys()];
  const budget = new WorldBudget(opts.newWorldsPerMinute ?? DEFAULT_NEW_WORLDS_PER_MINUTE);
  const allowNewWorld = (caller: NewWorldCaller) =>
    budget.take({ ...caller, forwarded: isForwarded(caller.headers) });
  const coverage = new CoverageRecorder();
  const hasScenario = (name: string) => scenarios.has(name) || repros.has(name);
  // Asked only of a name that is not served: a broken file whose last good version serves is not a refusal.
  const problemOf = (name: string) => {
    const error = store.errorOf(name);
    return error === undefined ? undefined : scenarioProblem(error, opts.scenariosDir);
  };
  const scenarioNames = { hasScenario, names, allowNewWorld, problemOf };

  return {
    scenarioErrors,
    catalogue,
    hasScenario,
    scenarioNames: names,
    scenarioProblem: problemOf,
    allowNewWorld,
    scenarioOf: (worldId) => registry.get(worldId)?.scenarioName,
    worldNow: (worldId) => registry.get(worldId ?? DEFAULT_WORLD_ID)?.now(),
    createWorld: (scenario, owner) => {
      const world = registry.create(scenario, owner);
      if (world) return { id: world.id };
      const refusal = worldRefusal({ kind: 'unknown-scenario', scenario }, names(), problemOf(scenario));
      throw new Error(refusal.message);
    },
    apiPlugin: createApiPlugin(
      registry,
      scenarioNames,
      opts.holdMs === undefined ? {} : { holdMs: opts.holdMs },
    ),
    inProcessApi: createInProcessApi(registry, scenarioNames, opts.holdMs),
    pagesPlugin: createPagesPlugin(registry, scenarioNames),
    controlPlugin: createControlPlugin({
      registry,
      repros,
      catalogue,
      scenarioErrors,
      scenarioProblem: problemOf,
      coverage,
      controlToken: opts.controlToken,
    }),
    coverage,
    close: () => store.close(),
  };
}

/** The simulator on its own: upstream routes at the root, control API under /__sim. Does not listen. */
export async function buildSimulatorServer(
  opts: SimulatorOptions & { logger?: boolean },
): Promise<FastifyInstance> {
  // Loaded here: `pnpm sim list` and `validate` never start a server, and Fastify is slow to load.
  const { default: Fastify } = await import('fastify');
  const simulator = await createSimulator(opts);
  // Idle keep-alive sockets would keep `pnpm sim serve` open for seconds after SIGTERM.
  const app = Fastify({ logger: opts.logger ?? false, forceCloseConnections: true });
  app.addHook('onClose', () => simulator.close());
  await app.register(simulator.apiPlugin, { prefix: '' });
  await app.register(simulator.controlPlugin, { prefix: '/__sim' });
  await app.register(simulator.pagesPlugin, { prefix: PAGES_PREFIX });
  return app;
}
