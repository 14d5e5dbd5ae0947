import type { EndpointName } from '@portal/contracts/upstream';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestOrigin } from '../http/request-origin';
import type { SessionCookies } from '../http/session-cookies';
import type { SessionGate } from '../session/session-gate';
import type {} from '../sim/request-world';
import type { CallOptions, UpstreamClient, UpstreamReply } from '../upstream/upstream-client';

export type GatewayMode = 'simulator' | 'proxy';

/** What every procedure may use; built once per app by buildApp. */
export interface GatewayServices {
  mode: GatewayMode;
  upstream: UpstreamClient;
  allowedRedirectOrigins: readonly string[];
  /** The browser's cookies: session, CSRF, device code (../http/session-cookies.ts). */
  cookies: SessionCookies;
  /** Whether a request's session is signed in, past a time-out or revoked; its end (../session/session-gate.ts). */
  sessions: SessionGate;
  /** False once a client IP has used up its login attempts for the minute. */
  loginAllowed(req: FastifyRequest): Promise<boolean>;
  /** Proxy mode with RECORD_DIR: which recording a browser's calls join (../ops/session-recorder.ts). */
  recordingOf?: (req: FastifyRequest, reply: FastifyReply) => string | undefined;
}

/**
 * The upstream client bound to this request's token and simulator world. `token` replaces the
 * browser's for one call (a session being revoked), or `null` sends no bearer (a sign-in).
 */
export interface RequestUpstream {
  call<N extends EndpointName>(
    name: N,
    opts?: Omit<CallOptions<N>, 'simWorld' | 'simOrigin' | 'clientIp' | 'log' | 'recording'>,
  ): Promise<UpstreamReply<N>>;
}

export interface Context {
  req: FastifyRequest;
  reply: FastifyReply;
  services: GatewayServices;
  upstream: RequestUpstream;
  /**
   * Origins redirects (back_url, Duo, single sign-on) may lead to: ALLOWED_REDIRECT_ORIGINS, and in
   * simulator mode also the portal's own origin, where the simulator's Duo and identity-provider
   * pages are mounted (they need no configuration; proxy mode keeps the list as it is).
   */
  redirectOrigins: readonly string[];
}

export function createContextFactory(services: GatewayServices) {
  return ({ req, res }: CreateFastifyContextOptions): Context => {
    const simulator = services.mode === 'simulator';
    const ownOrigin = simulator ? requestOrigin(req) : null;
    return {
      req,
      reply: res,
      services,
      upstream: {
        call: (name, opts) =>
          services.upstream.call(name, {
            ...opts,
            // Read per call: login may have just replaced the token. `token: null` sends none
            // (a sign-in never carries the session it replaces).
            token: opts?.token === undefined ? services.cookies.readToken(req) : opts.token,
            simWorld: simulator ? req.simWorld : null,
            simOrigin: ownOrigin,
            // req.ip honours TRUST_PROXY: behind a proxy, the address that proxy saw.
            clientIp: req.ip,
            log: req.log,
            recording: services.recordingOf?.(req, res) ?? null,
          }),
      },
      redirectOrigins:
        ownOrigin === null
          ? services.allowedRedirectOrigins
          : [...services.allowedRedirectOrigins, ownOrigin],
    };
  };
}
