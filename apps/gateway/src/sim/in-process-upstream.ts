import Fastify, { type FastifyInstance } from 'fastify';
import { requestLogController } from '../logger';
import type { SimulatorPort } from './load-simulator';

/**
 * The simulator's REST API on a bare Fastify of its own, which the upstream client reaches
 * through `inject` in simulator mode. Injected into the gateway itself, every upstream call also
 * ran the gateway's cookie, security-header, CSRF and world hooks, none of which an upstream
 * call needs. Same routes under the same prefix, same logger; the gateway keeps serving
 * /__sim/api to outside callers as before.
 */
export async function inProcessUpstream(
  gateway: FastifyInstance,
  simulator: SimulatorPort,
  prefix: string,
  bodyLimit: number,
): Promise<FastifyInstance> {
  const upstream = Fastify({ loggerInstance: gateway.log, logController: requestLogController(), bodyLimit });
  await upstream.register(simulator.apiPlugin, { prefix });
  await upstream.ready();
  // preClose, not onClose: held replies (timeout faults) are released before the gateway waits
  // for its in-flight requests, as they were when the routes lived on the gateway.
  gateway.addHook('preClose', () => upstream.close());
  return upstream;
}
