import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What the simulator reads of a request beyond its route: a Fastify request, or the gateway's
 * in-process call (direct-call.ts), which has no request object.
 */
export interface CallerView {
  headers: IncomingHttpHeaders;
  /** The socket's address. */
  ip: string;
  protocol: string;
  host: string;
}

/** First value of a request header (Node gives arrays for repeated headers). */
export function headerValue(req: Pick<CallerView, 'headers'>, name: string): string | undefined {
  const raw = req.headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Reads one cookie from the Cookie header. Done by hand so the plugins do not need
 * @fastify/cookie, which the gateway registers itself (registering it twice would clash).
 */
export function cookieValue(req: Pick<CallerView, 'headers'>, name: string): string | undefined {
  const header = headerValue(req, 'cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The token of `Authorization: Bearer TOKEN`. */
export function bearerToken(req: Pick<CallerView, 'headers'>): string | undefined {
  const header = headerValue(req, 'authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) carry a statusCode. */
export function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

const KIB = 1024;
const MIB = KIB * KIB;

/** `1 MB` for 1048576 bytes, `256 KB` for 262144: a body limit as a tester reads it. */
function sizeText(bytes: number): string {
  if (bytes >= MIB && bytes % MIB === 0) return `${bytes / MIB} MB`;
  if (bytes >= KIB && bytes % KIB === 0) return `${bytes / KIB} KB`;
  return `${bytes} bytes`;
}

/**
 * What to tell a caller whose body is over the route's limit (Fastify's 413,
 * FST_ERR_CTP_BODY_TOO_LARGE), else undefined. Said apart from bad JSON: the JSON may well be
 * valid, and "not valid JSON" would send the tester looking for a typo.
 */
export function bodyTooLargeMessage(error: unknown, req: FastifyRequest): string | undefined {
  if (clientErrorStatus(error) !== 413) return undefined;
  return `the body is too large: at most ${sizeText(req.routeOptions.bodyLimit)}`;
}

/**
 * JSON bodies as Fastify parses them (prototype-poisoning safe), except that an empty body counts
 * as no body: clients often send `content-type: application/json` on a bare POST /logout.
 */
export function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(req, text, done);
  });
}
