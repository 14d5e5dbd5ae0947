import type { FastifyInstance } from 'fastify';
import { sameSecret } from '../http/same-secret';
import type { DriftLedger } from './drift-ledger';

export const OPS_PREFIX = '/__ops';

/**
 * The operator's read-only routes: only with `Authorization: Bearer <OPS_TOKEN>`, never cached.
 * Without OPS_TOKEN they are not registered at all (a 404 like any unknown path).
 */
export function registerOpsRoutes(app: FastifyInstance, opts: { token: string; drift: DriftLedger }): void {
  app.get(`${OPS_PREFIX}/drift`, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const header = req.headers.authorization ?? '';
    const presented = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameSecret(presented, opts.token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'OPS_TOKEN_REQUIRED', message: 'send Authorization: Bearer <OPS_TOKEN>' });
    }
    return opts.drift.summary();
  });
}
