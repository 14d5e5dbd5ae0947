import type { FastifyServerOptions } from 'fastify';
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

export function loggerOptions(level: Env['LOG_LEVEL'], stream?: NodeJS.WritableStream): LoggerOption {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(stream === undefined ? {} : { stream }),
  };
}
