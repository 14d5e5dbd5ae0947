import type { FastifyInstance } from 'fastify';
import { type Transport, TransportTimeout } from '../upstream/transport';
import type { SimulatorPort } from './load-simulator';

/**
 * Simulator mode's transport: the upstream client's calls go to the simulator in this process
 * through its one in-process path (`inProcessApi`: every route, world choice and fault, with no
 * request or reply object and no socket; docs/decisions/002 and 022). `prefix` is where the
 * upstream client believes the API lives (its base URL).
 */
export function inProcessTransport(
  gateway: FastifyInstance,
  simulator: Pick<SimulatorPort, 'inProcessApi'>,
  prefix: string,
): Transport {
  // preClose, not onClose: held replies (delay and time-out faults) end before the gateway waits
  // for its in-flight requests.
  gateway.addHook('preClose', async () => simulator.inProcessApi.releaseAll());
  return ({ method, url, headers, body, timeoutMs }) => {
    const path = url.startsWith(`${prefix}/`) ? url.slice(prefix.length) : url;
    return withTimeout(
      simulator.inProcessApi.call({ method, url: path, headers, body }, gateway.log),
      timeoutMs,
    );
  };
}

/**
 * A held answer cannot be cancelled (the simulator never sees its caller give up), so it runs to
 * its end on its own (a `timeout` fault's hold); the caller stops waiting after its time-out.
 */
function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TransportTimeout()), timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
