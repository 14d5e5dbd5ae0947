import type { FastifyInstance } from 'fastify';
import { type Transport, TransportTimeout } from './transport';

/**
 * Simulator mode: the upstream client talks REST to the simulator mounted in the same process
 * through `app.inject()`, with no socket (docs/decisions/002). Only the path and query of the
 * URL matter.
 */
export function createInjectTransport(app: Pick<FastifyInstance, 'inject'>): Transport {
  return ({ method, url, headers, body, timeoutMs }) => {
    const injected = app.inject({
      method: method as 'GET',
      url: url.startsWith('/') ? url : pathAndQuery(url),
      headers,
      ...(body === undefined || body === '' ? {} : { payload: body }),
    });
    return withTimeout(
      injected.then((res) => ({ status: res.statusCode, text: res.body })),
      timeoutMs,
    );
  };
}

function pathAndQuery(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * An abandoned inject cannot be cancelled and is never seen as gone by the simulator, so it
 * finishes on its own (a `timeout` fault cuts it after its hold); the caller stops waiting.
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
