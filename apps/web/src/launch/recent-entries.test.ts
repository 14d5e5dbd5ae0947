import type { Client, Environment } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import { launchedEnvironmentName, recentEntries } from './recent-entries';

const env = (id: string, access_group: Environment['access_group'] = 'DESKTOP'): Environment => ({
  environment_uuid: id,
  name: id.toUpperCase(),
  access_group,
});
const clients: Client[] = [
  { client_uuid: 'a', name: 'A', environments: [env('erp'), env('cad'), env('wiki', 'WEB')] },
  { client_uuid: 'b', name: 'B', environments: [env('lab'), env('crm', 'WEB')] },
];

describe('recent entries', () => {
  it('keeps the stored order and skips what the user no longer has', () => {
    const entries = recentEntries(['b/lab', 'gone/x', 'a/cad', 'a/nope'], clients);
    expect(entries.map((e) => e.environment.name)).toEqual(['LAB', 'CAD']);
  });

  it('names the environment last launched of a client', () => {
    expect(launchedEnvironmentName(['b/lab', 'a/cad', 'a/erp'], clients, 'a')).toBe('CAD');
  });

  it("falls back to a client's only desktop environment, else to none", () => {
    expect(launchedEnvironmentName([], clients, 'b')).toBe('LAB');
    expect(launchedEnvironmentName([], clients, 'a')).toBeUndefined();
    expect(launchedEnvironmentName([], clients, 'zzz')).toBeUndefined();
  });
});
