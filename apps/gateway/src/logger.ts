import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Env } from './config/env';

/** Anything that could carry a credential is censored, wherever it shows up in a log line. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'password',
  'access_token',
  'token',
  '*.password',
  '*.access_token',
  '*.token',
];

export type LoggerOption = FastifyServerOptions['logger'];

/** Page addresses whose path carries a credential (spec section 2). */
const SECRET_PATHS: readonly [RegExp, string][] = [
  [/^\/register\/[^/?#]+\/[^/?#]+/, '/register/:userUuid/:token'],
  [/^\/login\/sso\/[^/?#]+/, '/login/sso/:token'],
];
/** Query parameters that may carry a credential (single sign-on, Duo, tokens, PINs, one-time codes). */
const SECRET_QUERY = /token|password|secret|code|state|saml|relay|custom_params|pin|otp/i;

/** A request URL fit for a log line: credentials in known paths and query values are censored. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt < 0 ? url : url.slice(0, queryAt);
  for (const [pattern, replacement] of SECRET_PATHS) path = path.replace(pattern, replacement);
  if (queryAt < 0) return path;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const key of new Set(params.keys())) {
    if (SECRET_QUERY.test(key)) params.set(key, '[redacted]');
  }
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}

const serializers = {
  req(req: FastifyRequest) {
    return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip };
  },
};

export function loggerOptions(level: Env['LOG_LEVEL'], stream?: NodeJS.WritableStream): LoggerOption {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers,
    ...(stream === undefined ? {} : { stream }),
  };
}

/**
 * Fastify's own per-request lines (incoming, completed, 4xx, route not found) at debug instead of
 * info: at the default level a busy gateway would spend much of its CPU writing two lines per
 * call. Failures keep their lines: 5xx and stream errors as Fastify logs them, and every upstream
 * failure once with its kind (app.ts, tRPC onError).
 */
class DebugRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply);
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) super.defaultErrorLog(error, request, reply);
    else reply.log.debug({ res: reply, err: error }, error?.message);
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(`Route ${request.raw.method}:${redactUrl(request.raw.url ?? '')} not found`);
  }
}

export const requestLogController = (): LogController => new DebugRequestLog();
