import { type PortalError, readUpstreamError } from '@portal/contracts/errors';
import { isSuccessStatus } from '@portal/contracts/limits';
import { HEADERS } from '@portal/contracts/portal';
import {
  ENDPOINTS,
  type Endpoint,
  type EndpointName,
  type EndpointResponse,
} from '@portal/contracts/upstream';
import type { z } from 'zod';
import type { ExchangeRecorder } from '../ops/session-recorder';
import { createHttpTransport, type Transport, TransportReplyTooLarge, TransportTimeout } from './transport';
import { UpstreamError, type UpstreamRefusal } from './upstream-error';

type Endpoints = typeof ENDPOINTS;

/** The JSON body an endpoint accepts (never for endpoints without a request schema). */
export type EndpointBody<N extends EndpointName> = Endpoints[N] extends { request: infer S extends z.ZodType }
  ? z.input<S>
  : never;

/** The query parameters an endpoint declares; a nullish value is left out of the URL. */
export type EndpointQuery<N extends EndpointName> = Endpoints[N] extends {
  query: readonly (infer Q extends string)[];
}
  ? Partial<Record<Q, string | null | undefined>>
  : never;

export interface CallOptions<N extends EndpointName> {
  body?: EndpointBody<N>;
  query?: EndpointQuery<N>;
  /** The upstream access token; sent as `Authorization: Bearer`. */
  token?: string | null;
  /** Simulator mode only: the tester's isolated world, forwarded as `x-sim-world`. */
  simWorld?: string | null;
  /** Simulator mode only: the portal's origin, forwarded as `x-sim-origin` (where its pages live). */
  simOrigin?: string | null;
  /** The browser's address, forwarded as X-Forwarded-For (IP restrictions, ASSUMPTION A-48). */
  clientIp?: string | null;
  /** Where this call's warnings go (the request's logger, so they carry its id); else the client's. */
  log?: WarnLogger;
  /** Proxy mode with RECORD_DIR: the browser session whose recording this exchange joins. */
  recording?: string | null;
}

export interface UpstreamReply<N extends EndpointName> {
  status: number;
  data: EndpointResponse<N>;
}

/**
 * What the upstream answered: success, or a refusal (an http status with its error code) that the
 * flows expect and decide on (a wrong password, INSTANCE_TURNING_ON...). Failures nobody decides on
 * (a time-out, no answer, a reply that breaks the contract) still throw an UpstreamError.
 */
export type UpstreamAnswer<N extends EndpointName> =
  | ({ ok: true } & UpstreamReply<N>)
  | { ok: false; refusal: UpstreamRefusal };

export interface UpstreamClient {
  /** The answer as a value; throws only for failures (time-out, unreachable, bad reply). */
  answer<N extends EndpointName>(name: N, opts?: CallOptions<N>): Promise<UpstreamAnswer<N>>;
  /** Success, or throws: a refusal too, for callers that leave every refusal to the error outcome. */
  call<N extends EndpointName>(name: N, opts?: CallOptions<N>): Promise<UpstreamReply<N>>;
  /** Closes the connections of the transport it made (none when given one). */
  close(): Promise<void>;
}

interface WarnLogger {
  warn(obj: object, msg: string): void;
}

export interface UpstreamClientOptions {
  /** `http://host:port` in proxy mode, `/__sim/api` (the in-process simulator) in simulator mode. */
  baseUrl: string;
  timeoutMs: number;
  /** Default: undici to baseUrl (proxy mode, ./transport.ts); simulator mode passes the in-process transport. */
  transport?: Transport;
  logger?: WarnLogger;
  /** Proxy mode with OPS_TOKEN: every successful reply is checked for contract drift. */
  drift?: { observe(endpoint: EndpointName, reply: unknown, parsed: z.ZodSafeParseResult<unknown>): void };
  /** Proxy mode with RECORD_DIR: every exchange of a call with `recording` is written (redacted). */
  recorder?: ExchangeRecorder;
}

/** Success as the spec lists it (200, 201, 202, 204, 206, 208, 300) plus the rest of 2xx. */
const isSuccess = (status: number): boolean => isSuccessStatus(status) || (status >= 200 && status < 300);

