import type { FastifyRequest, FastifyServerOptions } from 'fastify';
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
/** Query parameters that may carry a credential (single sign-on, Duo, tokens). */
const SECRET_QUERY = /token|password|secret|code|state|saml|relay|custom_params/i;

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
