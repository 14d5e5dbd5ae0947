import { COOKIES, HEADERS, type SimWorldReleased } from '@portal/contracts/portal';
import type { ScenarioProblem } from '../scenario/scenario-error';

/**
 * Which world answers a request: the ONE rule set, used by the standalone simulator's upstream API
 * and by the gateway in simulator mode (architecture principle 6, docs/interfaces.md).
 *
 * In order:
 * 1. `x-sim-world: ID` names a world explicitly (API clients, and the gateway's own upstream calls).
 *    A world that no longer exists is an error, never another world.
 * 2. `?scenario=NAME` (a page URL), else `x-sim-scenario: NAME` (an API client), picks a scenario.
 *    An unknown NAME is an error naming the known scenarios (or, when NAME's file is there but did
 *    not load, its file, line and problem). `fresh` asks for a new world; without it, the
 *    caller's world (cookie) is kept when it was seeded from that same scenario, so a reload of a
 *    shared link does not throw the tester's state away; when that world was released meanwhile,
 *    the new world is announced as in 3.
 * 3. The `sim_world` cookie names the caller's world. When that world was released (idle or
 *    evicted), a new one is seeded from the scenario the caller last picked (`sim_scenario` cookie);
 *    with no such scenario left, it is an error: never a silent move to the shared world. Either
 *    way the caller is told which world was released (`releasedWorld`): never a silent swap.
 * 4. Otherwise the shared default world.
 */

const WORLD_HEADER = HEADERS.simWorld;
const SCENARIO_HEADER = HEADERS.simScenario;
const WORLD_COOKIE_NAME = COOKIES.simWorld;
const SCENARIO_COOKIE_NAME = COOKIES.simScenario;

export interface WorldSignals {
  /** `x-sim-world` header. */
  worldHeader?: string | undefined;
  /** `?scenario=` query parameter. */
  scenarioQuery?: string | undefined;
  /** `?fresh=1` (or the picker): a new world even when the current one has the same scenario. */
  fresh?: boolean | undefined;
  /** `x-sim-scenario` header. */
  scenarioHeader?: string | undefined;
  /** `sim_world` cookie. */
  worldCookie?: string | undefined;
  /** `sim_scenario` cookie: the scenario the caller last picked. */
  scenarioCookie?: string | undefined;
}

export interface WorldLookup {
  /** The scenario a live world was seeded from; undefined when no such world is alive. */
  scenarioOf(worldId: string): string | undefined;
  hasScenario(name: string): boolean;
  /**
   * Why a scenario that is not served has a file all the same: the file, line and problem that
   * kept it from loading (GET /__sim/scenario-errors has the same). Absent or undefined: unknown.
   */
  scenarioProblem?(name: string): ScenarioProblem | undefined;
}

export type WorldChoice =
  /** An existing world. */
  | { kind: 'existing'; worldId: string }
  /** A new world to create from this scenario (the caller then remembers it). */
  | { kind: 'create'; scenario: string; reason: 'picked' | 'fresh' }
  /** The caller's world (`released`, from its cookie) is gone: a new one of the scenario it had. */
  | { kind: 'create'; scenario: string; reason: 'expired'; released: string }
  /** Nobody picked anything: the shared world. */
  | { kind: 'shared' }
  | { kind: 'unknown-scenario'; scenario: string }
  /** `source`: the world was named by the `x-sim-world` header, or by the caller's cookie. */
  | { kind: 'unknown-world'; worldId: string; source: 'header' | 'cookie' };

const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

export function chooseWorld(signals: WorldSignals, lookup: WorldLookup): WorldChoice {
  const worldHeader = present(signals.worldHeader);
  if (worldHeader !== undefined) {
    return lookup.scenarioOf(worldHeader) === undefined
      ? { kind: 'unknown-world', worldId: worldHeader, source: 'header' }
      : { kind: 'existing', worldId: worldHeader };
  }

  const cookieWorld = present(signals.worldCookie);
  const cookieScenario = cookieWorld === undefined ? undefined : lookup.scenarioOf(cookieWorld);

  const picked = present(signals.scenarioQuery) ?? present(signals.scenarioHeader);
  if (picked !== undefined) {
    if (!lookup.hasScenario(picked)) return { kind: 'unknown-scenario', scenario: picked };
    if (signals.fresh) return { kind: 'create', scenario: picked, reason: 'fresh' };
    if (cookieWorld !== undefined && cookieScenario === picked) {
      return { kind: 'existing', worldId: cookieWorld };
    }
    // The world this address would have kept (same scenario) was released: a new one, and say so.
    if (
      cookieWorld !== undefined &&
      cookieScenario === undefined &&
      present(signals.scenarioCookie) === picked
    ) {
      return { kind: 'create', scenario: picked, reason: 'expired', released: cookieWorld };
    }
    return { kind: 'create', scenario: picked, reason: 'picked' };
  }

  if (cookieWorld !== undefined) {
    if (cookieScenario !== undefined) return { kind: 'existing', worldId: cookieWorld };
    const remembered = present(signals.scenarioCookie);
    if (remembered !== undefined && lookup.hasScenario(remembered)) {
      return { kind: 'create', scenario: remembered, reason: 'expired', released: cookieWorld };
    }
    // The world is gone and so is the way back to its scenario: say so rather than join the
    // shared world unannounced.
    return { kind: 'unknown-world', worldId: cookieWorld, source: 'cookie' };
  }
  return { kind: 'shared' };
}

