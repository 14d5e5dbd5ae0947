import type { FastifyInstance } from 'fastify';
import type { FetchLike } from './upstream-client';

/** Only the path and query matter to `inject`; this origin just lets relative URLs parse. */
const IN_PROCESS_ORIGIN = 'http://in-process.invalid';
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A `fetch` that answers through `app.inject()`: the upstream client talks REST to the
 * simulator mounted in the same process, with no socket (docs/decisions/002).
 */
export function createInjectFetch(app: Pick<FastifyInstance, 'inject'>): FetchLike {
  return async (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), IN_PROCESS_ORIGIN), init);
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const payload = method === 'GET' || method === 'HEAD' ? undefined : await request.text();

    const injected = app.inject({
      method: method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(payload === undefined || payload === '' ? {} : { payload }),
    });
    const res = await abortable(injected, request.signal);

    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else headers.set(name, String(value));
    }
    const body = NULL_BODY_STATUSES.has(res.statusCode) || method === 'HEAD' ? null : res.body;
    return new Response(body, { status: res.statusCode, headers });
  };
}

/**
 * The caller's time-out is honoured by racing `inject`: an abandoned inject is never seen as
 * gone by the simulator, so it finishes on its own (a `timeout` fault cuts it after its hold).
 */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
