import type { Client, Environment } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  decideAutoLaunch,
  isUnderMaintenance,
  listEnvironments,
  normaliseForSearch,
} from './environment-list';

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

describe('maintenance', () => {
  it('is set by a non-blank maintenance message', () => {
    expect(isUnderMaintenance(env('a', 'DESKTOP', { maintenance_message: 'Back at 10:00' }))).toBe(true);
    expect(isUnderMaintenance(env('a', 'DESKTOP', { maintenance_message: ' ' }))).toBe(false);
    expect(isUnderMaintenance(env('a', 'DESKTOP', { maintenance_message: null }))).toBe(false);
  });
});

describe('normaliseForSearch', () => {
  it('lower-cases and strips accents', () => {
    expect(normaliseForSearch(' Ação Élan ')).toBe('acao elan');
  });
});

describe('decideAutoLaunch', () => {
  const one = [
    client('Contoso', [env('Down', 'DESKTOP', { maintenance_message: 'x' }), env('Lab', 'DEFAULT')]),
  ];

  it('launches the first launchable environment of a single client', () => {
    const decision = decideAutoLaunch(one, new Set());
    expect(decision.kind === 'launch' && decision.entry.environment.name).toBe('Lab');
  });

  it('opens the apps page when that environment is a web one', () => {
    expect(decideAutoLaunch([client('Web', [env('Portal', 'WEB')])], new Set())).toEqual({
      kind: 'open-apps',
      clientUuid: 'web',
    });
  });

  it('does nothing with several clients, none, a launched client, or only maintenance', () => {
    expect(decideAutoLaunch(clients, new Set()).kind).toBe('none');
    expect(decideAutoLaunch([], new Set()).kind).toBe('none');
    expect(decideAutoLaunch(one, new Set(['contoso'])).kind).toBe('none');
    expect(
      decideAutoLaunch([client('M', [env('Down', 'DESKTOP', { maintenance_message: 'x' })])], new Set()).kind,
    ).toBe('none');
  });

  it('sends several clients (or none) to /updatePlugin when login said the plugin needs an update', () => {
    const clients = [client('A', [env('a', 'DESKTOP')]), client('B', [env('b', 'DESKTOP')])];
    expect(decideAutoLaunch(clients, new Set(), true)).toEqual({ kind: 'update-plugin' });
    expect(decideAutoLaunch([], new Set(), true)).toEqual({ kind: 'update-plugin' });
    expect(decideAutoLaunch(clients, new Set(), false)).toEqual({ kind: 'none' });
    // One client is launched whatever the flag says (spec section 4, clients: "if exactly one").
    expect(decideAutoLaunch(one, new Set(), true).kind).toBe('launch');
  });
});
