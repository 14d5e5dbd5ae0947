import { randomUUID } from 'node:crypto';
import type { LoadedScenario } from './scenario/loader';
import { World, type WorldOptions } from './world';

/** The id of the shared world every request without a world of its own uses. */
export const DEFAULT_WORLD_ID = 'default';
export const DEFAULT_MAX_WORLDS = 500;

/**
 * Every world of one simulator. Worlds are kept least-recently-used first and the oldest are
 * dropped past `maxWorlds`, so testers who never clean up cannot grow memory without bound.
 * The shared default world is never dropped.
 */
export class WorldRegistry {
  private readonly worlds = new Map<string, World>();
  readonly defaultWorld: World;

  constructor(
    private readonly scenarios: ReadonlyMap<string, LoadedScenario>,
    defaultScenario: string,
    private readonly maxWorlds = DEFAULT_MAX_WORLDS,
    private readonly worldOptions: WorldOptions = {},
  ) {
    const seed = scenarios.get(defaultScenario);
    if (!seed) throw new Error(`default scenario "${defaultScenario}" is not loaded`);
    this.defaultWorld = new World(DEFAULT_WORLD_ID, seed.name, seed.scenario, worldOptions);
  }

  /** A fresh world seeded from a scenario; undefined when there is no such scenario. */
  create(scenario: string): World | undefined {
    const seed = this.scenarios.get(scenario);
    if (!seed) return undefined;
    const world = new World(randomUUID(), seed.name, seed.scenario, this.worldOptions);
    this.worlds.set(world.id, world);
    while (this.worlds.size > this.maxWorlds) {
      const oldest = this.worlds.keys().next().value;
      if (oldest === undefined) break;
      this.worlds.delete(oldest);
    }
    return world;
  }

  /** A world by id (marking it recently used); the default world answers to its own id. */
  get(id: string): World | undefined {
    if (id === DEFAULT_WORLD_ID) return this.defaultWorld;
    const world = this.worlds.get(id);
    if (world) {
      this.worlds.delete(id);
      this.worlds.set(id, world);
    }
    return world;
  }

  get size(): number {
    return this.worlds.size;
  }
}
