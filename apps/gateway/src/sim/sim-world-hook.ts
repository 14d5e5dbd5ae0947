import { COOKIES, HEADERS } from '@portal/contracts/portal';
import {
  type NewWorldCaller,
  newWorldCaller,
  resolveWorld,
  type WorldHost,
} from '@portal/simulator/world-resolution';
import { WORLD_RELEASED_HEADER, type WorldLookup, worldSignals } from '@portal/simulator/world-selection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookies } from '../http/session-cookies';
import type {} from './request-world';

export interface WorldFactory extends WorldLookup {
  /** A new world; `owner` (worldOwner) counts it against that owner's cap of live worlds. */
  createWorld(scenario: string, owner?: string): { id: string };
  /** Counts a new world against the caller's per-address budget; false when it is spent. */
  allowNewWorld(caller: NewWorldCaller): boolean;
  /** Every scenario name, for the message that refuses an unknown one. */
  scenarioNames(): string[];
}

/** The simulator's own routes pick their world themselves (from x-sim-world or the cookie). */
export const isSimulatorPath = (url: string): boolean => url === '/__sim' || url.startsWith('/__sim/');

/** Reply header that tells a browser why its `?scenario=` was not applied. */
export const SCENARIO_ERROR_HEADER = 'x-sim-scenario-error';

const headerText = (req: FastifyRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

const acceptsHtml = (req: FastifyRequest): boolean => (headerText(req, 'accept') ?? '').includes('text/html');

/** The same page without `fresh`, always on this origin: never `//other.host` (open redirect). */
export function withoutFresh(url: string): string {
  const parsed = new URL(url, 'http://portal.invalid');
  parsed.searchParams.delete('fresh');
  return `/${parsed.pathname.replace(/^[/\\]+/, '')}${parsed.search}`;
}

function rememberWorld(cookies: SessionCookies, reply: FastifyReply, id: string, scenario: string): void {
  cookies.rememberSimWorld(reply, id, scenario);
  reply.header(HEADERS.simWorld, id);
}

/**
 * The gateway's worlds as the simulator's one resolution sees them: a world is its id, the shared
 * world null (request-world.ts).
 */
function gatewayHost(sim: WorldFactory): WorldHost<string | null> {
  return {
    scenarioOf: (id) => sim.scenarioOf(id),
    hasScenario: (name) => sim.hasScenario(name),
    scenarioProblem: (name) => sim.scenarioProblem?.(name),
    scenarioNames: () => sim.scenarioNames(),
    allowNewWorld: (caller) => sim.allowNewWorld(caller),
    world: (id) => (sim.scenarioOf(id) === undefined ? undefined : id),
    shared: null,
    createWorld: (scenario, owner) => sim.createWorld(scenario, owner).id,
  };
}

/**
 * Simulator mode: each browser or API client gets its own world (architecture principle 6), chosen
 * by the simulator's one resolution (`resolveWorld`). A new world is used by the very request that
 * asked for it, and the old session is dropped: a token belongs to the world that issued it.
 */
export function registerSimWorldHook(app: FastifyInstance, sim: WorldFactory, cookies: SessionCookies): void {
  const host = gatewayHost(sim);
  app.addHook('onRequest', async (req, reply) => {
    if (isSimulatorPath(req.url)) return;
    const signals = worldSignals({
      method: req.method,
      query: req.query,
      header: (name) => headerText(req, name),
      cookie: (name) => req.cookies[name],
    });
    const isGet = req.method === 'GET';
    const resolution = resolveWorld(host, {
      signals,
      caller: newWorldCaller(req),
      page: { isGet, acceptsHtml: acceptsHtml(req) },
    });
    // The tester's own world was released (idle or evicted): never a silent swap. Every reply says
    // which world went; a page also shows it in the QA picker (req.simReleased, web-routes.ts).
    const released = resolution.released;
    if (released !== undefined) {
      reply.header(WORLD_RELEASED_HEADER, released.world);
      req.simReleased = released;
      req.log.info({ released: released.world, scenario: released.scenario }, 'simulator world released');
    }
    if (resolution.kind === 'refused') {
      return reply.code(resolution.refusal.status).send(resolution.refusal.body);
    }
    req.simWorld = resolution.world;
    const { created, fallback } = resolution;
    if (created !== undefined && resolution.world !== null) {
      rememberWorld(cookies, reply, resolution.world, created.scenario);
      if (cookies.readToken(req) !== null) cookies.clearSession(reply);
      // A page asked for a fresh world: drop `fresh` from its address, so reloading the page or
      // sharing it from the address bar keeps this world instead of starting another.
      if (created.fresh && isGet && acceptsHtml(req)) return reply.redirect(withoutFresh(req.url), 303);
      return;
    }
    if (fallback?.kind === 'unknown-scenario') {
      // A file that is there but did not load is not "unknown": the page's notice carries its
      // problem, which the QA picker shows even to a browser the control API refuses.
      const problem = sim.scenarioProblem?.(fallback.scenario);
      const why = problem === undefined ? 'unknown scenario' : 'scenario did not load';
      reply.header(SCENARIO_ERROR_HEADER, `${why}: ${encodeURIComponent(fallback.scenario)}`);
      req.simNotice = {
        scenario: fallback.scenario,
        known: fallback.known,
        ...(problem === undefined ? {} : { problem }),
      };
      req.log.warn({ scenario: fallback.scenario }, `${why}; keeping the current world`);
      return;
    }
    if (fallback?.kind === 'world-released') {
      // The file was removed, or the cookie predates sim_scenario: the cookies go with the world.
      cookies.forgetSimWorld(reply, 'world-and-scenario');
      reply.header(SCENARIO_ERROR_HEADER, 'world released');
      return;
    }
    // A cookie naming a world that is gone would be sent for nothing on every request.
    if (resolution.world === null && req.cookies[COOKIES.simWorld]) cookies.forgetSimWorld(reply, 'world');
  });
}
