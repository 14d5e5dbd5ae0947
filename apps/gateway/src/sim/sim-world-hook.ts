import { COOKIES, HEADERS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { clearSession, readToken, simWorldCookieOptions } from '../http/cookies';
import type {} from './request-world';

export interface WorldFactory {
  hasScenario(name: string): boolean;
  createWorld(scenario: string): { id: string };
}

/** The simulator's own routes pick their world themselves (from x-sim-world or the cookie). */
export const isSimulatorPath = (url: string): boolean => url === '/__sim' || url.startsWith('/__sim/');

/**
 * Simulator mode: each browser or API client gets its own world (architecture principle 6).
 * `?scenario=NAME` on a GET, or `x-sim-scenario: NAME` with no world yet, starts a fresh world
 * and this very request already uses it.
 */
export function registerSimWorldHook(app: FastifyInstance, sim: WorldFactory, cookieSecure: boolean): void {
  app.addHook('onRequest', async (req, reply) => {
    if (isSimulatorPath(req.url)) return;
    const current = req.cookies[COOKIES.simWorld];
    req.simWorld = current ? current : null;

    const query = req.query as Record<string, unknown> | undefined;
    const fromQuery =
      req.method === 'GET' && typeof query?.scenario === 'string' ? query.scenario : undefined;
    const header = req.headers[HEADERS.simScenario];
    const fromHeader =
      req.simWorld === null && typeof header === 'string' && header !== '' ? header : undefined;
    const name = fromQuery ?? fromHeader;
    if (name === undefined) return;

    if (!sim.hasScenario(name)) {
      req.log.warn({ scenario: name }, 'unknown scenario; keeping the current world');
      reply.header('x-sim-scenario-error', `unknown scenario: ${encodeURIComponent(name)}`);
      return;
    }
    const { id } = sim.createWorld(name);
    req.simWorld = id;
    reply.setCookie(COOKIES.simWorld, id, simWorldCookieOptions(cookieSecure));
    reply.header(HEADERS.simWorld, id);
    // A token belongs to the world that issued it; the fresh world knows nobody's session.
    if (readToken(req) !== null) clearSession(reply, cookieSecure);
  });
}
