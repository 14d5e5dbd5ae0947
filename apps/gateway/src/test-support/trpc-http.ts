import { COOKIES, HEADERS } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { TEST_SESSION_SECRET } from '../config/env';
import { csrfKeysFrom, newCsrfToken } from '../http/csrf';
import { cookieNames } from '../http/session-cookies';

export interface RawRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  setCookies: string[];
  body: string;
}
export type Transport = (req: RawRequest) => Promise<RawResponse>;

/** In-process: app.inject. */
export const injectTransport =
  (app: Pick<FastifyInstance, 'inject'>): Transport =>
  async (req) => {
    const res = await app.inject({
      method: req.method,
      url: req.url,
      headers: req.headers,
      ...(req.body === undefined ? {} : { payload: req.body }),
    });
    const raw = res.headers['set-cookie'];
    const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
    return {
      status: res.statusCode,
      headers: res.headers as RawResponse['headers'],
      setCookies,
      body: res.body,
    };
  };

/** Over a real socket. */
export const httpTransport =
  (baseUrl: string): Transport =>
  async (req) => {
    const res = await fetch(`${baseUrl}${req.url}`, {
      method: req.method,
      headers: req.headers,
      body: req.body,
    });
    const headers: RawResponse['headers'] = {};
    res.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { status: res.status, headers, setCookies: res.headers.getSetCookie(), body: await res.text() };
  };

/** The gateway's cookie names as tests see them (testEnv's cookies are Secure: `__Host-`). */
export const TEST_COOKIES = cookieNames(true);

/** A CSRF token the test apps (testEnv's SESSION_SECRET) accept for `session` (null: signed out). */
export const testCsrfToken = (session: string | null): string =>
  newCsrfToken(csrfKeysFrom([TEST_SESSION_SECRET]), session);

/** A signed cookie's value without its signature (`value.signature`). */
export const unsignedValue = (signed: string): string => {
  const dot = signed.lastIndexOf('.');
  return dot < 0 ? signed : signed.slice(0, dot);
};

export interface ParsedCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookie(line: string): ParsedCookie {
  const [pair = '', ...attrs] = line.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const attr of attrs) {
    const at = attr.indexOf('=');
    if (at < 0) attributes[attr.toLowerCase()] = true;
    else attributes[attr.slice(0, at).toLowerCase()] = attr.slice(at + 1);
  }
  return { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), attributes };
}

const isExpired = (cookie: ParsedCookie): boolean => {
  if (cookie.attributes['max-age'] === '0') return true;
  const expires = cookie.attributes.expires;
  return typeof expires === 'string' && Date.parse(expires) <= Date.now();
};

export interface TrpcReply<T = unknown> {
  status: number;
  /** The raw payload, for "the token never appears in a body" assertions. */
  raw: string;
  headers: RawResponse['headers'];
  setCookies: ParsedCookie[];
  data?: T;
  error?: {
    message: string;
    code: number;
    data: Record<string, unknown> & { portal?: unknown; code?: string };
  };
}

export interface CallOptions {
  /** The CSRF header to send: default the cookie's value; false sends none. */
  csrf?: string | false;
  headers?: Record<string, string>;
}

/**
 * A tiny browser stand-in for tRPC over HTTP: queries are GET ?input=, mutations POST JSON,
 * cookies are kept between calls and the CSRF header is echoed like the web app does.
 */
export class TrpcTestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly transport: Transport,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  /** The session token this browser holds (unsigned), or undefined when signed out. */
  sessionToken(): string | undefined {
    const signed = this.cookies.get(TEST_COOKIES.token) ?? this.cookies.get(COOKIES.token);
    return signed === undefined ? undefined : unsignedValue(signed);
  }

  hasSession(): boolean {
    return this.sessionToken() !== undefined;
  }

  /** The CSRF token the web app would echo: the `__Host-` cookie, else the plain one. */
  csrfToken(): string | undefined {
    return this.cookies.get(TEST_COOKIES.csrf) ?? this.cookies.get(COOKIES.csrf);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }

  async request(
    req: Omit<RawRequest, 'headers'> & { headers?: Record<string, string> },
  ): Promise<RawResponse> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...req.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const res = await this.transport({ ...req, headers });
    for (const line of res.setCookies) {
      const cookie = parseSetCookie(line);
      if (isExpired(cookie)) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return res;
  }

  get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
    return this.request({ method: 'GET', url, headers });
  }

  async query<T = unknown>(path: string, input?: unknown, opts: CallOptions = {}): Promise<TrpcReply<T>> {
    const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const res = await this.request({
      method: 'GET',
      url: `/trpc/${path}${search}`,
      headers: opts.headers ?? {},
    });
    return toReply<T>(res);
  }

  async mutation<T = unknown>(path: string, input?: unknown, opts: CallOptions = {}): Promise<TrpcReply<T>> {
    // Like @trpc/client: a mutation always declares JSON, even without input.
    const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
    const csrf = opts.csrf ?? this.csrfToken();
    if (csrf) headers[HEADERS.csrf] = csrf;
    const res = await this.request({
      method: 'POST',
      url: `/trpc/${path}`,
      headers,
      ...(input === undefined ? {} : { body: JSON.stringify(input) }),
    });
    return toReply<T>(res);
  }
}

function toReply<T>(res: RawResponse): TrpcReply<T> {
  const reply: TrpcReply<T> = {
    status: res.status,
    raw: res.body,
    headers: res.headers,
    setCookies: res.setCookies.map(parseSetCookie),
  };
  let json: unknown;
  try {
    json = JSON.parse(res.body);
  } catch {
    return reply;
  }
  if (typeof json === 'object' && json !== null) {
    const record = json as { result?: { data?: T }; error?: TrpcReply<T>['error'] };
    if (record.result) reply.data = record.result.data as T;
    if (record.error) reply.error = record.error;
  }
  return reply;
}
