import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Env } from './config/env';
import { redactLogLine } from './log-redaction';

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

const serializers = {
  req(req: FastifyRequest) {
    return { method: req.method, url: req.url, host: req.host, remoteAddress: req.ip };
  },
};

export function loggerOptions(level: Env['LOG_LEVEL'], stream?: DestinationStream): LoggerOption {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers,
    // Every finished line, whatever its level or field: a secret in a URL (a request line's url,
    // an error's message or stack, a route named in a message) never reaches the output.
    hooks: { streamWrite: redactLogLine },
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
    request.log.debug(`Route ${request.raw.method}:${request.raw.url ?? ''} not found`);
  }
}

export const requestLogController = (): LogController => new DebugRequestLog();
