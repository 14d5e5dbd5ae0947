import type { Dispatcher } from 'undici';
import { BoundedMemo } from '../bounded-memo';

/** One upstream call as the upstream client makes it: headers already lower-case. */
export interface Exchange {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** The whole exchange, reply body included, must end within this. */
  timeoutMs: number;
}

export interface ExchangeReply {
  status: number;
  text: string;
}

/**
 * Carries an exchange to the upstream. Rejects with TransportTimeout when the time-out passes,
 * with any other error when the upstream cannot be reached or cuts the reply short.
 */
export type Transport = (exchange: Exchange) => Promise<ExchangeReply>;

/** A transport that holds connections of its own, closed with the gateway (`app.close()`). */
export type ClosableTransport = Transport & { close(): Promise<void> };

export class TransportTimeout extends Error {
  constructor() {
    super('upstream exchange timed out');
    this.name = 'TransportTimeout';
  }
}

/** The upstream sent more than MAX_REPLY_BYTES: refused before it fills the gateway's memory. */
export class TransportReplyTooLarge extends Error {
  constructor(readonly limitBytes: number) {
    super(`upstream reply larger than ${limitBytes} bytes`);
    this.name = 'TransportReplyTooLarge';
  }
}

/**
 * The largest upstream reply the gateway reads: far above any list the spec describes (a client
 * list of thousands of environments is well under 1 MiB), far below what would hurt a replica.
 */
export const MAX_REPLY_BYTES = 8 * 1024 * 1024;

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** Over any fetch (test doubles); the time-out is an abort signal. */
export function fetchTransport(fetchImpl: FetchLike): Transport {
  return async ({ method, url, headers, body, timeoutMs }) => {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetchImpl(url, { method, headers, body, signal });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      if (signal.aborted) throw new TransportTimeout();
      throw error;
    }
  };
}

/** Past this many distinct addresses (queries vary), the cache starts again: memory stays bounded. */
const ADDRESS_CACHE_SIZE = 256;

/** An upstream address split as undici dispatches it. */
export interface Target {
  origin: string;
  /** The path with its query. */
  path: string;
}

/**
 * An upstream address split into origin and path, each distinct address parsed once per process:
 * most calls go to the same few (GET /clients), and a URL parse was a visible share of each call's
 * CPU.
 */
export function addressCache(): (url: string) => Readonly<Target> {
  const parsed = new BoundedMemo<Target>(ADDRESS_CACHE_SIZE);
  return (url) => {
    const known = parsed.get(url);
    if (known !== undefined) return known;
    const { origin, pathname, search } = new URL(url);
    return parsed.set(url, { origin, path: `${pathname}${search}` });
  };
}

/** undici's own time-outs: each means the exchange ran out of time, as the transport's timer does. */
const UNDICI_TIME_OUTS: ReadonlySet<unknown> = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

const isUndiciTimeOut = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && UNDICI_TIME_OUTS.has((error as { code?: unknown }).code);

/** A status whose Content-Length describes no body of its own (RFC 9110 8.6). */
const hasNoBody = (method: string, status: number): boolean =>
  method === 'HEAD' || status < 200 || status === 204 || status === 304;

export interface HttpTransportOptions {
  /**
   * The longest exchange (UPSTREAM_TIMEOUT_MS). Each exchange has its own timer; this also bounds
   * undici's connection attempt, which would otherwise give up after its own 10 s.
   */
  timeoutMs: number;
  maxReplyBytes?: number;
}

/**
 * Proxy mode: undici's dispatcher (connections kept alive per origin), read through its handler
 * interface. Global fetch costs several times as much CPU per call (a WHATWG Request, Response,
 * Headers and abort signals each time), node:http's client about a fifth more than this, and the
 * gateway makes one or more upstream calls for every request it serves. Redirects are not
 * followed: the upstream API answers JSON, and a bearer must not travel to another address.
 * undici is loaded here, when proxy mode makes its transport (about 0.13 s of start-up that
 * simulator mode, the default, never pays); a call made before it has loaded waits for it.
 */
export function createHttpTransport({
  timeoutMs,
  maxReplyBytes = MAX_REPLY_BYTES,
}: HttpTransportOptions): ClosableTransport {
  const target = addressCache();
  let dispatcher: Dispatcher | undefined;
  const loading = import('undici').then(({ Agent }) => {
    // The exchange's timer is the one time-out; undici's header and body time-outs (300 s) would
    // cut a longer UPSTREAM_TIMEOUT_MS short.
    dispatcher = new Agent({ connect: { timeout: timeoutMs }, headersTimeout: 0, bodyTimeout: 0 });
    return dispatcher;
  });
  // A failed load reaches every call; this keeps it from also ending the process unheard.
  loading.catch(() => {});
  const send: Transport = (exchange) =>
    dispatcher === undefined
      ? loading.then((loaded) => exchangeOver(loaded, target, exchange, maxReplyBytes))
      : exchangeOver(dispatcher, target, exchange, maxReplyBytes);
  // The kept-alive connections would otherwise outlive the gateway's close for as long as the
  // upstream's Keep-Alive allows (up to 10 minutes), holding an embedding process open. Destroyed,
  // not closed: by then every request the gateway serves has ended, and closing would wait for a
  // call nobody waits for any more (one whose browser left) until its own time-out.
  const close = (): Promise<void> =>
    loading.then(
      (loaded) => loaded.destroy(),
      () => undefined,
    );
  return Object.assign(send, { close });
}

function exchangeOver(
  dispatcher: Dispatcher,
  target: (url: string) => Readonly<Target>,
  exchange: Exchange,
  maxReplyBytes: number,
): Promise<ExchangeReply> {
  return new Promise<ExchangeReply>((resolve, reject) => {
    const { origin, path } = target(exchange.url);
    let settled = false;
    let status = 0;
    let received = 0;
    const chunks: Buffer[] = [];
    let control: Dispatcher.DispatchController | undefined;
    const settle = (error: unknown, reply?: ExchangeReply) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (reply === undefined) reject(error);
      else resolve(reply);
    };
    // Settles first, then aborts: the abort's own error, reported back, finds it settled.
    const stop = (error: Error) => {
      settle(error);
      control?.abort(error);
    };
    const timer = setTimeout(() => stop(new TransportTimeout()), exchange.timeoutMs);
    // undici reports a request it refuses (a header value it cannot send) through
    // onResponseError too, before onRequestStart.
    dispatcher.dispatch(
      {
        origin,
        path,
        method: exchange.method as Dispatcher.HttpMethod,
        headers: exchange.headers,
        body: exchange.body ?? null,
      },
      {
        onRequestStart(controller) {
          control = controller;
          // Timed out while waiting for a connection: never sent.
          if (settled) controller.abort(new TransportTimeout());
        },
        onResponseStart(_controller, statusCode, headers) {
          status = statusCode;
          if (hasNoBody(exchange.method, statusCode)) return;
          if (Number(headers['content-length'] ?? 0) > maxReplyBytes) {
            stop(new TransportReplyTooLarge(maxReplyBytes));
          }
        },
        onResponseData(_controller, chunk) {
          received += chunk.length;
          if (received > maxReplyBytes) stop(new TransportReplyTooLarge(maxReplyBytes));
          else chunks.push(chunk);
        },
        onResponseEnd() {
          settle(null, { status, text: Buffer.concat(chunks).toString() });
        },
        // Never throws: a throw here would reach undici's client as an unheard 'error' event.
        onResponseError(_controller, error) {
          settle(isUndiciTimeOut(error) ? new TransportTimeout() : error);
        },
      },
    );
  });
}
