import { ERROR_CODES } from '@portal/contracts/errors';
import { COOKIES, HEADERS, SIM_LIMITS } from '@portal/contracts/portal';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ScenarioSummary } from '../scenario/catalogue';
import { exportWorldYaml } from '../scenario/export';
import type { ReproScenarios } from '../scenario/repros';
import type { ScenarioProblem } from '../scenario/scenario-error';
import { OverrideSchema } from '../scenario/schema/faults';
import { answeredByOverride, CoverageRecorder } from '../state/coverage';
import { TooManyOverridesError } from '../state/overrides';
import type { WorldRegistry } from '../state/registry';
import type { World } from '../state/world';
import { CONTROL_TOKEN_HEADER, controlAccess, isForwarded } from './control-access';
import {
  acceptEmptyJson,
  bearerToken,
  bodyTooLargeMessage,
  clientErrorStatus,
  cookieValue,
  headerValue,
} from './request';
import { newWorldCaller, worldOwner } from './world-resolution';
import { worldRefusal } from './world-selection';

const CreateWorldSchema = z.strictObject({ scenario: z.string().min(1) });
/** Up to 30 days in one jump is plenty for boots and expiries. */
const MAX_JUMP_MS = SIM_LIMITS.maxClockJumpMs;
const WHOLE_MS = 'expected a whole number of milliseconds (480000 is 8 minutes)';
const JUMP_MESSAGE = 'at most 30 days in one jump';
const BACKWARDS_MESSAGE = 'the world clock only moves forward; reset the world to go back';
const AdvanceMsSchema = z
  .number({ error: WHOLE_MS })
  .int({ error: WHOLE_MS })
  .nonnegative({ error: BACKWARDS_MESSAGE })
  .max(MAX_JUMP_MS, { error: JUMP_MESSAGE });
const CLOCK_TARGET = 'expected an ISO 8601 time with its offset (2026-12-01T09:00:00Z) or epoch milliseconds';
/** An absolute world time (ISO 8601 or epoch ms), never earlier than the world's now. */
const ClockTargetSchema = z.union(
  [
    z.iso.datetime({ offset: true, error: CLOCK_TARGET }),
    z.number().int({ error: CLOCK_TARGET }).nonnegative({ error: CLOCK_TARGET }),
  ],
  { error: CLOCK_TARGET },
);
/**
 * One object with both fields optional, not a union of two: a union's failure is only "Invalid
 * input", while each field's own issue names it and says what it expects.
 */
const ClockSchema = z
  .strictObject({ advanceMs: AdvanceMsSchema.optional(), to: ClockTargetSchema.optional() })
  .transform((body, ctx): { advanceMs: number } | { to: string | number } => {
    if (body.advanceMs !== undefined && body.to === undefined) return { advanceMs: body.advanceMs };
    if (body.to !== undefined && body.advanceMs === undefined) return { to: body.to };
    const both = body.advanceMs !== undefined;
    ctx.issues.push({
      code: 'custom',
      input: body,
      message: both
        ? 'give advanceMs or to, not both'
        : 'give advanceMs (milliseconds to move forward) or to (the time to move to)',
    });
    return z.NEVER;
  });
const IdParamsSchema = z.object({ id: z.string().min(1).max(200) });
const OverrideParamsSchema = IdParamsSchema.extend({ oid: z.string().min(1).max(200) });

/** `/__sim/worlds/current/...`: the caller's own world. */
export const CURRENT_WORLD = 'current';

export interface ControlPluginOptions {
  registry: WorldRegistry;
  /** Where POST /worlds/:id/export registers a world as a scenario; absent → no repro exports. */
  repros?: ReproScenarios | undefined;
  catalogue: () => ScenarioSummary[];
  /** The scenario files that do not load now (GET /scenario-errors); absent → none. */
  scenarioErrors?: (() => ScenarioProblem[]) | undefined;
  /** The load problem of one scenario's file, for POST /worlds (SCENARIO_NOT_LOADED); absent → none. */
  scenarioProblem?: ((name: string) => ScenarioProblem | undefined) | undefined;
  /** The catalogue codes shown since start (GET /coverage); absent → an empty record. */
  coverage?: CoverageRecorder | undefined;
  /** SIM_CONTROL_TOKEN: absent → loopback callers only; present → every caller must send it. */
  controlToken?: string | undefined;
}

