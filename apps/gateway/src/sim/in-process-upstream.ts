import Fastify, { type FastifyInstance } from 'fastify';
import { requestLogController } from '../logger';
import { createInjectTransport } from '../upstream/inject-transport';
import type { Transport } from '../upstream/transport';
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

/**
 * Simulator mode's transport: the simulator's direct call answers what needs no connection (a
 * plain call, a scripted error, a malformed or contract-breaking body) with no fake request or
 * reply; the rest (held, cut or dripped replies, worlds to create or refuse) goes through
 * `inject` into `inProcessUpstream`. `inject` built a request and a reply per call, which made
 * simulator mode cost more CPU per call than proxy mode's gateway and upstream together.
 */
export async function inProcessTransport(
  gateway: FastifyInstance,
  simulator: SimulatorPort,
  prefix: string,
  bodyLimit: number,
): Promise<Transport> {
  const viaInject = createInjectTransport(await inProcessUpstream(gateway, simulator, prefix, bodyLimit));
  return (exchange) => {
    const url = exchange.url.startsWith(`${prefix}/`) ? exchange.url.slice(prefix.length) : undefined;
    const reply =
      url === undefined
        ? undefined
        : simulator.directApi(
            { method: exchange.method, url, headers: exchange.headers, body: exchange.body },
            gateway.log,
          );
    return reply === undefined ? viaInject(exchange) : Promise.resolve(reply);
  };
}
