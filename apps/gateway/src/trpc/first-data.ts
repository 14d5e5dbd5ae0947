import { type FirstData, HEADERS } from '@portal/contracts/portal';
import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { listsClientsFirst } from '../http/first-data-page';
import type {} from '../sim/request-world';
import { appRouter } from './app-router';
import { createContextFactory, type GatewayServices } from './context';
import { createCallerFactory } from './trpc';

const createCaller = createCallerFactory(appRouter);

/**
 * How long a page waits for its clients list. A slow or hung upstream must not hold up the page
 * itself (up to the upstream time-out): past this the page goes without the list, and the browser
 * asks for it as before, with its skeleton on screen.
 */
export const FIRST_DATA_WAIT_MS = 1_000;

const NOT_IN_TIME = Symbol('not in time');

/** `work`'s value, or NOT_IN_TIME when it takes longer than `ms` (its late end is ignored). */
function within<T>(work: Promise<T>, ms: number): Promise<T | typeof NOT_IN_TIME> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof NOT_IN_TIME>((resolve) => {
    timer = setTimeout(() => resolve(NOT_IN_TIME), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Simulator mode: this very request changed the browser's world (a new one from `?scenario=`, or
 * the old one released), and the world hook dropped the session with it (sim/sim-world-hook.ts);
 * the request's cookies still carry that session, which the new world does not know.
 */
const worldChanged = (req: FastifyRequest, reply: FastifyReply): boolean =>
  req.simReleased !== null || reply.hasHeader(HEADERS.simWorld);

/**
 * What a page navigation carries for its first screen (docs/decisions/024-signed-in-page-prefill.md):
 * for an active session, `auth.session`'s answer, and on the pages that open on the clients list
 * `clients.list`'s, through the procedure itself (its session check, upstream call, contract and
 * error handling). Anything but an active session gives nothing: the browser asks as before, and
 * an ended session ends on that call, not on a page load. A failed clients call leaves the list
 * out (the browser asks again and shows that call's error); it never fails the page.
 */
export function firstDataReader(services: GatewayServices, waitMs = FIRST_DATA_WAIT_MS) {
  const createContext = createContextFactory(services);
  return async (req: FastifyRequest, reply: FastifyReply): Promise<FirstData | undefined> => {
    if (req.method !== 'GET' || worldChanged(req, reply)) return undefined;
    const check = await services.sessions.check(req, reply);
    if (check.kind !== 'active') return undefined;
    const session = { authenticated: true as const, email: check.email };
    if (!listsClientsFirst(req.url)) return { session };
    try {
      const call = createCaller(createContext({ req, res: reply })).clients.list();
      // A call that ends after the page has gone must not be an unhandled rejection.
      call.catch(() => undefined);
      const clients = await within(call, waitMs);
      if (clients === NOT_IN_TIME) {
        req.log.debug('page served without its clients list: the upstream is slow');
        return { session };
      }
      return { session, clients };
    } catch (error) {
      // The upstream client has logged an upstream failure already (never the error itself here:
      // its cause holds upstream bodies); the page goes without the list.
      const code = error instanceof TRPCError ? error.code : 'unknown';
      req.log.debug({ code }, 'page served without its clients list');
      return { session };
    }
  };
}
