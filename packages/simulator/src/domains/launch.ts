import { ENDPOINTS, type PluginCallResponse, SUCCESS } from '@portal/contracts/upstream';
import type { ScenarioVirtualizer } from '../scenario/schema';
import type { WorldSession } from '../state/sessions';
import type { ClientState, WorldState } from '../state/world-state';
import { accessRestriction } from './access-restrictions';
import { bearerRoute, PluginQuerySchema, type RouteInput, withCliQuery } from './handler';
import { instanceNotReady, licenceRefusal, takeLicences } from './instance';
import { fail, ok, parseInput, type SimReply } from './replies';
import { disconnectRefusal, hasActiveSession, pendingConnectionReply } from './sessions';

/**
 * Spec section 4, "Login attempt": no environment or no instance → NO_INSTANCE_AVAILABLE; the
 * licence checks (domains/instance.ts); an instance that is off starts booting and answers 202
 * with the seconds left; otherwise the user's session becomes active and takes a licence.
 */
export function loginAttempt(
  state: WorldState,
  session: WorldSession,
  cliUuid: string,
  input?: Pick<RouteInput, 'clientIp'>,
): SimReply {
  const client = state.clientOf(session, cliUuid);
  if (!client) return fail('CLIENT_NOT_FOUND');
  const restricted = accessRestriction(state, session, client, input?.clientIp);
  if (restricted) return restricted;
  const pending = pendingConnectionReply(state, session.email, cliUuid);
  if (pending) return pending;
  const env = client.spec.environments[0];
  if (!env || client.instance.state === 'none') return fail('NO_INSTANCE_AVAILABLE');
  const refusal = licenceRefusal(state, session, client) ?? instanceNotReady(state, client);
  if (refusal) return refusal;
  takeLicences(state, session, client, env);
  return ok('loginAttempt', {
    licenses: SUCCESS,
    instances: SUCCESS,
    pending_connection: SUCCESS,
    instance: client.spec.virtualizer?.instance ?? null,
  });
}

function pluginReply(
  state: WorldState,
  client: ClientState,
  v: ScenarioVirtualizer,
  email: string,
): PluginCallResponse {
  const env = client.spec.environments[0];
  const conn = state.connections.of(email, client.spec.client_uuid);
  const common = {
    virtualizer: v.virtualizer,
    environment_uuid: env?.environment_uuid ?? null,
    ssid: conn?.ssid ?? null,
  };
  if (v.virtualizer === 'TSPLUS_ALL') {
    const tsplus =
      v.instance !== undefined && v.webport !== undefined && v.window_name !== undefined
        ? {
            instance: v.instance,
            webport: v.webport,
            window_name: v.window_name,
            use_dns: v.use_dns ?? false,
          }
        : null;
    return { ...common, TSPLUS: tsplus, REMOTE_APP: v.iframe === undefined ? null : { iframe: v.iframe } };
  }
  return {
    ...common,
    instance: v.instance ?? null,
    webport: v.webport ?? null,
    window_name: v.window_name ?? null,
    use_dns: v.use_dns ?? null,
    iframe: v.iframe ?? null,
    connection_type: v.connection_type ?? null,
  };
}

export function callPlugin(
  state: WorldState,
  session: WorldSession,
  cliUuid: string,
  customParams?: string,
): SimReply {
  const client = state.clientOf(session, cliUuid);
  if (!client) return fail('CLIENT_NOT_FOUND');
  const v = client.spec.virtualizer;
  if (!v) return fail('VIRTUALIZER_NOT_FOUND');
  // Sessions land in the first environment: the plugin call connects to it.
  const environment = client.spec.environments[0];
  if (environment === undefined || environment.connectionMissing) return fail('ENVIRONMENT_NOT_CONFIGURED');
  const conn = state.connections.of(session.email, cliUuid);
  if (conn && customParams !== undefined) conn.customParams = customParams;
  return ok('callPlugin', pluginReply(state, client, v, session.email));
}

/** TSPLUS_ALL: the user picked one of the two blocks. */
export function registerSelectedVirtualizer(
  state: WorldState,
  session: WorldSession,
  cliUuid: string,
  chosen: string,
): SimReply {
  const client = state.clientOf(session, cliUuid);
  if (!client) return fail('CLIENT_NOT_FOUND');
  const v = client.spec.virtualizer;
  if (!v) return fail('VIRTUALIZER_NOT_FOUND');
  const full = pluginReply(state, client, v, session.email);
  if (chosen === v.virtualizer) return ok('registerSelectedVirtualizer', full);
  if (v.virtualizer === 'TSPLUS_ALL' && chosen === 'TSPLUS' && full.TSPLUS) {
    return ok('registerSelectedVirtualizer', {
      virtualizer: 'TSPLUS',
      environment_uuid: full.environment_uuid,
      ssid: full.ssid,
      ...full.TSPLUS,
    });
  }
  if (v.virtualizer === 'TSPLUS_ALL' && chosen === 'TSPLUS_REMOTE_APP' && full.REMOTE_APP) {
    return ok('registerSelectedVirtualizer', {
      virtualizer: chosen,
      environment_uuid: full.environment_uuid,
      ssid: full.ssid,
      iframe: full.REMOTE_APP.iframe,
    });
  }
  return fail('VIRTUALIZER_NOT_FOUND');
}

export function userSession(state: WorldState, session: WorldSession, cliUuid: string): SimReply {
  if (!state.clientOf(session, cliUuid)) return fail('CLIENT_NOT_FOUND');
  return ok('userSession', { is_active_session: hasActiveSession(state, session.email, cliUuid) });
}

/** Ends the user's own session (active or pending) on a client, which frees that one licence. */
export function disconnectUser(state: WorldState, session: WorldSession, cliUuid: string): SimReply {
  if (!state.clientOf(session, cliUuid)) return fail('CLIENT_NOT_FOUND');
  const refused = disconnectRefusal(state, session.email, cliUuid);
  if (refused) return refused;
  state.connections.close(session.email, cliUuid);
  return ok('disconnectUser', { status: SUCCESS });
}

export const LAUNCH_HANDLERS = {
  loginAttempt: withCliQuery(loginAttempt),
  callPlugin: bearerRoute((state, input, session) => {
    const q = parseInput(PluginQuerySchema, input.query);
    return q.ok ? callPlugin(state, session, q.data.cli_uuid, q.data.custom_params) : q.reply;
  }),
  registerSelectedVirtualizer: bearerRoute((state, input, session) => {
    const b = parseInput(ENDPOINTS.registerSelectedVirtualizer.request, input.body);
    return b.ok ? registerSelectedVirtualizer(state, session, b.data.cli_uuid, b.data.virtualizer) : b.reply;
  }),
  userSession: withCliQuery(userSession),
  disconnectUser: bearerRoute((state, input, session) => {
    const b = parseInput(ENDPOINTS.disconnectUser.request, input.body);
    return b.ok ? disconnectUser(state, session, b.data.cli_uuid) : b.reply;
  }),
};
