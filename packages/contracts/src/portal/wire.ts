// Plain constants (no zod), so the browser's first screen can import them without a schema library.

/** UI message keys for failures that have no code in the spec's catalogue. */
export const UPSTREAM_FAILURE_KEYS = {
  timeout: 'upstream.timeout',
  unreachable: 'upstream.unreachable',
  'bad-reply': 'upstream.badReply',
  csrf: 'upstream.csrf',
  tooManyAttempts: 'upstream.tooManyAttempts',
  /** The upstream's token is longer than the session cookies can carry. */
  tokenTooLarge: 'upstream.tokenTooLarge',
  /** A /login/sso/{token} return in a browser that started no single sign-on (login CSRF). */
  ssoNotStartedHere: 'upstream.ssoNotStartedHere',
} as const;

/** What the page after a session's time-out says, by the reason it ended. */
export const SESSION_END_KEYS = {
  idle: 'session.endedIdle',
  lifetime: 'session.endedLifetime',
} as const;

/** Cookie and header names shared by the gateway, the web app and the tests. */
export const COOKIES = {
  token: 'portal_token',
  csrf: 'portal_csrf',
  deviceValidation: 'device_validation_info',
  simWorld: 'sim_world',
  /** The scenario the simulator-mode browser picked last, to seed it again if its world is released. */
  simScenario: 'sim_scenario',
} as const;

/**
 * The prefix the gateway puts on its session cookies when they are Secure (COOKIE_SECURE, the
 * default): a browser then takes them only from this host over a secure origin, Path=/, with no
 * Domain, so a sibling subdomain or a plain-HTTP page cannot plant one. Without Secure the
 * plain names are used (the documented fallback for a plain-HTTP portal on another machine).
 */
export const HOST_COOKIE_PREFIX = '__Host-';

/** The name a gateway session cookie has on the wire. */
export const gatewayCookieName = (name: string, secure: boolean): string =>
  secure ? `${HOST_COOKIE_PREFIX}${name}` : name;
export const HEADERS = {
  csrf: 'x-csrf-token',
  simWorld: 'x-sim-world',
  simScenario: 'x-sim-scenario',
  /**
   * On the simulator reply (or simulator-mode gateway reply) to a request whose world, named by
   * its `sim_world` cookie, was released (idle or evicted): the released world's id. The request
   * was answered by a fresh world of the same scenario (whose id `x-sim-world` gives), or, for a
   * page with no scenario to go back to, by the shared world.
   */
  simWorldReleased: 'x-sim-world-released',
  /** On a simulator reply that an override (script or fault) answered instead of the world. */
  simOverride: 'x-sim-override',
  /**
   * Simulator mode: the portal's own origin as the browser sees it, sent by the gateway on its
   * upstream calls, so the simulator's Duo and identity-provider pages are addressed on it.
   */
  simOrigin: 'x-sim-origin',
  /**
   * The browser's address, sent by the gateway on its upstream calls (both modes) so the
   * upstream can apply IP restrictions to the user rather than to the gateway. ASSUMPTION A-48.
   */
  forwardedFor: 'x-forwarded-for',
} as const;

/**
 * The most procedures one tRPC batch may hold: the gateway refuses more (one request must not fan
 * out into unbounded upstream calls) and the web's batch link splits at the same size.
 */
export const TRPC_MAX_BATCH_SIZE = 10;
