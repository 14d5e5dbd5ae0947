import type { AccessGroup, Client } from '@portal/contracts/upstream';
import { matchesSearch } from '../../components/search-text';
import type { EnvironmentEntry } from '../../launch/environment-entry';

export interface EnvironmentGroup {
  group: AccessGroup;
  entries: EnvironmentEntry[];
}

export interface EnvironmentList {
  /** Non-empty groups only, in the spec's order: Desktop, Web, Default access. */
  groups: EnvironmentGroup[];
  /** How many environments the search shows. */
  count: number;
  /** How many environments the user has in all. */
  total: number;
}

const GROUP_ORDER: readonly AccessGroup[] = ['DESKTOP', 'WEB', 'DEFAULT'];

/** All environments of all clients, filtered by environment or client name, grouped by access group. */
export function listEnvironments(clients: readonly Client[], query: string): EnvironmentList {
  const all = clients.flatMap((client) =>
    client.environments.map((environment) => ({ client, environment })),
  );
  const shown = all.filter(({ client, environment }) =>
    matchesSearch([environment.name, client.name], query),
  );
  const groups = GROUP_ORDER.map((group) => ({
    group,
    entries: shown.filter((entry) => entry.environment.access_group === group),
  })).filter((g) => g.entries.length > 0);
  return { groups, count: shown.length, total: all.length };
}
