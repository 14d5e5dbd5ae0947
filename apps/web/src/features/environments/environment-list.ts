import type { AccessGroup, Client } from '@portal/contracts/upstream';
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

/** Case- and accent-insensitive, so "sao" finds "São Paulo". */
export const normaliseForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();

/** All environments of all clients, filtered by environment or client name, grouped by access group. */
export function listEnvironments(clients: readonly Client[], query: string): EnvironmentList {
  const needle = normaliseForSearch(query);
  const all = clients.flatMap((client) =>
    client.environments.map((environment) => ({ client, environment })),
  );
  const shown =
    needle === ''
      ? all
      : all.filter(
          ({ client, environment }) =>
            normaliseForSearch(environment.name).includes(needle) ||
            normaliseForSearch(client.name).includes(needle),
        );
  const groups = GROUP_ORDER.map((group) => ({
    group,
    entries: shown.filter((entry) => entry.environment.access_group === group),
  })).filter((g) => g.entries.length > 0);
  return { groups, count: shown.length, total: all.length };
}
