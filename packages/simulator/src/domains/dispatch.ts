import { ENDPOINTS, type EndpointName } from '@portal/contracts/upstream';
import type { SessionStage } from '../state/sessions';
import type { WorldState } from '../state/world-state';
import type { RouteInput } from './handler';
import { handlerOf } from './index';
import { fail, type SimReply } from './replies';

/** What the simulator answers for an endpoint it does not model yet (an override can still answer). */
export const NOT_MODELLED: SimReply = { status: 501, body: { error: 'SIMULATOR_NOT_IMPLEMENTED' } };

/** Routes a signed-out browser calls, as the contracts declare them. */
export const PUBLIC_ROUTES: ReadonlySet<EndpointName> = new Set(
  (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => ENDPOINTS[name].access === 'public'),
);

/** The endpoints a token that still waits for a step may call (logout ends it at any stage). */
export const STAGE_ROUTES: Readonly<Record<SessionStage, ReadonlySet<EndpointName>>> = {
  'second-factor': new Set<EndpointName>(['loginOtp', 'totpQrcode', 'logout']),
  device: new Set<EndpointName>(['validateWithPin', 'sendPinToEmail', 'logout']),
};

/** The world's own answer to one call: the bearer check where the contracts ask for it, then the domain. */
export function dispatch(state: WorldState, route: EndpointName, input: RouteInput): SimReply {
  const handler = handlerOf(route);
  if (PUBLIC_ROUTES.has(route)) {
    return handler === 'not-modelled' || handler.access !== 'public'
      ? NOT_MODELLED
      : handler.run(state, input);
  }
  const session = state.sessions.get(input.bearer);
  if (!session) return fail('INVALID_ACCESS_TOKEN');
  if (session.awaiting && !STAGE_ROUTES[session.awaiting].has(route)) return fail('INVALID_ACCESS_TOKEN');
  return handler === 'not-modelled' || handler.access !== 'bearer'
    ? NOT_MODELLED
    : handler.run(state, input, session);
}
