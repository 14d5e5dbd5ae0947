import { describe, expect, it } from 'vitest';
import type { Client, Environment } from '../upstream';
import {
  decideClients,
  decideNoClientSelected,
  environmentState,
  isOutOfLicences,
  maintenanceMessage,
  SINGLE_CLIENT_LAUNCH_ROUTE,
} from './clients';

const env = (name: string, access_group: Environment['access_group']): Environment => ({
  environment_uuid: `${name}-uuid`,
  name,
  access_group,
});
const client = (client_uuid: string, environments: Environment[]): Client => ({
  client_uuid,
  name: client_uuid,
  environments,
});
const desktop = client('acme', [env('ERP', 'DESKTOP'), env('Portal', 'WEB')]);
const web = client('acme web', [env('Portal', 'WEB')]);
const lab = client('lab', [env('Lab', 'DEFAULT')]);
const facts = { updatePlugin: false, alreadyDecided: false };

describe('decideClients', () => {
  it('selects exactly one client and goes to /launching/1', () => {
    expect(decideClients({ ...facts, clients: [desktop] })).toEqual({
      kind: 'select',
      cliUuid: 'acme',
      next: { kind: 'navigate', to: SINGLE_CLIENT_LAUNCH_ROUTE },
    });
    expect(SINGLE_CLIENT_LAUNCH_ROUTE).toBe('/launching/1');
  });

  it('selects one client whatever the update flag says (the spec checks one client first)', () => {
    expect(decideClients({ ...facts, updatePlugin: true, clients: [desktop] }).kind).toBe('select');
  });

  it('opens the apps page of a single client that has only web environments (A-44)', () => {
    expect(decideClients({ ...facts, clients: [web] })).toEqual({
      kind: 'select',
      cliUuid: 'acme web',
      next: { kind: 'navigate', to: '/apps/acme%20web' },
    });
  });

  it('launches a single client without environments too: the launch chain reports it', () => {
    expect(decideClients({ ...facts, clients: [client('empty', [])] })).toMatchObject({
      next: { to: SINGLE_CLIENT_LAUNCH_ROUTE },
    });
  });

  it('shows the environments of several clients', () => {
    expect(decideClients({ ...facts, clients: [desktop, lab] })).toEqual({ kind: 'list' });
  });

  it('sends several clients to /updatePlugin when the plugin needs an update', () => {
    expect(decideClients({ ...facts, updatePlugin: true, clients: [desktop, lab] })).toEqual({
      kind: 'update-plugin',
      next: { kind: 'navigate', to: '/updatePlugin' },
    });
  });

  it('shows "no clients found" for none, even with the update flag', () => {
    expect(decideClients({ ...facts, clients: [] })).toEqual({ kind: 'no-clients' });
    expect(decideClients({ ...facts, updatePlugin: true, clients: [] })).toEqual({ kind: 'no-clients' });
  });

  it('runs once per sign-in: coming back shows the environments', () => {
    const again = { updatePlugin: true, alreadyDecided: true };
    expect(decideClients({ ...again, clients: [desktop] })).toEqual({ kind: 'list' });
    expect(decideClients({ ...again, clients: [desktop, lab] })).toEqual({ kind: 'list' });
  });
});

describe('decideNoClientSelected', () => {
  it('shows the error and goes to the environments with several clients', () => {
    expect(decideNoClientSelected({ clientCount: 3 })).toEqual({
      next: { kind: 'navigate', to: '/home/environments' },
      message: { severity: 'error', key: 'launch.noClientSelected' },
    });
  });

  it('logs a one-client user out (and a user whose client count is unknown)', () => {
    expect(decideNoClientSelected({ clientCount: 1 }).next).toEqual({ kind: 'logout' });
    expect(decideNoClientSelected({ clientCount: 0 }).next).toEqual({ kind: 'logout' });
  });
});

describe('environmentState', () => {
  const limited = (counts: number[], limit: number | null, extra: Partial<Client> = {}): Client => ({
    client_uuid: 'c',
    name: 'c',
    license_limit: limit,
    environments: counts.map((license_count, i) => ({ ...env(`e${i}`, 'DESKTOP'), license_count })),
    ...extra,
  });

  it('is available by default', () => {
    const c = limited([1, 2], 10);
    expect(environmentState(c, c.environments[0] as Environment)).toBe('available');
  });

  it('is under maintenance with a maintenance message, whatever else holds', () => {
    const c = limited([10], 10, { instance_state: 'starting' });
    const down = { ...env('d', 'DESKTOP'), maintenance_message: 'Back at 10:00' };
    expect(environmentState(c, down)).toBe('maintenance');
    expect(environmentState(c, { ...down, maintenance_message: '  ' })).toBe('no-licences');
  });

  it('is under maintenance when its whole client is, before any click (A-53)', () => {
    const c = limited([0, 0], 10, { maintenance_message: 'Acme is being upgraded' });
    for (const e of c.environments) expect(environmentState(c, e)).toBe('maintenance');
    expect(environmentState({ ...c, maintenance_message: ' ' }, c.environments[0] as Environment)).toBe(
      'available',
    );
  });

  it("shows the environment's own maintenance text first, else its client's (A-53)", () => {
    const c = limited([0], null, { maintenance_message: ' Whole client down ' });
    const e = c.environments[0] as Environment;
    expect(maintenanceMessage(c, e)).toBe('Whole client down');
    expect(maintenanceMessage(c, { ...e, maintenance_message: 'ERP only' })).toBe('ERP only');
    expect(maintenanceMessage(c, { ...e, maintenance_message: '  ' })).toBe('Whole client down');
    expect(maintenanceMessage({ ...c, maintenance_message: null }, e)).toBeUndefined();
  });

  it('is out of licences when the counts reach the limit (A-46)', () => {
    expect(isOutOfLicences(limited([4, 6], 10))).toBe(true);
    expect(isOutOfLicences(limited([4, 5], 10))).toBe(false);
    expect(isOutOfLicences(limited([4, 5], null))).toBe(false);
    expect(isOutOfLicences(limited([0], 0))).toBe(true);
  });

  it('is starting when the client says its instance is starting (A-45)', () => {
    const c = limited([0], 5, { instance_state: 'starting' });
    expect(environmentState(c, c.environments[0] as Environment)).toBe('starting');
    const off = limited([0], 5, { instance_state: 'off' });
    expect(environmentState(off, off.environments[0] as Environment)).toBe('available');
  });
});
