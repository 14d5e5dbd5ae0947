import { setTimeout as sleep } from 'node:timers/promises';
import { ENDPOINTS, type EndpointName } from '@portal/contracts';
import { z } from 'zod';
import { fail, parseInput, type SimReply } from './replies';
import { type Fault, faultStatus } from './scenario-schema';
import type { FaultContext, World, WorldSession } from './world';

/** A request as the routes see it, whatever carried it. */
export interface RouteInput {
  body: unknown;
  query: unknown;
  /** The bearer token of the Authorization header, if any. */
  bearer: string | undefined;
}

/** Routes a signed-out browser calls; every other route needs a bearer this world issued. */
export const PUBLIC_ROUTES: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'login',
  'resetPassword',
  'changePassword',
  'registerPassword',
  'ssoLogin',
  'tokenValidate',
  'checkPasswordRestrictions',
  'checkPasswordRestrictionsWithLogin',
  'duoCallback',
]);

/** What the simulator answers for a route it does not model yet (a fault can still answer it). */
export const NOT_MODELLED: SimReply = { status: 501, body: { error: 'SIMULATOR_NOT_IMPLEMENTED' } };

const CliQuerySchema = z.object({ cli_uuid: z.string().trim().min(1) });
const PluginQuerySchema = CliQuerySchema.extend({ custom_params: z.string().optional() });

type PublicHandler = (world: World, input: RouteInput) => SimReply;
type PrivateHandler = (world: World, input: RouteInput, session: WorldSession) => SimReply;

const withCliQuery =
  (run: (world: World, session: WorldSession, cliUuid: string) => SimReply): PrivateHandler =>
  (world, input, session) => {
    const q = parseInput(CliQuerySchema, input.query);
    return q.ok ? run(world, session, q.data.cli_uuid) : q.reply;
  };

const PUBLIC_HANDLERS: Partial<Record<EndpointName, PublicHandler>> = {
  login: (world, input) => {
    const b = parseInput(ENDPOINTS.login.request, input.body);
    return b.ok ? world.login(b.data) : b.reply;
  },
  tokenValidate: (world, input) => {
    const b = parseInput(ENDPOINTS.tokenValidate.request, input.body);
    return b.ok ? world.tokenValidate(b.data.access_token) : b.reply;
  },
};

const PRIVATE_HANDLERS: Partial<Record<EndpointName, PrivateHandler>> = {
  logout: (world, _input, session) => world.logout(session),
  clients: (world, _input, session) => world.clientList(session),
  clientSelected: withCliQuery((world, session, cli) => world.clientSelected(session, cli)),
  selectClient: (world, input, session) => {
    const b = parseInput(ENDPOINTS.selectClient.request, input.body);
    return b.ok ? world.selectClient(session, b.data.cli_uuid) : b.reply;
  },
  loginAttempt: withCliQuery((world, session, cli) => world.loginAttempt(session, cli)),
  callPlugin: (world, input, session) => {
    const q = parseInput(PluginQuerySchema, input.query);
    return q.ok ? world.callPlugin(session, q.data.cli_uuid, q.data.custom_params) : q.reply;
  },
  registerSelectedVirtualizer: (world, input, session) => {
    const b = parseInput(ENDPOINTS.registerSelectedVirtualizer.request, input.body);
    return b.ok ? world.registerSelectedVirtualizer(session, b.data.cli_uuid, b.data.virtualizer) : b.reply;
  },
  userSession: withCliQuery((world, session, cli) => world.userSession(session, cli)),
  webClientApps: withCliQuery((world, session, cli) => world.webClientApps(session, cli)),
  disconnectUser: (world, input, session) => {
    const b = parseInput(ENDPOINTS.disconnectUser.request, input.body);
    return b.ok ? world.disconnectUser(session, b.data.cli_uuid) : b.reply;
  },
};

const stringField = (source: unknown, key: string): string | undefined => {
  if (typeof source !== 'object' || source === null) return undefined;
  const value: unknown = (source as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
};

/** What a fault's `match` can look at, read leniently before any validation. */
export function faultContext(input: RouteInput): FaultContext {
  const cliUuid = stringField(input.query, 'cli_uuid') ?? stringField(input.body, 'cli_uuid');
  const email = stringField(input.body, 'email');
  return { ...(cliUuid === undefined ? {} : { cliUuid }), ...(email === undefined ? {} : { email }) };
}

/** A fault that only delays lets the normal logic answer afterwards. */
export function faultReply(fault: Fault): SimReply | undefined {
  if (fault.status === undefined && fault.error === undefined && fault.body === undefined) return undefined;
  const body = { ...(fault.body ?? {}), ...(fault.error === undefined ? {} : { error: fault.error }) };
  return { status: faultStatus(fault), body };
}

/** Answers one upstream call in a world: scripted faults first, then the bearer, then the state. */
export async function answer(world: World, route: EndpointName, input: RouteInput): Promise<SimReply> {
  const fault = world.takeFault(route, faultContext(input));
  if (fault?.delayMs) await sleep(fault.delayMs);
  const scripted = fault ? faultReply(fault) : undefined;
  if (scripted) return scripted;

  if (PUBLIC_ROUTES.has(route)) {
    const handler = PUBLIC_HANDLERS[route];
    return handler ? handler(world, input) : NOT_MODELLED;
  }
  const session = world.session(input.bearer);
  if (!session) return fail('INVALID_ACCESS_TOKEN');
  const handler = PRIVATE_HANDLERS[route];
  return handler ? handler(world, input, session) : NOT_MODELLED;
}