export function buildUpstreamUrl(
  baseUrl: string,
  path: string,
  query: Record<string, string | null | undefined> | undefined,
): string {
  const base = baseUrl.replace(/\/+$/, '');
  // Most calls have no query: no URLSearchParams built for them.
  if (query === undefined) return `${base}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, value);
  }
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return `${base}${path}${search}`;
}

/**
 * THE one upstream REST client (architecture principle 1): proxy mode and simulator mode differ
 * only in `baseUrl` and `fetch`. Replies are parsed with the endpoint's contract schema, so a
 * reply that breaks the contract becomes a typed error and a log line, never a crash.
 */
export function createUpstreamClient(opts: UpstreamClientOptions): UpstreamClient {
  const { transport, close } = transportFor(opts);

  async function answer<N extends EndpointName>(
    name: N,
    callOpts: CallOptions<N> = {},
  ): Promise<UpstreamAnswer<N>> {
    const endpoint: Endpoint = ENDPOINTS[name];
    const log = callOpts.log ?? opts.logger;
    const url = buildUpstreamUrl(
      opts.baseUrl,
      endpoint.path,
      callOpts.query as Record<string, string | null | undefined> | undefined,
    );
    const headers: Record<string, string> = { accept: 'application/json' };
    if (callOpts.token) headers.authorization = `Bearer ${callOpts.token}`;
    if (callOpts.simWorld) headers[HEADERS.simWorld] = callOpts.simWorld;
    if (callOpts.simOrigin) headers[HEADERS.simOrigin] = callOpts.simOrigin;
    if (callOpts.clientIp) headers[HEADERS.forwardedFor] = callOpts.clientIp;
    let body: string | undefined;
    if (endpoint.method !== 'GET' && callOpts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(callOpts.body);
    }

    const record = (reply: {
      status: number | null;
      reply: unknown;
      failure?: 'timeout' | 'unreachable' | 'bad-reply';
    }) => {
      // Off the hot path unless this call is recorded: nothing is built for the others.
      if (!callOpts.recording || !opts.recorder) return;
      try {
        opts.recorder.record(callOpts.recording, {
          endpoint: name,
          method: endpoint.method,
          path: endpoint.path,
          query: definedValues(callOpts.query),
          request: body === undefined ? null : callOpts.body,
          ...reply,
        });
      } catch (cause) {
        // Recording never fails the user's call; the reason only, never a recorded value.
        log?.warn(
          { endpoint: name, reason: cause instanceof Error ? cause.name : 'unknown' },
          'recording failed',
        );
      }
    };

    let status: number;
    let text: string;
    try {
      ({ status, text } = await transport({
        method: endpoint.method,
        url,
        headers,
        body,
        timeoutMs: opts.timeoutMs,
      }));
    } catch (cause) {
      record({
        status: null,
        reply: null,
        failure:
          cause instanceof TransportTimeout
            ? 'timeout'
            : cause instanceof TransportReplyTooLarge
              ? 'bad-reply'
              : 'unreachable',
      });
      if (cause instanceof TransportTimeout) throw new UpstreamError({ kind: 'timeout', endpoint: name });
      if (cause instanceof TransportReplyTooLarge) {
        log?.warn({ endpoint: name, limitBytes: cause.limitBytes }, 'upstream reply too large');
        throw new UpstreamError({ kind: 'bad-reply', endpoint: name });
      }
      throw new UpstreamError({ kind: 'unreachable', endpoint: name, cause });
    }

    const json = parseJson(text);
    if (!isSuccess(status)) {
      record({ status, reply: json.ok ? json.value : null });
      const errorBody = json.ok ? json.value : undefined;
      // A 5xx is the upstream failing, whatever the caller makes of it (the sign-in turns it into
      // a message, not an error): logged here, once. A 4xx is an answer (a wrong password).
      const error = readUpstreamError(errorBody);
      if (status >= 500) {
        // Catalogue codes only: an unknown text is the upstream's words and may hold anything.
        log?.warn(
          { endpoint: name, kind: 'http', status, code: error?.known ? error.code : undefined },
          'upstream failed',
        );
      }
      return { ok: false, refusal: refusal({ endpoint: name, status, body: errorBody, error }) };
    }
    if (!json.ok) {
      record({ status, reply: null, failure: 'bad-reply' });
      log?.warn({ endpoint: name, status }, 'upstream reply is not JSON');
      throw new UpstreamError({ kind: 'bad-reply', endpoint: name, status });
    }
    // A success status carrying an error is an error (unless the endpoint's flow reads it):
    // loose schemas such as client_selected's would otherwise accept { error } as a success.
    const error = endpoint.errorInReply ? undefined : readUpstreamError(json.value);
    if (error !== undefined) {
      record({ status, reply: json.value });
      return { ok: false, refusal: refusal({ endpoint: name, status, body: json.value, error }) };
    }
    const parsed = endpoint.response.safeParse(json.value);
    // A reply that breaks the contract is what the user saw as an error: recorded as one.
    record({ status, reply: json.value, ...(parsed.success ? {} : { failure: 'bad-reply' as const }) });
    opts.drift?.observe(name, json.value, parsed);
    if (parsed.success) return { ok: true, status, data: parsed.data as EndpointResponse<N> };
    // Paths and messages only: zod issues never carry the input here, so no token can leak.
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      code: issue.code,
      message: issue.message,
    }));
    log?.warn({ endpoint: name, status, issues }, 'upstream reply breaks the contract');
    throw new UpstreamError({ kind: 'bad-reply', endpoint: name, status });
  }

  async function call<N extends EndpointName>(name: N, callOpts?: CallOptions<N>): Promise<UpstreamReply<N>> {
    const answered = await answer(name, callOpts);
    if (!answered.ok) throw answered.refusal;
    return { status: answered.status, data: answered.data };
  }

  return { answer, call, close };
}

/** The transport given, which its owner closes, or undici's, which this client owns and closes. */
function transportFor(opts: UpstreamClientOptions): { transport: Transport; close(): Promise<void> } {
  if (opts.transport !== undefined) return { transport: opts.transport, close: async () => {} };
  const made = createHttpTransport({ timeoutMs: opts.timeoutMs });
  return { transport: made, close: made.close };
}

const refusal = (init: { endpoint: string; status: number; body: unknown; error: PortalError | undefined }) =>
  new UpstreamError({ kind: 'http', ...init }) as UpstreamRefusal;

function definedValues(query: object | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  // 204 and friends carry no body: treat it as an empty object so ack schemas accept it.
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
