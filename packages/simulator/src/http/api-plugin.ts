import type { ErrorCode } from '@portal/contracts/errors';
import { COOKIES, HEADERS } from '@portal/contracts/portal';
import { ENDPOINTS, type EndpointName } from '@portal/contracts/upstream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { dispatch } from '../domains/dispatch';
import type { PageOrigin, RouteInput } from '../domains/handler';
import { fail } from '../domains/replies';
import type { ScenarioProblem } from '../scenario/scenario-error';
import { journalPath } from '../state/journal';
import { type MatchContext, type StoredOverride, scriptedReply } from '../state/overrides';
import type { WorldRegistry } from '../state/registry';
import { World } from '../state/world';
import { DEFAULT_HOLD_MS, type Delivered, deliver, PendingReplies } from './deliver';
import {
  acceptEmptyJson,
  bearerToken,
  bodyTooLargeMessage,
  type CallerView,
  clientErrorStatus,
  cookieValue,
  headerValue,
} from './request';
import {
  type NewWorldCaller,
  newWorldCaller,
  type Refusal,
  resolveWorld,
  type WorldHost,
} from './world-resolution';
import { WORLD_RELEASED_HEADER, worldSignals } from './world-selection';

export const WORLD_COOKIE = COOKIES.simWorld;

export interface ApiPluginOptions {
  /** How long a `timeout` fault holds the reply (60 s); tests shorten it. */
  holdMs?: number;
}

function rememberWorld(reply: FastifyReply, world: World): void {
  const attributes = 'Path=/; HttpOnly; SameSite=Lax';
  reply.header('set-cookie', [
    `${WORLD_COOKIE}=${encodeURIComponent(world.id)}; ${attributes}`,
    `${COOKIES.simScenario}=${encodeURIComponent(world.scenarioName)}; ${attributes}`,
  ]);
}

export interface ScenarioNames {
  hasScenario(name: string): boolean;
  names(): string[];
  /** The load problem of a scenario whose file did not load (WorldLookup.scenarioProblem). */
  problemOf?(name: string): ScenarioProblem | undefined;
  /** The new-world budget of the caller (world-budget.ts); absent: no budget. */
  allowNewWorld?(caller: NewWorldCaller): boolean;
}

/** The registry's worlds as `resolveWorld` sees them (world-resolution.ts). */
export function registryHost(registry: WorldRegistry, scenarios: ScenarioNames): WorldHost<World> {
  return {
    scenarioOf: (id) => registry.get(id)?.scenarioName,
    hasScenario: scenarios.hasScenario,
    scenarioNames: scenarios.names,
    ...(scenarios.allowNewWorld ? { allowNewWorld: scenarios.allowNewWorld } : {}),
    ...(scenarios.problemOf ? { scenarioProblem: scenarios.problemOf } : {}),
    world: (id) => registry.get(id),
    shared: registry.defaultWorld,
    createWorld: (scenario, owner) => registry.create(scenario, owner),
  };
}

/** The world this request talks to (resolveWorld), with its cookies and headers set on the reply. */
export function selectWorld(
  registry: WorldRegistry,
  scenarios: ScenarioNames,
  req: FastifyRequest,
  reply: FastifyReply,
): World | Refusal {
  const signals = worldSignals({
    method: req.method,
    query: req.query,
    header: (name) => headerValue(req, name),
    cookie: (name) => cookieValue(req, name),
  });
  // The upstream API serves no pages: no `page`, so a world it cannot have is a refusal.
  const resolution = resolveWorld(registryHost(registry, scenarios), {
    signals,
    caller: newWorldCaller(req),
  });
  // The caller's world was released: its client learns it from this reply, whatever comes next.
  if (resolution.released !== undefined) reply.header(WORLD_RELEASED_HEADER, resolution.released.world);
  if (resolution.kind === 'refused') return resolution.refusal;
  if (resolution.created) rememberWorld(reply, resolution.world);
  return resolution.world;
}