/** Reply header naming the caller's released world (HEADERS.simWorldReleased). */
export const WORLD_RELEASED_HEADER = HEADERS.simWorldReleased;

/**
 * What to tell a caller whose own world (its `sim_world` cookie) was released, idle or evicted:
 * which world, seeded from which scenario, and where this request went instead (a fresh world of
 * that scenario, or, with no scenario to go back to, nowhere yet: `fresh` null, a page falls back
 * to the shared world). Undefined when the caller's world is alive or was never named by a cookie
 * (an explicit `x-sim-world` that is gone is an error of the caller's own, not a release).
 * Both servers send `released.world` as WORLD_RELEASED_HEADER; the gateway also shows it in the
 * page (the QA picker).
 */
export function releasedWorld(choice: WorldChoice, signals: WorldSignals): SimWorldReleased | undefined {
  if (choice.kind === 'create' && choice.reason === 'expired') {
    return { world: choice.released, scenario: choice.scenario, fresh: choice.scenario };
  }
  if (choice.kind === 'unknown-world' && choice.source === 'cookie') {
    return { world: choice.worldId, scenario: present(signals.scenarioCookie) ?? null, fresh: null };
  }
  return undefined;
}

/** What a request says about its world, whatever server received it. */
export interface WorldRequest {
  method: string;
  query: unknown;
  header(name: string): string | undefined;
  cookie(name: string): string | undefined;
}

/**
 * Reads the signals the same way for the gateway and the standalone simulator: the query's
 * `scenario` and `fresh` count on GET only (a page address); headers and cookies on every call.
 */
export function worldSignals(req: WorldRequest): WorldSignals {
  const query = (typeof req.query === 'object' && req.query !== null ? req.query : {}) as Record<
    string,
    unknown
  >;
  const isGet = req.method === 'GET';
  return {
    worldHeader: req.header(WORLD_HEADER),
    scenarioQuery: isGet && typeof query.scenario === 'string' ? query.scenario : undefined,
    fresh: isGet && isFreshFlag(query.fresh),
    scenarioHeader: req.header(SCENARIO_HEADER),
    worldCookie: req.cookie(WORLD_COOKIE_NAME),
    scenarioCookie: req.cookie(SCENARIO_COOKIE_NAME),
  };
}

/** `?fresh=1`, `?fresh=true` or a bare `?fresh`. */
export function isFreshFlag(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(isFreshFlag);
  return typeof value === 'string' && ['', '1', 'true', 'yes'].includes(value.trim().toLowerCase());
}

/** The refusal of a new world past the caller's budget (world-budget.ts), in both servers. */
export const TOO_MANY_WORLDS_MESSAGE =
  'this address started too many simulator worlds in the last minute; wait a little, or keep using the world you have';

export type WorldRefusalChoice =
  | Extract<WorldChoice, { kind: 'unknown-scenario' }>
  | { kind: 'unknown-world'; worldId: string; source?: 'header' | 'cookie' };

/** Human text for the two refusals, the same from the gateway and the standalone simulator. */
export function worldChoiceMessage(choice: WorldRefusalChoice, knownScenarios: readonly string[]): string {
  if (choice.kind === 'unknown-world') {
    return `no simulator world "${choice.worldId}": it was released (idle, or evicted to make room for newer worlds) or never existed; pick a scenario again`;
  }
  return `unknown scenario "${choice.scenario}"; known scenarios: ${knownScenarios.join(', ')}`;
}

/**
 * Human text for a scenario whose file is there but did not load: a tester who followed a link to
 * it learns why no world starts, not that it does not exist. One line: it travels in JSON.
 */
export function notLoadedMessage(scenario: string, problem: ScenarioProblem): string {
  const issues = problem.issues.map(
    (i) => `; ${i.file ? `${i.file} ` : ''}line ${i.line}, column ${i.column}, at ${i.path}: ${i.message}`,
  );
  return `scenario "${scenario}" did not load, so no world can start from it: ${problem.file}: ${problem.summary}${issues.join('')}`;
}

/** The 404 body for a refused choice, the same from every server. */
export type WorldRefusalBody =
  | { error: 'SCENARIO_NOT_FOUND' | 'WORLD_NOT_FOUND'; message: string }
  /** `problem`: the entry of GET /__sim/scenario-errors for the scenario's file. */
  | { error: 'SCENARIO_NOT_LOADED'; message: string; problem: ScenarioProblem };

/** The 404 body both servers answer for a refused choice; `problem` when the scenario's file did not load. */
export function worldRefusal(
  choice: WorldRefusalChoice,
  knownScenarios: readonly string[],
  problem?: ScenarioProblem,
): WorldRefusalBody {
  if (choice.kind === 'unknown-scenario' && problem !== undefined) {
    return { error: 'SCENARIO_NOT_LOADED', message: notLoadedMessage(choice.scenario, problem), problem };
  }
  return {
    error: choice.kind === 'unknown-scenario' ? 'SCENARIO_NOT_FOUND' : 'WORLD_NOT_FOUND',
    message: worldChoiceMessage(choice, knownScenarios),
  };
}
