import type { Client, Environment } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import { listEnvironments } from './environment-list';

const env = (name: string, access_group: Environment['access_group'], extra: Partial<Environment> = {}) => ({
  environment_uuid: `${name}-uuid`,
  name,
  access_group,
  ...extra,
});
const client = (name: string, environments: Environment[]): Client => ({
  client_uuid: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  environments,
});

const clients: Client[] = [
  client('Acme Finance', [env('ERP Desktop', 'DESKTOP')]),
  client('Acme Web', [env('Web Portal', 'WEB')]),
  client('São Paulo Labs', [env('Lab Desktop', 'DEFAULT'), env('Reports', 'DESKTOP')]),
];

const names = (list: ReturnType<typeof listEnvironments>) =>
  list.groups.map((g) => [g.group, g.entries.map((e) => e.environment.name)]);

describe('listEnvironments', () => {
  it('groups all environments of all clients in the order Desktop, Web, Default', () => {
    const list = listEnvironments(clients, '');
    expect(names(list)).toEqual([
      ['DESKTOP', ['ERP Desktop', 'Reports']],
      ['WEB', ['Web Portal']],
      ['DEFAULT', ['Lab Desktop']],
    ]);
    expect(list.count).toBe(4);
    expect(list.total).toBe(4);
  });

  it('filters by environment name and drops groups left empty', () => {
    const list = listEnvironments(clients, '  desktop ');
    expect(names(list)).toEqual([
      ['DESKTOP', ['ERP Desktop']],
      ['DEFAULT', ['Lab Desktop']],
    ]);
    expect(list.count).toBe(2);
    expect(list.total).toBe(4);
  });

  it('filters by client name, ignoring case and accents', () => {
    expect(names(listEnvironments(clients, 'SAO PAULO'))).toEqual([
      ['DESKTOP', ['Reports']],
      ['DEFAULT', ['Lab Desktop']],
    ]);
  });

  it('finds nothing for an unknown term', () => {
    const list = listEnvironments(clients, 'zzz');
    expect(list.groups).toEqual([]);
    expect(list.count).toBe(0);
  });

  it('copes with no clients', () => {
    expect(listEnvironments([], '')).toEqual({ groups: [], count: 0, total: 0 });
  });
});
