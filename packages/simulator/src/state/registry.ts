import { randomUUID } from 'node:crypto';
import { SIM_LIMITS } from '@portal/contracts/portal';
import type { Scenario } from '../scenario/schema';
import type { TimeSource } from './clock';
import { MINUTE_MS } from './time-units';
import { type ScenarioSource, World, type WorldOptions } from './world';

/** The id of the shared world every request without a world of its own uses. */
export const DEFAULT_WORLD_ID = 'default';
export const DEFAULT_MAX_WORLDS = SIM_LIMITS.defaultMaxWorlds;
export const DEFAULT_IDLE_MS = 30 * MINUTE_MS;
/** Worlds one caller (address) keeps; its own least recently used goes first, never another's. */
export const DEFAULT_MAX_WORLDS_PER_OWNER = 20;

/**
 * A scenario worlds are seeded from, by name (the loader's LoadedScenario is one). Declared here,
 * so the registry needs nothing of the scenario loader above it.
 */
export interface SeedScenario {
  name: string;
  scenario: Scenario;
}

/** More scenarios, looked up by name (the repro exports are such a lookup). */
export interface SeedLookup {
  get(name: string): SeedScenario | undefined;
}

export interface RegistryOptions {
  /** Worlds kept before the least recently used go (1,000). */
  maxWorlds?: number;
  /** Worlds one owner keeps before its own least recently used goes (20). */
  maxWorldsPerOwner?: number;
  /** A world nobody used for this long is released (30 minutes). */
  idleMs?: number;
  /** Real time for the idle rule; never a world's fake clock, which QA moves at will. */
  realNow?: TimeSource;
  world?: WorldOptions;
  /** Repro exports registered at run time, opened like scenarios (files of the same name win). */
  repros?: SeedLookup;
}

interface Entry {
  world: World;
  lastUsed: number;
  /** Who created it (the caller's address), when known. */
  owner: string | undefined;
}

/**
 * Every world of one simulator, least recently used first. Idle worlds are released and the
 * count is capped, so memory stays bounded whatever clients send. The shared default world is
 * never released.
 */
export class WorldRegistry {
  private readonly entries = new Map<string, Entry>();
  private readonly maxWorlds: number;
  private readonly maxWorldsPerOwner: number;
  private readonly idleMs: number;
  private readonly realNow: TimeSource;
  private readonly worldOptions: WorldOptions;
  private readonly repros: SeedLookup | undefined;
  readonly defaultWorld: World;

  constructor(
    private readonly scenarios: ReadonlyMap<string, SeedScenario>,
    defaultScenario: string,
    options: RegistryOptions = {},
  ) {
    this.maxWorlds = options.maxWorlds ?? DEFAULT_MAX_WORLDS;
    this.maxWorldsPerOwner = options.maxWorldsPerOwner ?? DEFAULT_MAX_WORLDS_PER_OWNER;
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    this.realNow = options.realNow ?? Date.now;
    this.worldOptions = options.world ?? {};
    this.repros = options.repros;
    const seed = scenarios.get(defaultScenario);
    if (!seed) throw new Error(`default scenario "${defaultScenario}" is not loaded`);
    this.defaultWorld = new World(DEFAULT_WORLD_ID, seed.name, this.sourceOf(seed), this.worldOptions);
  }

  /**
   * A fresh world seeded from a scenario; undefined when there is no such scenario. An owner at
   * its cap loses its own least recently used world, so one busy tester (or script) cannot push
   * everyone else's worlds out. The global cap (maxWorlds) still drops the least recently used
   * world of anyone: many owners at once share it.
   */
  create(scenario: string, owner?: string): World | undefined {
    const seed = this.scenarios.get(scenario) ?? this.repros?.get(scenario);
    if (!seed) return undefined;
    this.releaseIdle();
    if (owner !== undefined) this.makeRoomFor(owner);
    const world = new World(randomUUID(), seed.name, this.sourceOf(seed), this.worldOptions);
    this.entries.set(world.id, { world, lastUsed: this.realNow(), owner });
    while (this.entries.size > this.maxWorlds) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return world;
  }

  private makeRoomFor(owner: string): void {
    const owned = [...this.entries].filter(([, entry]) => entry.owner === owner);
    for (const [id] of owned.slice(0, Math.max(0, owned.length - this.maxWorldsPerOwner + 1))) {
      this.entries.delete(id);
    }
  }

  /**
   * The scenario's current version in the live map, so a reset after a hot reload gets the new
   * file; a scenario whose file went away keeps seeding from the last version seen.
   */
  private sourceOf(loaded: SeedScenario): ScenarioSource {
    let lastGood = loaded.scenario;
    return () => {
      lastGood = this.scenarios.get(loaded.name)?.scenario ?? lastGood;
      return lastGood;
    };
  }

  /** A world by id, marked as just used; the default world answers to its own id. */
  get(id: string): World | undefined {
    if (id === DEFAULT_WORLD_ID) return this.defaultWorld;
    this.releaseIdle();
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    this.entries.set(id, { ...entry, lastUsed: this.realNow() });
    return entry.world;
  }

  /**
   * Releases one world now, as the idle rule or the cap would: its id is gone for good. False for
   * the shared default world (never released) and for an id that is not alive.
   */
  release(id: string): boolean {
    if (id === DEFAULT_WORLD_ID) return false;
    return this.entries.delete(id);
  }

  /** Drops every world unused for idleMs; the map is in use order, so the idle ones lead. */
  releaseIdle(): void {
    const cutoff = this.realNow() - this.idleMs;
    for (const [id, entry] of this.entries) {
      if (entry.lastUsed > cutoff) break;
      this.entries.delete(id);
    }
  }

  /** Live worlds besides the default one. */
  get size(): number {
    this.releaseIdle();
    return this.entries.size;
  }
}
