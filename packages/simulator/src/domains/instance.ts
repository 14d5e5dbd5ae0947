import { SUCCESS } from '@portal/contracts/upstream';
import type { ScenarioEnvironment } from '../scenario/schema';
import type { WorldSession } from '../state/sessions';
import { MINUTE_MS } from '../state/time-units';
import type { ClientState, WorldState } from '../state/world-state';
import { fail, ok, type SimReply } from './replies';

/**
 * client_selected refuses before it shows any message (ASSUMPTION A-50): an instance that is
 * starting (INSTANCE_TURNING_ON, spec section 8: "go to /messages"), or an environment under
 * maintenance whose message nobody wrote (MESSAGE_NOT_CONFIGURED).
 */
export function selectedClientRefusal(state: WorldState, client: ClientState): SimReply | undefined {
  if (state.refreshInstance(client).state === 'booting') return fail('INSTANCE_TURNING_ON');
  const unwritten = client.spec.environments.some(
    (env) => env.underMaintenance === true && env.maintenance_message === undefined,
  );
  return unwritten ? fail('MESSAGE_NOT_CONFIGURED') : undefined;
}

/**
 * The login attempt's licence checks, broadest first (ASSUMPTION A-50): the user holds none
 * (NO_LICENSE); the client's named licences are all held by other users (NO_LICENSE_CLIENT);
 * the client's concurrent sessions are all taken (202 NO_LICENSE_ENVIRONMENT). A user who
 * already has a session keeps its licence.
 */
export function licenceRefusal(
  state: WorldState,
  session: WorldSession,
  client: ClientState,
): SimReply | undefined {
  const { email } = session;
  const id = client.spec.client_uuid;
  if (state.user(email)?.spec.licensed === false) return fail('NO_LICENSE');
  const named = client.spec.namedUserLimit;
  const namedInUse = client.spec.namedUsersTaken + state.namedLicences.count(id);
  if (named !== undefined && !state.namedLicences.holds(id, email) && namedInUse >= named) {
    return fail('NO_LICENSE_CLIENT');
  }
  const limit = client.spec.license_limit;
  const existing = state.connections.of(email, id);
  if (!existing && limit !== undefined && state.licencesInUse(client) >= limit) {
    return fail('NO_LICENSE_ENVIRONMENT');
  }
  return undefined;
}

/**
 * The instance part of the login attempt: one that is off starts booting on the world clock;
 * while it boots the attempt answers 202 with the seconds left (spec section 4: /timeInstance).
 */
export function instanceNotReady(state: WorldState, client: ClientState): SimReply | undefined {
  let inst = state.refreshInstance(client);
  if (inst.state === 'off') {
    inst = {
      state: 'booting',
      bootMinutes: inst.bootMinutes,
      readyAt: state.now() + inst.bootMinutes * MINUTE_MS,
    };
    client.instance = inst;
  }
  if (inst.state !== 'booting') return undefined;
  const seconds = Math.max(1, Math.ceil((inst.readyAt - state.now()) / 1000));
  return ok('loginAttempt', { time: seconds, licenses: SUCCESS, pending_connection: SUCCESS }, 202);
}

/** The attempt went through: the user's session takes a licence, and the client's named one for good. */
export function takeLicences(
  state: WorldState,
  session: WorldSession,
  client: ClientState,
  env: ScenarioEnvironment,
): void {
  const id = client.spec.client_uuid;
  // The same user again (e.g. after signing in anew) keeps the licence it holds.
  if (!state.connections.of(session.email, id)) {
    state.connections.open(session.email, id, env.environment_uuid, state.now());
  }
  state.namedLicences.take(id, session.email);
}
