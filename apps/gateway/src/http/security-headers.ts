import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Where Google reCAPTCHA's invisible widget loads from (its script, and the frame that holds its
 * challenge), path prefixes as Google documents for a CSP: nothing else of those hosts.
 */
export const RECAPTCHA_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const;

export interface SecurityOptions {
  /** ALLOW_RECAPTCHA: the bot-check widget's origins join the CSP (a branding sets a site key). */
  recaptcha: boolean;
  /**
   * ALLOWED_FRAME_ORIGINS (validated origins): the hosts of the RemoteApp pages /virtualizerChoice
   * frames (TSPLUS_ALL). They are the upstream's or the customer's, never the portal's, so
   * without them the browser blocks the frame in proxy mode (the simulator's stand-in is ours).
   */
  frameOrigins?: readonly string[];
}

/** The frame-src sources, or none when nothing but the portal's own pages is framed. */
function frameSources(recaptcha: boolean, frameOrigins: readonly string[]): string[] | undefined {
  // An origin with its trailing slash is a path source in a CSP; the bare origin is what is meant.
  const origins = [...new Set(frameOrigins.map((origin) => new URL(origin).origin))];
  const sources = [...origins, ...(recaptcha ? RECAPTCHA_SOURCES.frame : [])];
  return sources.length > 0 ? ["'self'", ...sources] : undefined;
}

/** The helmet options of the gateway: a CSP for a Vite + emotion app, plus reCAPTCHA when allowed. */
export const helmetOptions = ({ recaptcha, frameOrigins = [] }: SecurityOptions): HelmetOptions => {
  const frameSrc = frameSources(recaptcha, frameOrigins);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(recaptcha ? RECAPTCHA_SOURCES.script : [])],
        // With neither reCAPTCHA nor a frame origin, default-src 'self' applies to frames.
        ...(frameSrc ? { frameSrc } : {}),
        // emotion (MUI Joy) injects <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // No page of ours sets a <base>; an injected one could re-point every relative address.
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // TSPLUS sessions open in named windows the portal may reuse.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // For browsers without CSP frame-ancestors: the same answer, no framing at all (helmet's
    // default, SAMEORIGIN, would let a page of the portal's own origin frame it).
    xFrameOptions: { action: 'deny' },
  };
};

/**
 * Powerful browser features no page of the portal uses, turned off for it and anything it
 * frames (OWASP ASVS 5.0, 3.4). Clipboard and fullscreen stay allowed: a RemoteApp session shown
 * in the portal's frame needs them, and its origin is only known at run time.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The headers helmet sets for these options, worked out once. Without nonces they are the same
 * on every response, and @fastify/helmet built helmet (parsing the whole CSP) again per request.
 */
export function securityHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const collector = {
    setHeader(name: string, value: string) {
      headers.set(name.toLowerCase(), value);
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure !== undefined) throw failure;
  headers.set('permissions-policy', PERMISSIONS_POLICY);
  return [...headers];
}

type HeaderList = ReadonlyArray<readonly [string, string]>;

/**
 * The headers that act only on a document the browser renders (a page, a frame, a window): a JSON
 * answer that a page reads with fetch gets nothing from them, and OWASP ASVS 5.0 asks for
 * Cross-Origin-Opener-Policy on document answers only (3.4.8). Each header costs the gateway
 * about 1.5 µs per answer to set and write, on every API call (docs/performance.md, eleventh pass).
 */
export const DOCUMENT_ONLY_HEADERS: ReadonlySet<string> = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/**
 * The security headers of an API answer: `headers` without DOCUMENT_ONLY_HEADERS. What protects a
 * JSON answer stays: HSTS, the one global CSP (framing refused, and nothing would run if the JSON
 * were opened as a page), nosniff, the referrer policy, X-Frame-Options and
 * Cross-Origin-Resource-Policy (no other site's page may load it).
 */
export const apiHeaders = (headers: HeaderList): HeaderList =>
  headers.filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name));

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers JSON that a page reads with fetch: its answers carry apiHeaders(). */
    apiAnswer?: boolean;
  }
}

/** The route option that gives a route's answers the API set (the tRPC routes). */
export const API_ANSWER = { config: { apiAnswer: true } } as const;

/**
 * Every routed response, including 404s and errors, carries `headers`
 * (securityHeaders(helmetOptions(…))); the ones Fastify answers before any hook get them through
 * ./early-errors.ts. The answers of a route declared with API_ANSWER carry apiHeaders(headers):
 * decided by the route that answers, not by how the address is spelled.
 *
 * Set on Fastify's reply, never on the Node response under it: Fastify writes its headers in one
 * `writeHead`, which Node serialises in one pass only while nothing was set on the response before
 * it; one header set there sends every other through `setHeader` too (about 5,000 to 14,000
 * instructions of a `clients.list` call's 408,000-412,000, docs/performance.md, fourteenth pass). A
 * reply a route writes itself (the simulator's slow drip) copies Fastify's headers onto the socket
 * first.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: HeaderList): void {
  const api = apiHeaders(headers);
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of req.routeOptions.config.apiAnswer === true ? api : headers) {
      reply.header(name, value);
    }
    done();
  });
}
