import {
  type Client,
  ENDPOINTS,
  type InstanceState,
  type SelectedClientResponse,
} from '@portal/contracts/upstream';
import type { WorldSession } from '../state/sessions';
import type { ClientState, WorldState } from '../state/world-state';
import { bearerRoute, withCliQuery } from './handler';
import { selectedClientRefusal } from './instance';
import { fail, ok, parseInput, type SimReply } from './replies';

/** ASSUMPTION A-45 (contracts): the instance as the world's clock sees it now. */
function instanceStateOf(state: WorldState, client: ClientState): InstanceState | null {
  const { state: now } = state.refreshInstance(client);
  // A client without an instance (NO_INSTANCE_AVAILABLE) has no state to show before the click.
  if (now === 'none') return null;
  return now === 'booting' ? 'starting' : now;
}

function toClient(state: WorldState, client: ClientState): Client {
  const { spec } = client;
  return {
    instance_state: instanceStateOf(state, client),
    client_uuid: spec.client_uuid,
    name: spec.name,
    license_limit: spec.license_limit ?? null,
    // ASSUMPTION A-53 (contracts): the client part of the maintenance, shown before the click.
    maintenance_message: spec.maintenance_message ?? null,
    environments: spec.environments.map((env) => ({
      environment_uuid: env.environment_uuid,
      name: env.name,
      access_group: env.access_group,
      maintenance_message: env.maintenance_message ?? null,
      warning_message: env.warning_message ?? null,
      license_count:
        (env.license_count ?? 0) + state.connections.onClient(spec.client_uuid, env.environment_uuid).length,
      secure_only: env.secure_only ?? false,
    })),
  };
}

export function clientList(state: WorldState, session: WorldSession): SimReply {
  const clients = (state.user(session.email)?.spec.clients ?? []).flatMap((id) => {
    const client = state.clients.get(id);
    return client ? [toClient(state, client)] : [];
  });
  return ok('clients', { clients });
}

function selectedReply(client: ClientState): SelectedClientResponse {
  const { spec } = client;
  const envPart = (key: 'maintenance_message' | 'warning_message') =>
    spec.environments.find((env) => env[key] !== undefined)?.[key] ?? null;
  return {
    warning_message: { client: spec.warning_message ?? null, environment: envPart('warning_message') },
    maintenance_message: {
      client: spec.maintenance_message ?? null,
      environment: envPart('maintenance_message'),
    },
  };
}

export function clientSelected(state: WorldState, session: WorldSession, cliUuid: string): SimReply {
  const client = state.clientOf(session, cliUuid);
  if (!client) return fail('CLIENT_NOT_FOUND');
  return selectedClientRefusal(state, client) ?? ok('clientSelected', selectedReply(client));
}

export function selectClient(state: WorldState, session: WorldSession, cliUuid: string): SimReply {
  const client = state.clientOf(session, cliUuid);
  if (!client) return fail('CLIENT_NOT_FOUND');
  session.selectedClient = cliUuid;
  return ok('selectClient', selectedReply(client));
}

export const CLIENT_HANDLERS = {
  clients: bearerRoute((state, _input, session) => clientList(state, session)),
  clientSelected: withCliQuery(clientSelected),
  selectClient: bearerRoute((state, input, session) => {
    const b = parseInput(ENDPOINTS.selectClient.request, input.body);
    return b.ok ? selectClient(state, session, b.data.cli_uuid) : b.reply;
  }),
};
