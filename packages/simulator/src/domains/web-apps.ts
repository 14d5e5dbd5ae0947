import type { WorldSession } from '../state/sessions';
import type { WorldState } from '../state/world-state';
import { withCliQuery } from './handler';
import { fail, ok, type SimReply } from './replies';

export function webClientApps(state: WorldState, session: WorldSession, cliUuid: string): SimReply {
  const client = state.clientOf(session, cliUuid);
  if (!client) return fail('CLIENT_NOT_FOUND');
  return ok('webClientApps', {
    web_client_apps: client.spec.web_apps.map(({ name, url }) => ({ name, url })),
  });
}

export const WEB_APP_HANDLERS = {
  webClientApps: withCliQuery(webClientApps),
};