/** Every error code of the control API (scenarios/README.md lists them). */
type ControlError =
  | 'CONTROL_API_LOCAL_ONLY'
  | 'CONTROL_TOKEN_REQUIRED'
  | 'JSON_REQUIRED'
  | 'PAYLOAD_NOT_RIGHT'
  | 'WORLD_NOT_FOUND'
  | 'WORLD_NOT_YOURS'
  | 'SHARED_WORLD_KEPT'
  | 'SCENARIO_NOT_FOUND'
  | 'OVERRIDE_NOT_FOUND'
  | 'TOO_MANY_OVERRIDES';

function refuse(reply: FastifyReply, status: number, error: ControlError, message: string) {
  return reply.code(status).send({ error, message });
}

function badPayload(reply: FastifyReply, error: z.ZodError) {
  return refuse(reply, 400, 'PAYLOAD_NOT_RIGHT', z.prettifyError(error));
}

/** `repro-<scenario>-<world id>-<time>.yaml`: a name a scenarios directory accepts as it is. */
export function exportFileName(world: World, at: number): string {
  const time = new Date(at)
    .toISOString()
    .replace(/\.\d+Z$/, 'z')
    .replace(/[-:]/g, '')
    .toLowerCase();
  const scenario = world.scenarioName.replace(/[^a-z0-9-]+/g, '-');
  const id = world.id
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 8)
    .toLowerCase();
  return `repro-${scenario}-${id}-${time}.yaml`.replace(/^repro-repro-/, 'repro-');
}

function clockView(world: World) {
  const nowMs = world.now();
  return {
    id: world.id,
    scenario: world.scenarioName,
    now: new Date(nowMs).toISOString(),
    nowMs,
    offsetMs: world.clock.offsetMs,
  };
}

const isJson = (contentType: string | undefined): boolean =>
  contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType);

const presentedToken = (req: FastifyRequest): string | undefined =>
  headerValue(req, CONTROL_TOKEN_HEADER) ?? bearerToken(req);

/**
 * The QA / test control API (registered under /__sim): scenario catalogue, worlds, their clock,
 * reset, run-time overrides and the request journal. It speaks its own small dialect, not the
 * upstream's. Never open to the network by default (control-access.ts), and a caller who has a
 * world of its own (cookie or header) reaches only that world.
 */
const ShownCodeSchema = z.strictObject({ code: z.enum(ERROR_CODES) });

