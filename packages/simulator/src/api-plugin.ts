import { COOKIES, ENDPOINTS, type EndpointName, HEADERS } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { acceptEmptyJson, bearerToken, clientErrorStatus, cookieValue, headerValue } from './http';
import { fail } from './replies';
import { answer } from './routes';
import type { World } from './world';
import type { WorldRegistry } from './world-registry';

export const WORLD_COOKIE = COOKIES.simWorld;

function worldCookie(id: string): string {
  return `${WORLD_COOKIE}=${encodeURIComponent(id)}; Path=/; HttpOnly; SameSite=Lax`;
}

/**
 * Which world answers (docs/interfaces.md): a known `x-sim-world` header or `sim_world` cookie;
 * else `x-sim-scenario` starts a new world (and the reply tells its id); else the shared world.
 * An unknown scenario name is refused rather than silently served the default world.
 */
function selectWorld(
  registry: WorldRegistry,
  req: FastifyRequest,
  reply: FastifyReply,
): World | { unknownScenario: string } {
  for (const id of [headerValue(req, HEADERS.simWorld), cookieValue(req, WORLD_COOKIE)]) {
    const world = id === undefined ? undefined : registry.get(id);
    if (world) return world;
  }
  const scenario = headerValue(req, HEADERS.simScenario);
  if (scenario === undefined) return registry.defaultWorld;
  const created = registry.create(scenario);
  if (!created) return { unknownScenario: scenario };
  reply.header('set-cookie', worldCookie(created.id));
  return created;
}

/** The upstream REST routes of spec section 7, read from the contracts' ENDPOINTS table. */
export function createApiPlugin(registry: WorldRegistry, scenarioNames: () => string[]): FastifyPluginAsync {
  return async (app) => {
    acceptEmptyJson(app);
    app.setErrorHandler((error, req, reply) => {
      // Unparsable JSON, a wrong content type or an oversized body is the caller's mistake.
      if (clientErrorStatus(error) !== undefined) {
        const { status, body } = fail('PAYLOAD_NOT_RIGHT');
        return reply.code(status).send(body);
      }
      req.log.error({ err: error }, 'simulator route failed');
      const { status, body } = fail('SOMETHING_WENT_WRONG');
      return reply.code(status).send(body);
    });

    app.setNotFoundHandler((_req, reply) => {
      const { status, body } = fail('ENTITY_NOT_FOUND');
      return reply.code(status).send(body);
    });

    for (const route of Object.keys(ENDPOINTS) as EndpointName[]) {
      const endpoint = ENDPOINTS[route];
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        handler: async (req, reply) => {
          const world = selectWorld(registry, req, reply);
          if ('unknownScenario' in world) {
            return reply.code(404).send({
              error: 'ENTITY_NOT_FOUND',
              message: `unknown scenario "${world.unknownScenario}"; known: ${scenarioNames().join(', ')}`,
            });
          }
          reply.header(HEADERS.simWorld, world.id);
          const result = await answer(world, route, {
            body: req.body,
            query: req.query,
            bearer: bearerToken(req),
          });
          return reply.code(result.status).send(result.body);
        },
      });
    }
  };
}
