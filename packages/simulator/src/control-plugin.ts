import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ScenarioSummary } from './catalogue';
import { acceptEmptyJson, clientErrorStatus } from './http/request';
import { OverrideSchema } from './state/overrides';
import type { WorldRegistry } from './state/registry';
import type { World } from './state/world';

const CreateWorldSchema = z.strictObject({ scenario: z.string().min(1) });
/** Up to 30 days in one jump is plenty for boots and expiries. */
const ClockSchema = z.strictObject({
  advanceMs: z
    .number()
    .int()
    .nonnegative()
    .max(30 * 24 * 3_600_000),
});
const IdParamsSchema = z.object({ id: z.string().min(1) });

function badPayload(reply: FastifyReply, error: z.ZodError) {
  return reply.code(400).send({ error: 'PAYLOAD_NOT_RIGHT', message: z.prettifyError(error) });
}

function clockView(world: World) {
  const nowMs = world.now();
  return { id: world.id, now: new Date(nowMs).toISOString(), nowMs };
}

/**
 * The QA / test control API (registered under /__sim): scenario catalogue, worlds, their clock,
 * reset and extra faults. It speaks its own small dialect, not the upstream's.
 */
export function createControlPlugin(
  registry: WorldRegistry,
  catalogue: () => ScenarioSummary[],
): FastifyPluginAsync {
  return async (app) => {
    acceptEmptyJson(app);
    app.setErrorHandler((error, req, reply) => {
      if (clientErrorStatus(error) !== undefined) {
        return reply.code(400).send({ error: 'PAYLOAD_NOT_RIGHT', message: 'the body is not valid JSON' });
      }
      req.log.error({ err: error }, 'simulator control route failed');
      return reply.code(500).send({ error: 'SOMETHING_WENT_WRONG' });
    });

    const worldOr404 = (params: unknown, reply: FastifyReply): World | undefined => {
      const parsed = IdParamsSchema.safeParse(params);
      const world = parsed.success ? registry.get(parsed.data.id) : undefined;
      if (!world) void reply.code(404).send({ error: 'WORLD_NOT_FOUND', message: 'no world with this id' });
      return world;
    };

    app.get('/scenarios', async () => catalogue());

    app.post('/worlds', async (req, reply) => {
      const parsed = CreateWorldSchema.safeParse(req.body ?? {});
      if (!parsed.success) return badPayload(reply, parsed.error);
      const world = registry.create(parsed.data.scenario);
      if (!world) {
        return reply.code(404).send({
          error: 'SCENARIO_NOT_FOUND',
          message: `unknown scenario "${parsed.data.scenario}"; known: ${catalogue()
            .map((s) => s.name)
            .join(', ')}`,
        });
      }
      return reply.code(201).send({ id: world.id, scenario: world.scenarioName });
    });

    app.get('/worlds/:id', async (req, reply) => {
      const world = worldOr404(req.params, reply);
      return world ? world.view() : reply;
    });

    app.post('/worlds/:id/clock', async (req, reply) => {
      const world = worldOr404(req.params, reply);
      if (!world) return reply;
      const parsed = ClockSchema.safeParse(req.body ?? {});
      if (!parsed.success) return badPayload(reply, parsed.error);
      world.advanceClock(parsed.data.advanceMs);
      return clockView(world);
    });

    app.post('/worlds/:id/reset', async (req, reply) => {
      const world = worldOr404(req.params, reply);
      if (!world) return reply;
      world.reset();
      return { ...clockView(world), scenario: world.scenarioName };
    });

    app.post('/worlds/:id/faults', async (req, reply) => {
      const world = worldOr404(req.params, reply);
      if (!world) return reply;
      const parsed = OverrideSchema.safeParse(req.body ?? {});
      if (!parsed.success) return badPayload(reply, parsed.error);
      return reply.code(201).send({ id: world.id, fault: world.overrides.add(parsed.data) });
    });
  };
}