export function createControlPlugin(opts: ControlPluginOptions): FastifyPluginAsync {
  const { registry, repros, catalogue, controlToken } = opts;
  const coverage = opts.coverage ?? new CoverageRecorder();
  const names = () => catalogue().map((s) => s.name);

  return async (app) => {
    acceptEmptyJson(app);
    app.setErrorHandler((error, req, reply) => {
      const tooLarge = bodyTooLargeMessage(error, req);
      if (tooLarge !== undefined) return refuse(reply, 413, 'PAYLOAD_NOT_RIGHT', tooLarge);
      if (clientErrorStatus(error) !== undefined) {
        return refuse(reply, 400, 'PAYLOAD_NOT_RIGHT', 'the body is not valid JSON');
      }
      req.log.error({ err: error }, 'simulator control route failed');
      return reply.code(500).send({ error: 'SOMETHING_WENT_WRONG' });
    });

    app.addHook('onRequest', async (req, reply) => {
      const access = controlAccess({
        remoteAddress: req.raw.socket?.remoteAddress,
        forwarded: isForwarded(req.headers),
        host: headerValue(req, 'host'),
        configuredToken: controlToken,
        presentedToken: presentedToken(req),
      });
      if (!access.allowed) {
        return refuse(
          reply,
          access.status,
          access.status === 401 ? 'CONTROL_TOKEN_REQUIRED' : 'CONTROL_API_LOCAL_ONLY',
          access.reason,
        );
      }
      // A page of another site can POST a form or a text/plain body here without asking; JSON
      // needs a CORS preflight this API never grants.
      if (req.method === 'POST' && !isJson(headerValue(req, 'content-type'))) {
        return refuse(
          reply,
          415,
          'JSON_REQUIRED',
          'control calls that change a world send a JSON body ({} when there is nothing to say)',
        );
      }
    });

    /** The caller's own world: x-sim-world, else the sim_world cookie, else none (shared). */
    const ownWorldId = (req: FastifyRequest): string | undefined =>
      headerValue(req, HEADERS.simWorld) ?? cookieValue(req, COOKIES.simWorld);

    const worldFor = (req: FastifyRequest, reply: FastifyReply): World | undefined => {
      const parsed = IdParamsSchema.safeParse(req.params);
      if (!parsed.success) {
        void refuse(reply, 404, 'WORLD_NOT_FOUND', 'no world with this id');
        return undefined;
      }
      const own = ownWorldId(req);
      if (parsed.data.id === CURRENT_WORLD) {
        if (own === undefined) return registry.defaultWorld;
        const world = registry.get(own);
        if (!world) {
          void refuse(
            reply,
            404,
            'WORLD_NOT_FOUND',
            'your simulator world was released (idle or evicted); reload the page with ?scenario=NAME',
          );
        }
        return world;
      }
      const world = registry.get(parsed.data.id);
      if (!world) {
        void refuse(reply, 404, 'WORLD_NOT_FOUND', 'no world with this id');
        return undefined;
      }
      // World ids are unguessable and never listed, so an id is its own capability for API clients;
      // a caller that has a world of its own (a tester's browser) stays in it.
      if (own !== undefined && own !== world.id) {
        void refuse(reply, 403, 'WORLD_NOT_YOURS', 'a tester reaches only their own world (worlds/current)');
        return undefined;
      }
      return world;
    };

    app.get('/scenarios', async () => catalogue());

    /** The files of scenarios/ that did not load, with file, line, column and field (the picker shows them). */
    app.get('/scenario-errors', async () => ({ errors: opts.scenarioErrors?.() ?? [] }));

    /** Across every world since start: which catalogue codes testers were shown, and which not yet. */
    app.get('/coverage', async () => coverage.report());

    /**
     * A screen rendered a catalogue code (the web reports it once the alert, page or silent
     * refusal is done; @portal/contracts, shown-codes.ts). Counted in the caller's own world, and
     * apart when an override answered the call behind it (that world's journal says so).
     */
    app.post('/coverage/shown', async (req, reply) => {
      const parsed = ShownCodeSchema.safeParse(req.body ?? {});
      if (!parsed.success) return badPayload(reply, parsed.error);
      // The shared world names no world or scenario.
      const own = ownWorldId(req);
      const world = own === undefined ? undefined : registry.get(own);
      const override = world !== undefined && answeredByOverride(parsed.data.code, world.journal.list());
      coverage.record(parsed.data.code, { world: world?.id, scenario: world?.scenarioName, override });
      return reply.code(204).send();
    });

    app.post('/worlds', async (req, reply) => {
      const parsed = CreateWorldSchema.safeParse(req.body ?? {});
      if (!parsed.success) return badPayload(reply, parsed.error);
      const { scenario } = parsed.data;
      const world = registry.create(scenario, worldOwner(newWorldCaller(req)));
      if (!world) {
        // The same refusal as a world asked for by `x-sim-scenario` or `?scenario=`.
        const problem = opts.scenarioProblem?.(scenario);
        return reply.code(404).send(worldRefusal({ kind: 'unknown-scenario', scenario }, names(), problem));
      }
      return reply.code(201).send({ id: world.id, scenario: world.scenarioName });
    });

    app.get('/worlds/:id', async (req, reply) => {
      const world = worldFor(req, reply);
      return world ? world.view() : reply;
    });

    // Releases the world as the idle rule or the cap would (QA: what the tester sees afterwards).
    app.delete('/worlds/:id', async (req, reply) => {
      const world = worldFor(req, reply);
      if (!world) return reply;
      if (!registry.release(world.id)) {
        return refuse(reply, 409, 'SHARED_WORLD_KEPT', 'the shared world is never released');
      }
      return reply.code(204).send();
    });

    app.post('/worlds/:id/reset', async (req, reply) => {
      const world = worldFor(req, reply);
      if (!world) return reply;
      world.reset();
      return clockView(world);
    });

    app.get('/worlds/:id/clock', async (req, reply) => {
      const world = worldFor(req, reply);
      return world ? clockView(world) : reply;
    });

    app.post('/worlds/:id/clock', async (req, reply) => {
      const world = worldFor(req, reply);
      if (!world) return reply;
      const parsed = ClockSchema.safeParse(req.body ?? {});
      if (!parsed.success) return badPayload(reply, parsed.error);
      if ('advanceMs' in parsed.data) {
        world.advanceClock(parsed.data.advanceMs);
        return clockView(world);
      }
      const target = typeof parsed.data.to === 'number' ? parsed.data.to : Date.parse(parsed.data.to);
      const jump = target - world.now();
      if (jump < 0) {
        return refuse(reply, 400, 'PAYLOAD_NOT_RIGHT', BACKWARDS_MESSAGE);
      }
      if (jump > MAX_JUMP_MS) return refuse(reply, 400, 'PAYLOAD_NOT_RIGHT', JUMP_MESSAGE);
      world.advanceClock(jump);
      return clockView(world);
    });

    app.get('/worlds/:id/overrides', async (req, reply) => {
      const world = worldFor(req, reply);
      return world ? world.overrides.list() : reply;
    });

    const addOverride = async (req: FastifyRequest, reply: FastifyReply) => {
      const world = worldFor(req, reply);
      if (!world) return reply;
      const parsed = OverrideSchema.safeParse(req.body ?? {});
      if (!parsed.success) return badPayload(reply, parsed.error);
      try {
        return reply.code(201).send({ id: world.id, override: world.overrides.add(parsed.data) });
      } catch (error) {
        if (error instanceof TooManyOverridesError) {
          return refuse(reply, 409, 'TOO_MANY_OVERRIDES', error.message);
        }
        throw error;
      }
    };
    app.post('/worlds/:id/overrides', addOverride);
    // The name of the first version of this API; scripts written for it keep working.
    app.post('/worlds/:id/faults', addOverride);

    app.delete('/worlds/:id/overrides', async (req, reply) => {
      const world = worldFor(req, reply);
      if (!world) return reply;
      world.overrides.clearRuntime();
      return world.overrides.list();
    });

    app.delete('/worlds/:id/overrides/:oid', async (req, reply) => {
      const world = worldFor(req, reply);
      if (!world) return reply;
      const parsed = OverrideParamsSchema.safeParse(req.params);
      if (!parsed.success || !world.overrides.remove(parsed.data.oid)) {
        return refuse(reply, 404, 'OVERRIDE_NOT_FOUND', 'no run-time override with this id in this world');
      }
      return reply.code(204).send();
    });

    // Repro export (docs/qa-guide.md): the world at this moment as a scenario file to download...
    app.get('/worlds/:id/export', async (req, reply) => {
      const world = worldFor(req, reply);
      if (!world) return reply;
      // One moment for the file's name and its contents: a second may tick between two reads.
      const at = world.now();
      return reply
        .header('content-type', 'text/yaml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(world, at)}"`)
        .header('cache-control', 'no-store')
        .send(exportWorldYaml(world, at));
    });

    // ...and registered in memory as `repro-<hash>`, so a link opens a fresh copy on this simulator.
    // The reply carries the registered text: a file fetched by a second call would be another
    // moment of the world (a second later, or after a tester's click) than the link's copy.
    app.post('/worlds/:id/export', async (req, reply) => {
      const world = worldFor(req, reply);
      if (!world) return reply;
      if (!repros) return refuse(reply, 404, 'SCENARIO_NOT_FOUND', 'this simulator keeps no repro exports');
      const at = world.now();
      const yaml = exportWorldYaml(world, at);
      const { name } = repros.add(yaml);
      return reply.code(201).send({
        scenario: name,
        fileName: exportFileName(world, at),
        link: `/?scenario=${encodeURIComponent(name)}&fresh=1`,
        now: new Date(at).toISOString(),
        yaml,
      });
    });

    app.get('/worlds/:id/journal', async (req, reply) => {
      const world = worldFor(req, reply);
      return world ? { id: world.id, entries: world.journal.list() } : reply;
    });

    app.delete('/worlds/:id/journal', async (req, reply) => {
      const world = worldFor(req, reply);
      if (!world) return reply;
      world.journal.clear();
      return reply.code(204).send();
    });
  };
}
