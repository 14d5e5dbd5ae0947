import type { FastifyRequest } from 'fastify';

/**
 * The portal's origin as this request reached it (scheme and host, X-Forwarded-* only with
 * TRUST_PROXY). Simulator mode only: its pages are addressed on it.
 */
export function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}
