import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { urlToHttpOptions } from 'node:url';
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

/**
 * An upstream address as node:http's request options, each distinct address parsed once per
 * process: most calls go to the same few (GET /clients), and a URL parse plus its conversion was
 * a visible share of each call's CPU. The options are copied into each call's, never changed.
 */
export function addressCache(): (url: string) => Readonly<ReturnType<typeof urlToHttpOptions>> {
  const parsed = new BoundedMemo<ReturnType<typeof urlToHttpOptions>>(ADDRESS_CACHE_SIZE);
  return (url) => parsed.get(url) ?? parsed.set(url, urlToHttpOptions(new URL(url)));
}

/**
 * Proxy mode: node:http with connections kept alive. Global fetch costs several times as much
 * CPU per call (a WHATWG Request, Response, Headers and abort signals each time), and the
 * gateway makes one or more upstream calls for every request it serves. Redirects are not
 * followed: the upstream API answers JSON, and a bearer must not travel to another address.
 */
export function createHttpTransport(maxReplyBytes = MAX_REPLY_BYTES): Transport {
  const agents = {
    'http:': new HttpAgent({ keepAlive: true }),
    'https:': new HttpsAgent({ keepAlive: true }),
  };
  const target = addressCache();
  return (exchange) =>
    new Promise<ExchangeReply>((resolve, reject) => {
      const url = target(exchange.url);
      const secure = url.protocol === 'https:';
      const headers =
        exchange.body === undefined
          ? exchange.headers
          : { ...exchange.headers, 'content-length': String(Buffer.byteLength(exchange.body)) };
      let settled = false;
      const settle = (error: unknown, reply?: ExchangeReply) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (reply === undefined) reject(error);
        else resolve(reply);
      };
      const tooLarge = () => {
        settle(new TransportReplyTooLarge(maxReplyBytes));
        req.destroy();
      };
      const onReply = (res: IncomingMessage) => {
        if (Number(res.headers['content-length'] ?? 0) > maxReplyBytes) return tooLarge();
        const chunks: Buffer[] = [];
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > maxReplyBytes) tooLarge();
          else chunks.push(chunk);
        });
        res.on('end', () =>
          settle(null, { status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        res.on('error', (error) => settle(error));
        // A reply cut short (connection reset mid-body) closes without 'end'. Every reply closes,
        // so the error (and its stack trace, a tenth of the gateway's CPU per call) is built only
        // when nothing settled first.
        res.on('close', () => {
          if (!settled) settle(new Error('upstream reply cut short'));
        });
      };
      const options = {
        ...url,
        method: exchange.method,
        headers,
        agent: secure ? agents['https:'] : agents['http:'],
      };
      const req = secure ? httpsRequest(options, onReply) : httpRequest(options, onReply);
      const timer = setTimeout(() => {
        settle(new TransportTimeout());
        req.destroy();
      }, exchange.timeoutMs);
      req.on('error', (error) => settle(error));
      req.end(exchange.body);
    });
}
