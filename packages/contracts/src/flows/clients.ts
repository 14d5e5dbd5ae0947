import { navigate } from '../portal/navigate';
import type { NextStep, Outcome } from '../portal/outcome';
import type { Client, Environment } from '../upstream';
import type { ClientContext } from './upstream-error';

/** Where the clients rule sends the browser once the clients list has arrived. */
export type ClientsDecision =
  /** Exactly one client: select it (remember it as the launch's client) and go on to `next`. */
  | { kind: 'select'; cliUuid: string; next: NextStep }
  /** Several clients and an outdated plugin: the update prompt, clearing the flag on the way. */
  | { kind: 'update-plugin'; next: NextStep }
  /** Show the environments. */
  | { kind: 'list' }
  /** No client at all: the "no clients found" state. */
  | { kind: 'no-clients' };

export interface ClientsFacts {
  clients: readonly Client[];
  /** Login's plugin-update flag (ASSUMPTION A-42). */
  updatePlugin: boolean;
  /** The rule already ran in this sign-in: coming back to the environments shows them. */
  alreadyDecided: boolean;
}

/** The route a single client is launched from (spec section 2: "a single client goes to /launching/1"). */
export const SINGLE_CLIENT_LAUNCH_ROUTE = '/launching/1';

/**
 * Spec section 4, "Clients request": exactly one client is selected and goes to /launching/1;
 * otherwise /updatePlugin when a plugin update is needed, else the environments. Once per sign-in.
 * ASSUMPTION A-44: a single client whose environments are all web ones has nothing to launch and
 * opens its apps page instead; no client shows "no clients found" whatever the update flag says.
 */
export function decideClients({ clients, updatePlugin, alreadyDecided }: ClientsFacts): ClientsDecision {
  if (clients.length === 0) return { kind: 'no-clients' };
  if (alreadyDecided) return { kind: 'list' };
  const [only] = clients;
  if (clients.length === 1 && only) {
    const webOnly =
      only.environments.length > 0 && only.environments.every((env) => env.access_group === 'WEB');
    return {
      kind: 'select',
      cliUuid: only.client_uuid,
      next: navigate(webOnly ? `/apps/${encodeURIComponent(only.client_uuid)}` : SINGLE_CLIENT_LAUNCH_ROUTE),
    };
  }
  return updatePlugin ? { kind: 'update-plugin', next: navigate('/updatePlugin') } : { kind: 'list' };
}

/**
 * Spec section 4, "Selecting a client": with no uuid, show an error ("error to access environment",
 * spec section 8) and go to the environments with more than one client, else log out.
 */
export function decideNoClientSelected(ctx: ClientContext): Outcome {
  return {
    next: ctx.clientCount > 1 ? navigate('/home/environments') : { kind: 'logout' },
    message: { severity: 'error', key: 'launch.noClientSelected' },
  };
}

/** What an environment's card shows before the click (spec section 4: environment states). */
export type EnvironmentState = 'available' | 'maintenance' | 'no-licences' | 'starting';

const hasText = (text: string | null | undefined): boolean => typeof text === 'string' && text.trim() !== '';

/** ASSUMPTION A-46: the licences taken on the client's environments reach its limit. */
export function isOutOfLicences(client: Client): boolean {
  if (client.license_limit == null) return false;
  const taken = client.environments.reduce((sum, env) => sum + (env.license_count ?? 0), 0);
  return taken >= client.license_limit;
}

/**
 * The maintenance text a card shows (ASSUMPTION A-53): the environment's own message when it has
 * one (it says more about this card), else the message set on its whole client; undefined when
 * neither has text. The click then shows both parts on /messages, as client_selected gives them.
 */
export function maintenanceMessage(client: Client, environment: Environment): string | undefined {
  for (const text of [environment.maintenance_message, client.maintenance_message]) {
    if (hasText(text)) return text?.trim();
  }
  return undefined;
}

/**
 * One state per card, the most telling first: maintenance of the environment or of its whole
 * client (the launch goes to /messages), then no licences, then a starting instance. A
 * click is allowed in every state: the server decides, the card only says what to expect.
 */
export function environmentState(client: Client, environment: Environment): EnvironmentState {
  if (maintenanceMessage(client, environment) !== undefined) return 'maintenance';
  if (isOutOfLicences(client)) return 'no-licences';
  if (client.instance_state === 'starting') return 'starting';
  return 'available';
}
