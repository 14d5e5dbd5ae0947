import type { Client } from '@portal/contracts/upstream';
import { type EnvironmentEntry, entryKey } from './environment-entry';

/** The stored recent keys as the user's environments, newest first; keys no longer theirs are skipped. */
export function recentEntries(keys: readonly string[], clients: readonly Client[]): EnvironmentEntry[] {
  const byKey = new Map(
    clients.flatMap((client) =>
      client.environments.map((environment) => {
        const entry = { client, environment };
        return [entryKey(entry), entry] as const;
      }),
    ),
  );
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

/**
 * What a session page calls the environment it shows: a launch names only its client, so the
 * environment last launched of that client, or the client's only desktop environment, or none.
 */
export function launchedEnvironmentName(
  keys: readonly string[],
  clients: readonly Client[],
  cliUuid: string,
): string | undefined {
  const recent = recentEntries(keys, clients).find((entry) => entry.client.client_uuid === cliUuid);
  if (recent) return recent.environment.name;
  const desktops = clients
    .find((client) => client.client_uuid === cliUuid)
    ?.environments.filter((environment) => environment.access_group !== 'WEB');
  return desktops?.length === 1 ? desktops[0]?.name : undefined;
}
