import { COOKIES, HEADERS } from '@portal/contracts/portal';
import {
  chooseWorld,
  releasedWorld,
  TOO_MANY_WORLDS_MESSAGE,
  WORLD_RELEASED_HEADER,
  type WorldLookup,
  worldRefusal,
  worldSignals,
} from '@portal/simulator/world-selection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookies } from '../http/session-cookies';
import type {} from './request-world';

/** Who asks for a new world: the socket (this machine or not), its headers, the client's address. */
export interface WorldCaller {
  socketAddress: string | undefined;
  headers: Readonly<Record<string, unknown>>;
  clientAddress: string;
}

export interface WorldFactory extends WorldLookup {
  /** A new world; `caller` counts it against that caller's cap of live worlds. */
  createWorld(scenario: string, caller?: WorldCaller): { id: string };
  /** Counts a new world against the caller's per-address budget; false when it is spent. */
  allowNewWorld(caller: WorldCaller): boolean;
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
 * Simulator mode: each browser or API client gets its own world (architecture principle 6), chosen
 * by the simulator's one rule set (`chooseWorld`). A new world is used by the very request that
 * asked for it, and the old session is dropped: a token belongs to the world that issued it.
 */
export function registerSimWorldHook(app: FastifyInstance, sim: WorldFactory, cookies: SessionCookies): void {
  app.addHook('onRequest', async (req, reply) => {
    if (isSimulatorPath(req.url)) return;
    const signals = worldSignals({
      method: req.method,
      query: req.query,
      header: (name) => headerText(req, name),
      cookie: (name) => req.cookies[name],
    });
    const scenarioQuery = signals.scenarioQuery;
    const isGet = req.method === 'GET';
    const choice = chooseWorld(signals, sim);
    // The tester's own world was released (idle or evicted): never a silent swap. Every reply says
    // which world went; a page also shows it in the QA picker (req.simReleased, web-routes.ts).
    const released = releasedWorld(choice, signals);
    if (released !== undefined) {
      reply.header(WORLD_RELEASED_HEADER, released.world);
      req.simReleased = released;
      req.log.info({ released: released.world, scenario: released.scenario }, 'simulator world released');
    }

    switch (choice.kind) {
      case 'existing':
        req.simWorld = choice.worldId;
        return;
      case 'shared':
        req.simWorld = null;
        // A cookie naming a world that is gone would be sent for nothing on every request.
        if (req.cookies[COOKIES.simWorld]) cookies.forgetSimWorld(reply, 'world');
        return;
      case 'create': {
        const caller = {
          socketAddress: req.raw.socket?.remoteAddress,
          headers: req.headers,
          clientAddress: req.ip,
        };
        if (!sim.allowNewWorld(caller)) {
          return reply.code(429).send({ error: 'TOO_MANY_NEW_WORLDS', message: TOO_MANY_WORLDS_MESSAGE });
        }
        const { id } = sim.createWorld(choice.scenario, caller);
        req.simWorld = id;
        rememberWorld(cookies, reply, id, choice.scenario);
        if (cookies.readToken(req) !== null) cookies.clearSession(reply);
        // A page asked for a fresh world: drop `fresh` from its address, so reloading the page or
        // sharing it from the address bar keeps this world instead of starting another.
        if (choice.reason === 'fresh' && isGet && acceptsHtml(req))
          return reply.redirect(withoutFresh(req.url), 303);
        return;
      }
      case 'unknown-scenario':
      case 'unknown-world': {
        if (choice.kind === 'unknown-scenario' && scenarioQuery !== undefined) {
          // A page URL: the page still loads in the tester's current world and the QA picker shows
          // this refusal with the known scenarios; never a silent switch to another world.
          const alive = req.cookies[COOKIES.simWorld];
          req.simWorld = alive !== undefined && sim.scenarioOf(alive) !== undefined ? alive : null;
          reply.header(SCENARIO_ERROR_HEADER, `unknown scenario: ${encodeURIComponent(choice.scenario)}`);
          req.simNotice = { scenario: choice.scenario, known: sim.scenarioNames() };
          req.log.warn({ scenario: choice.scenario }, 'unknown scenario; keeping the current world');
          return;
        }
        if (choice.kind === 'unknown-world' && isGet && acceptsHtml(req)) {
          // A page whose cookie names a world that is gone, with no scenario left to seed again
          // (the file was removed, or the cookie predates sim_scenario): start over in the shared
          // world with the cookies cleared, rather than a page of JSON on every load.
          req.simWorld = null;
          cookies.forgetSimWorld(reply, 'world-and-scenario');
          reply.header(SCENARIO_ERROR_HEADER, 'world released');
          return;
        }
        return reply.code(404).send(worldRefusal(choice, sim.scenarioNames()));
      }
    }
  });
}
