import type { UpstreamRedirects } from '@portal/contracts/flows';
import { ENDPOINTS, type EndpointName } from '@portal/contracts/upstream';

import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestOrigin } from '../http/request-origin';
import type { SessionCookies } from '../http/session-cookies';
import type { SessionGate } from '../session/session-gate';
import type {} from '../sim/request-world';
import type { CallOptions, UpstreamAnswer, UpstreamClient, UpstreamReply } from '../upstream/upstream-client';

const bearer = (name: EndpointName): boolean => ENDPOINTS[name].access === 'bearer';

export type GatewayMode = 'simulator' | 'proxy';

/** What every procedure may use; built once per app by buildApp. */
export interface GatewayServices {
  mode: GatewayMode;
  upstream: UpstreamClient;
  /** ALLOWED_REDIRECT_ORIGINS. */
  allowedRedirectOrigins: readonly string[];
  /** UPSTREAM_URL's origin in proxy mode; null in simulator mode (the portal's own origin then). */
  upstreamOrigin: string | null;
  /** The browser's cookies: session, CSRF, device code (../http/session-cookies.ts). */
  cookies: SessionCookies;
  /** Whether a request's session is signed in, past a time-out or revoked; its end (../session/session-gate.ts). */
  sessions: SessionGate;
  /** False once a client IP has used up its login attempts for the minute. */
  loginAllowed(req: FastifyRequest): Promise<boolean>;
  /** Proxy mode with RECORD_DIR: which recording a browser's calls join (../ops/session-recorder.ts). */
  recordingOf?: (req: FastifyRequest, reply: FastifyReply) => string | undefined;
}

/** What a procedure may pass for one upstream call: the request supplies the rest. */
type RequestCallOptions<N extends EndpointName> = Omit<
  CallOptions<N>,
  'simWorld' | 'simOrigin' | 'clientIp' | 'log' | 'recording'
>;

/**
 * The upstream client bound to this request's token and simulator world. `token` replaces the
 * browser's for one call (a session being revoked), or `null` sends no bearer (a sign-in).
 * `answer` gives a refusal back as a value, for the flows that decide on it; `call` throws it,
 * for the procedures that leave every refusal to the error outcome.
 */
export interface RequestUpstream {
  answer<N extends EndpointName>(name: N, opts?: RequestCallOptions<N>): Promise<UpstreamAnswer<N>>;
  call<N extends EndpointName>(name: N, opts?: RequestCallOptions<N>): Promise<UpstreamReply<N>>;
}

export interface Context {
  req: FastifyRequest;
  reply: FastifyReply;
  services: GatewayServices;
  upstream: RequestUpstream;
  /** Where the browser may be sent, by who named the address. */
  redirects: Redirects;
}

/**
 * The two redirect rules (docs/operator-guide.md, "Redirects"). In simulator mode the portal's own
 * origin counts as both the upstream's and an allowed one: the simulator's Duo and
 * identity-provider pages are mounted there.
 */
export interface Redirects {
  /**
   * Addresses the visitor brings (back_url of the address or the login input): only the origins of
   * ALLOWED_REDIRECT_ORIGINS (+ the portal's own in simulator mode); an empty list allows none.
   */
  fromVisitor: readonly string[];
  /**
   * Addresses the upstream's own replies name (the Duo address of a login, the identity
   * provider's sign-in and sign-out addresses): any https: address, the upstream's own origin,
   * and fromVisitor's origins (isAllowedUpstreamRedirect).
   */
  fromUpstream: UpstreamRedirects;
}

/** The redirect rules of one request; `ownOrigin` is the portal's, in simulator mode only. */
export function redirectsFor(services: GatewayServices, ownOrigin: string | null): Redirects {
  const fromVisitor =
    ownOrigin === null ? services.allowedRedirectOrigins : [...services.allowedRedirectOrigins, ownOrigin];
  return {
    fromVisitor,
    fromUpstream: { upstreamOrigin: services.upstreamOrigin ?? ownOrigin, alsoAllowed: fromVisitor },
  };
}

export function createContextFactory(services: GatewayServices) {
  // Proxy mode's rules depend on no request: made once, shared (read-only) by every context.
  const proxyRedirects = services.mode === 'proxy' ? redirectsFor(services, null) : undefined;
  return ({ req, res }: Pick<CreateFastifyContextOptions, 'req' | 'res'>): Context => {
    const simulator = services.mode === 'simulator';
    const ownOrigin = simulator ? requestOrigin(req) : null;
    const bound = <N extends EndpointName>(
      name: N,
      opts: RequestCallOptions<N> | undefined,
    ): CallOptions<N> => ({
      ...opts,
      // Read per call: login may have just replaced the token. `token: null` sends none (a
      // sign-in never carries the session it replaces), and a public endpoint never gets one.
      token: opts?.token !== undefined ? opts.token : bearer(name) ? services.cookies.readToken(req) : null,
      simWorld: simulator ? req.simWorld : null,
      simOrigin: ownOrigin,
      // req.ip honours TRUST_PROXY: behind a proxy, the address that proxy saw.
      clientIp: req.ip,
      log: req.log,
      recording: services.recordingOf?.(req, res) ?? null,
    });
    return {
      req,
      reply: res,
      services,
      upstream: {
        answer: (name, opts) => services.upstream.answer(name, bound(name, opts)),
        call: (name, opts) => services.upstream.call(name, bound(name, opts)),
      },
      redirects: proxyRedirects ?? redirectsFor(services, ownOrigin),
    };
  };
}