const stringField = (source: unknown, key: string): string | undefined => {
  if (typeof source !== 'object' || source === null) return undefined;
  const value: unknown = (source as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
};

/**
 * What an override's `match` can look at, read leniently before any validation: the client, and
 * the e-mail the body names (a sign-in), else the e-mail of the user the bearer signed in (so an
 * override can answer one user's launch and not another's).
 */
export function matchContext(input: RouteInput, signedIn: string | undefined): MatchContext {
  const cliUuid = stringField(input.query, 'cli_uuid') ?? stringField(input.body, 'cli_uuid');
  const email = stringField(input.body, 'email') ?? signedIn;
  return { ...(cliUuid === undefined ? {} : { cliUuid }), ...(email === undefined ? {} : { email }) };
}

/**
 * Where the simulator's pages are addressed: on the portal's origin when the gateway says it
 * (simulator mode, pages mounted on the gateway), else on this server's own address (`sim serve`).
 */
export function pageOrigin(req: CallerView): PageOrigin {
  const portal = headerValue(req, HEADERS.simOrigin);
  if (portal !== undefined && URL.canParse(portal)) {
    const origin = new URL(portal).origin;
    return { pages: origin, portal: origin };
  }
  return { pages: `${req.protocol}://${req.host}`, portal: null };
}

/**
 * The caller's address for IP restrictions: the first X-Forwarded-For entry when a gateway sent
 * one (the browser's address, ASSUMPTION A-48), else the socket's. A fake upstream trusts its
 * gateway, as the real one would trust its load balancer.
 */
export function callerIp(req: CallerView): string {
  return headerValue(req, HEADERS.forwardedFor)?.split(',')[0]?.trim() || req.ip;
}

/** What a route's handler reads of a call, the same from a request and from a direct call. */
export function routeInput(view: CallerView, query: unknown, body: unknown): RouteInput {
  return { body, query, bearer: bearerToken(view), origin: pageOrigin(view), clientIp: callerIp(view) };
}

/** A call under way in one world: when it began and the override that answers it, if any. */
export interface CallInWorld {
  at: string;
  started: number;
  override: StoredOverride | undefined;
}

/** Starts one call in one world: the override that answers it is taken (counted as used). */
export function beginCall(world: World, route: EndpointName, input: RouteInput): CallInWorld {
  const started = performance.now();
  const at = new Date(world.now()).toISOString();
  const signedIn = world.state.sessions.get(input.bearer)?.email;
  return { at, started, override: world.overrides.take(route, matchContext(input, signedIn)) };
}

/** Journals one call in one world with what went out. */
export function endCall(
  world: World,
  route: EndpointName,
  input: RouteInput,
  call: CallInWorld,
  delivered: Delivered,
): void {
  const endpoint = ENDPOINTS[route];
  world.journal.record({
    at: call.at,
    method: endpoint.method,
    path: journalPath(endpoint.path, stringField(input.query, 'cli_uuid')),
    route,
    ...delivered,
    durationMs: Math.round(performance.now() - call.started),
    overrideId: call.override?.id ?? null,
  });
}

/** One call in one world: an override first (before the bearer check), else the world; journaled. */
async function answerCall(
  world: World,
  route: EndpointName,
  input: RouteInput,
  reply: FastifyReply,
  pending: PendingReplies,
  holdMs: number,
): Promise<void> {
  const call = beginCall(world, route, input);
  const { override } = call;
  // Said on the reply so probes can tell a modelled answer from a scripted one (the ratchets).
  if (override && (scriptedReply(override) !== undefined || (override.kind ?? 'delay') !== 'delay')) {
    reply.header(HEADERS.simOverride, override.id);
  }
  const delivered = await deliver(
    reply,
    override,
    () => dispatch(world.state, route, input),
    pending,
    holdMs,
  );
  endCall(world, route, input, call, delivered);
}

/** The upstream REST routes of spec section 7, read from the contracts' ENDPOINTS table. */
export function createApiPlugin(
  registry: WorldRegistry,
  scenarios: ScenarioNames,
  options: ApiPluginOptions = {},
): FastifyPluginAsync {
  const holdMs = options.holdMs ?? DEFAULT_HOLD_MS;
  return async (app) => {
    const pending = new PendingReplies();
    // preClose: before the server waits for in-flight requests, or a held reply would hold it open.
    app.addHook('preClose', async () => pending.releaseAll());
    acceptEmptyJson(app);
    app.setErrorHandler((error, req, reply) => {
      // An oversized body is the caller's mistake too, but said as such (413, with the limit);
      // the code stays the catalogue's own, and an upstream error body is open to a message.
      const tooLarge = bodyTooLargeMessage(error, req);
      if (tooLarge !== undefined) {
        const code: ErrorCode = 'PAYLOAD_NOT_RIGHT';
        return reply.code(413).send({ error: code, message: tooLarge });
      }
      // Unparsable JSON or a wrong content type is the caller's mistake.
      if (clientErrorStatus(error) !== undefined) {
        const { status, body } = fail('PAYLOAD_NOT_RIGHT');
        return reply.code(status).send(body);
      }
      req.log.error({ err: error }, 'simulator route failed');
      const { status, body } = fail('SOMETHING_WENT_WRONG');
      return reply.code(status).send(body);
    });

    app.setNotFoundHandler((req, reply) => {
      // `pnpm sim serve` mounts this API at the root, so an unknown /__sim/ path lands here too.
      // ENTITY_NOT_FOUND is a code of the spec: a tester could not tell a mistyped control call
      // from a modelled answer. Here, outside the control API's access check, a page address
      // (/__sim/pages/…) mistyped from another machine is a 404 too, not a 403.
      const path = req.url.split('?')[0] ?? req.url;
      if (path.startsWith('/__sim/') && !path.startsWith('/__sim/api/')) {
        return reply.code(404).send({ error: 'NOT_FOUND', message: `no route for ${req.method} ${path}` });
      }
      const { status, body } = fail('ENTITY_NOT_FOUND');
      return reply.code(status).send(body);
    });

    for (const route of Object.keys(ENDPOINTS) as EndpointName[]) {
      const endpoint = ENDPOINTS[route];
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        handler: async (req, reply) => {
          const world = selectWorld(registry, scenarios, req, reply);
          if (!(world instanceof World)) return reply.code(world.status).send(world.body);
          reply.header(HEADERS.simWorld, world.id);
          const input = routeInput(req, req.query, req.body);
          await answerCall(world, route, input, reply, pending, holdMs);
          return reply;
        },
      });
    }
  };
}
